/// The cells of one page as a tab shows them: `rows` x `columns` cells tiling `frame` with no gaps. Square emoji cells
/// divide the grid evenly; wide cells (kaomoji) take two square columns each, spread over the same width, so every
/// point of the frame lies in exactly one cell either way.
public struct CellGrid: Hashable, Sendable {
    public let frame: Rect
    public let rows: Int
    public let columns: Int

    public init(frame: Rect, rows: Int, columns: Int) {
        self.frame = frame
        self.rows = max(1, rows)
        self.columns = max(1, columns)
    }

    public var count: Int { rows * columns }

    /// The cell's rectangle; column edges fall at `frame.width * column / columns`, so widths differ by a pixel at most.
    public func rect(_ cell: Int) -> Rect {
        let row = cell / columns
        let column = cell % columns
        let x0 = frame.x + frame.width * column / columns
        let x1 = frame.x + frame.width * (column + 1) / columns
        let y0 = frame.y + frame.height * row / rows
        let y1 = frame.y + frame.height * (row + 1) / rows
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The cell under `point`, or `nil` outside the frame. O(1).
    public func cell(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let column = Self.band(of: point.x - frame.x, length: frame.width, count: columns)
        let row = Self.band(of: point.y - frame.y, length: frame.height, count: rows)
        return row * columns + column
    }

    public func row(of cell: Int) -> Int { cell / columns }
    public func column(of cell: Int) -> Int { cell % columns }

    /// Which of `count` bands with edges at `length * i / count` holds `offset` (0 <= offset < length).
    private static func band(of offset: Int, length: Int, count: Int) -> Int {
        // The estimate can be one off at a shared edge: step to the band whose edges hold the offset.
        var index = min(count - 1, offset * count / max(1, length))
        while index > 0 && length * index / count > offset { index -= 1 }
        while index < count - 1 && length * (index + 1) / count <= offset { index += 1 }
        return index
    }
}
