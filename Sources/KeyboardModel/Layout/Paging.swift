/// Cuts a tab's emotions into pages of rows x columns cells whose last cell is always the delete key.
public struct Paging: Hashable, Sendable {
    public let rows: Int
    public let columns: Int

    public init(rows: Int, columns: Int) {
        precondition(
            rows > 0 && columns > 0 && rows * columns >= 2, "a page needs room for one emotion and the delete key")
        self.rows = rows
        self.columns = columns
    }

    public var cellsPerPage: Int { rows * columns }
    public var emotionsPerPage: Int { cellsPerPage - 1 }
    public var deleteCell: Int { cellsPerPage - 1 }

    /// Pages needed for `count` emotions: exact for multiples of a page, and one page (just delete) when empty.
    public func pageCount(for count: Int) -> Int {
        max(1, (count + emotionsPerPage - 1) / emotionsPerPage)
    }

    /// What cell `cell` of page `page` holds when the tab has `count` emotions.
    public func slot(page: Int, cell: Int, count: Int) -> Slot {
        if cell == deleteCell { return .delete }
        let index = page * emotionsPerPage + cell
        guard cell >= 0, cell < emotionsPerPage, page >= 0, index < count else { return .empty }
        return .emotion(index)
    }

    /// Indices of the emotions on `page`.
    public func range(page: Int, count: Int) -> Range<Int> {
        let start = min(count, max(0, page) * emotionsPerPage)
        return start..<min(count, start + emotionsPerPage)
    }

    public enum Slot: Hashable, Sendable {
        case emotion(Int)
        case delete
        case empty
    }
}
