/// Where the settings view draws in a window's layout: over everything above the tab bar, a title line, the rows
/// (each a name, and its value between a ‹ and a › button), and a line for what the focused row accepts or why a value
/// was refused. The renderer draws it and the reducer hits it, from the same rectangles.
public struct SettingsPanel: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case name, decrease, value, increase
    }

    public let frame: Rect
    public let rowHeight: Int
    public let textSize: Int
    /// Space left and right of the text.
    public let inset: Int
    public let title: Rect
    public let message: Rect
    /// The band the rows scroll in.
    public let rowsArea: Rect

    public init(layout: KeyboardLayout) {
        frame = Rect(x: 0, y: 0, width: layout.windowSize.width, height: layout.tabBar.y)
        rowHeight = max(14, layout.metrics.tabBarHeight * 11 / 20)
        textSize = max(layout.metrics.minimumTextSize, rowHeight * 3 / 5)
        inset = max(4, rowHeight / 2)
        title = Rect(x: frame.x, y: frame.y, width: frame.width, height: rowHeight)
        message = Rect(x: frame.x, y: max(title.maxY, frame.maxY - rowHeight), width: frame.width, height: rowHeight)
        rowsArea = Rect(x: frame.x, y: title.maxY, width: frame.width, height: max(0, message.y - title.maxY))
    }

    /// How many rows show at once (at least one).
    public var visibleRows: Int { max(1, rowsArea.height / rowHeight) }

    /// Row `index`'s rectangle when the rows start at `firstRow`; `nil` when it is scrolled out of view.
    public func rowRect(_ index: Int, firstRow: Int) -> Rect? {
        let shown = index - firstRow
        guard shown >= 0, shown < visibleRows else { return nil }
        return Rect(x: rowsArea.x, y: rowsArea.y + shown * rowHeight, width: rowsArea.width, height: rowHeight)
    }

    /// The parts of a row: its name, then the value with its two buttons in the right part.
    public func part(_ part: Part, of row: Rect) -> Rect {
        let valueStart = row.x + row.width * 2 / 5
        let end = row.maxX - inset
        let button = min(rowHeight, max(1, (end - valueStart) / 4))
        switch part {
        case .name:
            return Rect(x: row.x + inset, y: row.y, width: max(1, valueStart - row.x - inset), height: row.height)
        case .decrease: return Rect(x: valueStart, y: row.y, width: button, height: row.height)
        case .value:
            return Rect(
                x: valueStart + button, y: row.y, width: max(1, end - valueStart - 2 * button), height: row.height)
        case .increase: return Rect(x: end - button, y: row.y, width: button, height: row.height)
        }
    }

    /// The row and the part of it under `point`, the rows starting at `firstRow`.
    public func hit(_ point: Point, firstRow: Int) -> (row: SettingsRow, part: Part)? {
        guard rowsArea.contains(point) else { return nil }
        let index = firstRow + (point.y - rowsArea.y) / rowHeight
        guard SettingsView.rows.indices.contains(index), let rect = rowRect(index, firstRow: firstRow) else {
            return nil
        }
        let part = [Part.decrease, .increase, .value].first { self.part($0, of: rect).contains(point) } ?? .name
        return (SettingsView.rows[index], part)
    }
}
