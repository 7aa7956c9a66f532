/// Settings that change while the keyboard runs (the settings file was edited).
extension KeyboardState {
    /// Lays the window out again with `metrics` (a new grid, cell size, margin or scale) at the current window size and
    /// ends any press; each tab keeps showing the emotion that was first on its page (pages are kept by their first
    /// emotion). O(1).
    mutating func reconfigure(metrics: LayoutMetrics) {
        guard metrics != layout.metrics else { return }
        layout = KeyboardLayout(windowSize: layout.windowSize, metrics: metrics)
        endPress()
        if let focusedCell { self.focusedCell = min(focusedCell, cellGrid.count - 1) }
    }
}

extension KeyboardState {
    /// Forgets the press in progress and the popups and hover (the window was hidden under the pointer, or laid out
    /// again): nothing is inserted.
    mutating func endPress() {
        press = nil
        picker = nil
        toneMenuOpen = false
        hoveredCell = nil
        hoveredTab = nil
    }
}
