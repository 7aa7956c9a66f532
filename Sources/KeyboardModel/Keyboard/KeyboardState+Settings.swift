/// Settings that change while the keyboard runs (the settings file was edited).
extension KeyboardState {
    /// Lays the window out again with `metrics` (a new grid, cell size, margin or scale) at the current window size,
    /// ends any press, and keeps each tab showing the emotion that was first on its page. O(number of tabs).
    mutating func reconfigure(metrics: LayoutMetrics) {
        guard metrics != layout.metrics else { return }
        let oldPerPage = paging.emotionsPerPage
        layout = KeyboardLayout(windowSize: layout.windowSize, metrics: metrics)
        paging = Paging(rows: metrics.rows, columns: metrics.columns)
        let newPerPage = paging.emotionsPerPage
        pages = pages.mapValues { $0 * oldPerPage / newPerPage }
        press = nil
    }
}

extension KeyboardState {
    /// Forgets the press in progress (the window was hidden under the pointer): nothing is inserted.
    mutating func endPress() { press = nil }
}
