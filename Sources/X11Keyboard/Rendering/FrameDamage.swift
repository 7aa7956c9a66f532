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
        let pressed: Int?
        /// The recent tab's content changes with every insertion.
        let recents: [String]
        let skinTone: SkinTone
    }

    /// The magnifier or the skin-tone strip: whatever floats over the regions.
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
    let indicator: [Int]
    let notice: Notice.Kind?
    let tab: Int
    let popup: Popup?

    init(_ state: AppState, catalog: KeyboardCatalog, pressed: Int?) {
        let keyboard = state.keyboard
        let page = keyboard.currentPage(catalog: catalog)
        size = state.layout.windowSize
        layout = state.layout
        composer = Composer(buffer: state.composer, scroll: state.textLayout.scroll, caretVisible: state.caretVisible,
                            sendHighlighted: state.sendHighlighted, mode: state.mode, target: state.mode == .direct ? state.target : nil)
        grid = Grid(tab: keyboard.tabIndex, page: page, pressed: pressed, recents: keyboard.tabIndex == 0 ? keyboard.shownRecents : [],
                    skinTone: keyboard.skinTone)
        indicator = [keyboard.pageCount(catalog: catalog), page]
        notice = state.notice?.kind
        tab = keyboard.tabIndex
        if let choice = keyboard.variantChoice(catalog: catalog) {
            popup = Popup(bubble: state.layout.variantStrip(forCell: choice.cell, count: choice.options.count),
                          tab: keyboard.tabIndex, page: page, cell: choice.cell, chosenVariant: choice.chosen)
        } else {
            popup = keyboard.magnifiedCell.map {
                Popup(bubble: state.layout.magnifierRect(forCell: $0), tab: keyboard.tabIndex, page: page, cell: $0, chosenVariant: nil)
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
        if previous.indicator != indicator || previous.notice != notice { damaged.append(layout.indicator) }
        if previous.tab != tab { damaged.append(layout.tabBar) }
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
