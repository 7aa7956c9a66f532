/// The emotion grid: each cell's content and mark, the keyboard focus's ring, and what an empty grid says.
public struct GridFrame: Hashable, Sendable {
    public struct Cell: Hashable, Sendable {
        public enum Content: Hashable, Sendable {
            case emotion(DrawnEmotion)
            case delete
            case empty
        }

        public enum Mark: Hashable, Sendable {
            case none, pressed, hovered
        }

        public let rect: Rect
        public let content: Content
        public let mark: Mark
    }

    /// How much of a cell's side an emotion fills.
    public static let emotionScale = 0.62

    public let cells: [Cell]
    /// The size emoji are drawn at in a cell, and ⌫.
    public let glyphSize: Int
    public let deleteSize: Int
    /// The cell ringed while the grid has the keys, and the ring's width.
    public let focusRing: Rect?
    public let ringWidth: Int
    /// What an empty grid (or one with nothing found) says, lines split at "\n", centred in `hintArea`.
    public let hint: String?
    public let hintArea: Rect
}

extension AppState {
    /// O(cells + the variants of a toned emotion in each + the shown emotions, worked out once rather than per cell:
    /// this runs on every pointer motion).
    func gridFrame(catalog: KeyboardCatalog, words: UIWords) -> GridFrame {
        let cells = keyboard.cellGrid
        let pressed = keyboard.pressedCell
        let hovered = keyboard.hoveredCell
        let shown = keyboard.shownEmotions(catalog: catalog)
        let page = keyboard.currentPage(catalog: catalog)
        let paging = keyboard.paging
        let items = (0..<cells.count).map { cell -> GridFrame.Cell in
            let content: GridFrame.Cell.Content =
                switch paging.slot(page: page, cell: cell, count: shown.count) {
                case .delete: .delete
                case .emotion(let index): .emotion(drawn(keyboard.toned(shown[index])))
                case .empty: .empty
                }
            return GridFrame.Cell(
                rect: cells.rect(cell), content: content,
                mark: cell == pressed ? .pressed : cell == hovered ? .hovered : .none)
        }
        let focused =
            gridHasKeyFocus
            ? keyboard.focusedCell.flatMap { $0 < cells.count ? cells.rect($0).insetBy(dx: 1, dy: 1) : nil } : nil
        return GridFrame(
            cells: items, glyphSize: layout.cellGlyphSize, deleteSize: layout.cellSide * 2 / 5, focusRing: focused,
            ringWidth: max(2, layout.cellSide / 24), hint: gridHint(catalog: catalog).map(words.hint),
            hintArea: layout.grid)
    }
}
