import KeyboardModel

/// What each region of the window showed in the last frame, so the next frame redraws and copies only what changed.
struct FrameSnapshot: Equatable {
    struct Composer: Equatable {
        let buffer: TextBuffer
        let scroll: Int
        let caretVisible: Bool
        let sendHighlighted: Bool
        let mode: InputMode
        let target: TargetWindow?
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
        let field: TextBuffer
        let fieldScroll: Int
        let caretVisible: Bool
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
    }

    let size: Size
    /// A new grid or scale (the settings file changed) moves everything, even before the window's size follows.
    let layout: KeyboardLayout
    let composer: Composer
    let grid: Grid
    let indicator: Indicator
    let tabBar: TabBar
    let popup: Popup?

    init(_ state: AppState, catalog: KeyboardCatalog, pressed: Int?, names: LocalizedNames) {
        let keyboard = state.keyboard
        let page = keyboard.currentPage(catalog: catalog)
        let tabKind = catalog.tabs.indices.contains(keyboard.tabIndex) ? catalog.tabs[keyboard.tabIndex].kind : nil
        size = state.layout.windowSize
        layout = state.layout
        composer = Composer(buffer: state.composer, scroll: state.textLayout.scroll, caretVisible: state.caretVisible,
                            sendHighlighted: state.sendHighlighted, mode: state.mode, target: state.mode == .direct ? state.target : nil)
        grid = Grid(tab: keyboard.tabIndex, page: page, cells: keyboard.cellGrid, pressed: pressed, hovered: keyboard.hoveredCell,
                    focused: state.gridHasKeyFocus ? keyboard.focusedCell : nil,
                    recents: tabKind == .recent ? keyboard.shownRecents : [], favourites: tabKind == .favourites ? keyboard.recents.favourites : [],
                    search: keyboard.search, skinTone: keyboard.skinTone, tones: keyboard.recents.tones)
        indicator = Indicator(pages: keyboard.pageCount(catalog: catalog), page: page, notice: state.notice?.kind,
                              status: keyboard.statusLine(catalog: catalog, gridFocused: state.gridHasKeyFocus) { names.name(of: $0) })
        tabBar = TabBar(tab: keyboard.tabIndex, scroll: keyboard.tabScroll, hovered: keyboard.hoveredTab, searching: state.isSearching,
                        field: state.searchField, fieldScroll: state.searchLayout.scroll, caretVisible: state.searchCaretVisible,
                        fieldHasKeys: state.keyFocus == .search && state.receivesKeys, skinTone: keyboard.skinTone,
                        toneMenuOpen: keyboard.toneMenuOpen)
        if keyboard.toneMenuOpen {
            popup = Popup(bubble: state.layout.toneMenu.frame, tab: -1, page: 0, cell: 0, chosenVariant: nil)
        } else if let choice = keyboard.variantChoice(catalog: catalog) {
            popup = Popup(bubble: choice.popup.frame, tab: keyboard.tabIndex, page: page, cell: choice.cell, chosenVariant: choice.chosen)
        } else {
            popup = keyboard.magnifiedCell.map {
                Popup(bubble: state.layout.magnifierRect(for: keyboard.cellGrid.rect($0)), tab: keyboard.tabIndex, page: page, cell: $0,
                      chosenVariant: nil)
            }
        }
    }

    /// The regions of `layout` that must be redrawn to go from `previous` to this frame; every region without a previous frame.
    func damagedRegions(since previous: FrameSnapshot?, layout: KeyboardLayout) -> [Rect] {
        let regions = [layout.composer, layout.gridArea, layout.indicator, layout.tabBar]
        guard let previous, previous.size == size, previous.layout == self.layout else { return regions }
        var damaged: [Rect] = []
        if previous.composer != composer { damaged.append(layout.composer) }
        if previous.grid != grid { damaged.append(layout.gridArea) }
        if previous.indicator != indicator { damaged.append(layout.indicator) }
        if previous.tabBar != tabBar { damaged.append(layout.tabBar) }
        if previous.popup != popup {
            // What lay under the old bubble and lies under the new one must be redrawn too.
            let bubbles = [previous.popup?.bubble, popup?.bubble].compactMap { $0 }
            for region in regions where !damaged.contains(region) && bubbles.contains(where: region.intersects) {
                damaged.append(region)
            }
        }
        return damaged
    }
}
