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
    /// O(cells + the variants of a toned emotion in each).
    func gridFrame(catalog: KeyboardCatalog, words: UIWords) -> GridFrame {
        let cells = keyboard.cellGrid
        let pressed = keyboard.pressedCell
        let hovered = keyboard.hoveredCell
        let items = (0..<cells.count).map { cell -> GridFrame.Cell in
            let content: GridFrame.Cell.Content =
                switch keyboard.slot(cell, catalog: catalog) {
                case .delete: .delete
                case .emotion: keyboard.emotion(atCell: cell, catalog: catalog).map { .emotion(drawn($0)) } ?? .empty
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
