import KeyboardModel

/// What each region of the window showed in the last frame, so the next frame redraws and copies only what changed.
struct FrameSnapshot: Equatable {
    struct Composer: Equatable {
        /// The text's revision, not the text: a frame that kept the buffer would make the next edit copy it.
        let text: UInt64
        let scroll: Int
        var caretVisible: Bool
        let caret: Rect
        /// Whether the text field has the keys (its border shows it).
        let hasKeys: Bool
        let sendHighlighted: Bool
        let mode: InputMode
        let target: TargetWindow?
        /// The frames its animated stickers show.
        let animationFrames: [Int]
        let layer: Layer
    }

    struct Grid: Equatable {
        let tab: Int
        let page: Int
        let cells: CellGrid
        let pressed: Int?
        let hovered: Int?
        /// The focus ring's cell, while the grid has the keys.
        let focused: Int?
        /// The recent tab's content changes with every insertion, the favourites' with every pin.
        let recents: [String]
        let favourites: [String]
        /// The results and the query (an empty grid shows a hint about it).
        let search: SearchView?
        let skinTone: SkinTone
        let tones: [String: String]
        /// The frames its animated stickers show.
        let animationFrames: [Int]
    }

    struct Indicator: Equatable {
        let pages: Int
        let page: Int
        let notice: Notice.Kind?
        let status: StatusLine?
    }

    struct TabBar: Equatable {
        let tab: Int
        let scroll: Int
        let hovered: Int?
        let searching: Bool
        let field: UInt64
        let fieldScroll: Int
        var caretVisible: Bool
        let caret: Rect
        let fieldHasKeys: Bool
        let skinTone: SkinTone
        let toneMenuOpen: Bool
    }

    /// The magnifier, the skin-tone picker or the tone menu: whatever floats over the regions.
    struct Popup: Equatable {
        let bubble: Rect
        let tab: Int
        let page: Int
        let cell: Int
        let chosenVariant: Int?
        /// The frame the magnifier's animated sticker shows.
        var animationFrames: [Int] = []
    }

    /// The letters layer: its keys' labels and marks, and the bubble over a held key.
    struct Letters: Equatable {
        let keys: [LetterKeyCap]
        let labels: [String]
        let latched: [Bool]
        let press: LetterPress?
        let hovered: Int?
        let focused: Int?
        let bubble: Rect?
    }

    let size: Size
    /// The letters while they show, else `nil`.
    let letters: Letters?
    /// A new grid or scale (the settings file changed) moves everything, even before the window's size follows.
    let layout: KeyboardLayout
    let composer: Composer
    let grid: Grid
    let indicator: Indicator
    let tabBar: TabBar
    let popup: Popup?
    /// The settings view covers every region but the tab bar: a change to it redraws them all.
    let settings: SettingsView?

    /// `animationFrames` gives the frames the animated stickers each place showed last are at in `state`.
    init(_ state: AppState, catalog: KeyboardCatalog, animationFrames: (Renderer.AnimationPlace) -> [Int] = { _ in [] }) {
        let keyboard = state.keyboard
        let page = keyboard.currentPage(catalog: catalog)
        let tabKind = catalog.tabs.indices.contains(keyboard.tabIndex) ? catalog.tabs[keyboard.tabIndex].kind : nil
        size = state.layout.windowSize
        settings = state.settings
        layout = state.layout
        letters = state.layer == .letters ? Self.letters(state) : nil
        composer = Composer(text: state.composer.revision, scroll: state.textLayout.scroll, caretVisible: state.caretVisible,
                            caret: state.textLayout.caretRect(at: state.composer.cursor, in: state.layout.textArea),
                            hasKeys: state.keyOwner == .composer, sendHighlighted: state.sendHighlighted, mode: state.mode,
                            target: state.mode == .direct ? state.target : nil, animationFrames: animationFrames(.composer),
                            layer: state.layer)
        grid = Grid(tab: keyboard.tabIndex, page: page, cells: keyboard.cellGrid, pressed: keyboard.pressedCell, hovered: keyboard.hoveredCell,
                    focused: state.gridHasKeyFocus ? keyboard.focusedCell : nil,
                    recents: tabKind == .recent ? keyboard.shownRecents : [], favourites: tabKind == .favourites ? keyboard.recents.favourites : [],
                    search: keyboard.search, skinTone: keyboard.skinTone, tones: keyboard.recents.tones,
                    animationFrames: animationFrames(.grid))
        indicator = Indicator(pages: keyboard.pageCount(catalog: catalog), page: page, notice: state.notice?.kind,
                              status: state.statusLine(catalog: catalog))
        tabBar = TabBar(tab: keyboard.tabIndex, scroll: keyboard.tabScroll, hovered: keyboard.hoveredTab, searching: state.isSearching,
                        field: state.searchField.revision, fieldScroll: state.searchLayout.scroll, caretVisible: state.searchCaretVisible,
                        caret: state.searchLayout.caretRect(at: state.searchField.cursor, in: state.layout.searchTextArea),
                        fieldHasKeys: state.keyOwner == .search, skinTone: keyboard.skinTone,
                        toneMenuOpen: keyboard.toneMenuOpen)
        switch keyboard.popup(catalog: catalog) {
        case .toneMenu:
            popup = Popup(bubble: state.layout.toneMenu.frame, tab: -1, page: 0, cell: 0, chosenVariant: nil)
        case .variants(let choice):
            popup = Popup(bubble: choice.popup.frame, tab: keyboard.tabIndex, page: page, cell: choice.cell, chosenVariant: choice.chosen)
        case .magnifier(let cell):
            popup = Popup(bubble: state.layout.magnifierRect(for: keyboard.cellGrid.rect(cell)), tab: keyboard.tabIndex, page: page,
                          cell: cell, chosenVariant: nil, animationFrames: animationFrames(.popup))
        case nil:
            popup = nil
        }
    }

    /// What of `layout` must be redrawn to go from `previous` to this frame: the regions whose content changed, only the
    /// caret of a field whose caret alone blinked; every region without a previous frame.
    func damage(since previous: FrameSnapshot?, layout: KeyboardLayout) -> [Damage] {
        let regions = [layout.composer, layout.gridArea, layout.indicator, layout.tabBar]
        guard let previous, previous.size == size, previous.layout == self.layout, previous.settings == settings else {
            return regions.map(Damage.init(whole:))
        }
        var damaged = Self.fieldDamage(previous.composer, composer, \.caretVisible, caret: composer.caret, region: layout.composer)
        if previous.grid != grid { damaged.append(Damage(whole: layout.gridArea)) }
        if previous.indicator != indicator { damaged.append(Damage(whole: layout.indicator)) }
        damaged += Self.fieldDamage(previous.tabBar, tabBar, \.caretVisible, caret: tabBar.caret, region: layout.tabBar)
        if previous.letters != letters {
            let bubbles = [previous.letters?.bubble, letters?.bubble].compactMap { $0 }
            for region in regions where !damaged.contains(Damage(whole: region))
                && (region != layout.composer || bubbles.contains(where: region.intersects)) {
                damaged.removeAll { $0.region == region }
                damaged.append(Damage(whole: region))
            }
        }
        if previous.popup != popup {
            // What lay under the old bubble and lies under the new one must be redrawn too, whole.
            let bubbles = [previous.popup?.bubble, popup?.bubble].compactMap { $0 }
            for region in regions where !damaged.contains(Damage(whole: region)) && bubbles.contains(where: region.intersects) {
                damaged.removeAll { $0.region == region }
                damaged.append(Damage(whole: region))
            }
        }
        return damaged
    }

    private static func letters(_ state: AppState) -> Letters {
        let keys = state.lettersLayout.keys
        let press = state.letters.press
        var bubble: Rect?
        if let press, keys.indices.contains(press.key) {
            let frames = state.letterVariantFrames
            bubble = frames.isEmpty ? state.letterPreviewFrame(for: keys[press.key].frame) : frames.reduce(frames[0]) { $0.union($1) }
        }
        return Letters(keys: keys, labels: keys.map { state.label(of: $0.key) }, latched: keys.map { state.isLatched($0.key) }, press: press,
                       hovered: state.letters.hovered, focused: state.gridHasKeyFocus ? state.letters.focused : nil, bubble: bubble)
    }

    /// What of `region`, which holds a text field, changed from `old` to `new`: nothing, only its `caret` when the
    /// caret's visibility alone changed (nothing when the caret is scrolled out), else the whole region.
    private static func fieldDamage<Part: Equatable>(_ old: Part, _ new: Part, _ caretVisible: WritableKeyPath<Part, Bool>, caret: Rect,
                                                     region: Rect) -> [Damage] {
        guard old != new else { return [] }
        var blinked = old
        blinked[keyPath: caretVisible] = new[keyPath: caretVisible]
        guard blinked == new else { return [Damage(whole: region)] }
        return caret.width > 0 ? [Damage(caret, of: region)] : []
    }
}
