/// The keyboard focus ring on the grid and the skin-tone picker opened from the keyboard.
extension KeyboardState {
    /// `cell` when it shows something; else the delete key when looking `forward`, else the page's last emotion.
    func focusableCell(near cell: Int, forward: Bool, catalog: KeyboardCatalog) -> Int {
        let cell = min(max(0, cell), cellGrid.count - 1)
        guard slot(cell, catalog: catalog) == .empty else { return cell }
        if forward { return paging.deleteCell }
        let onPage = paging.range(page: currentPage(catalog: catalog), count: shownEmotions(catalog: catalog).count)
            .count
        return onPage > 0 ? onPage - 1 : paging.deleteCell
    }

    /// Moves the focus ring one cell, onto the neighbouring page past the left or right edge, and out of the grid
    /// past the top or bottom; in an open picker, moves its choice instead.
    mutating func arrow(rowStep: Int, columnStep: Int, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        if toneMenuOpen { return [] }
        if let choice = variantChoice(catalog: catalog), picker != nil {
            picker?.chosen = choice.arrangement.option(from: choice.chosen, rowStep: rowStep, columnStep: columnStep)
            return []
        }
        hoveredCell = nil
        let grid = cellGrid
        guard let current = focusedCell else {
            focusedCell = focusableCell(near: 0, forward: false, catalog: catalog)
            return []
        }
        let row = grid.row(of: current) + rowStep
        var column = grid.column(of: current) + columnStep
        if row < 0 || row >= grid.rows { return [.leftGrid(up: row < 0)] }
        let page = currentPage(catalog: catalog)
        if column < 0 || column >= grid.columns {
            let next = page + (column < 0 ? -1 : 1)
            guard next >= 0, next < pageCount(catalog: catalog) else { return [] }
            setPage(next, catalog: catalog)
            column = column < 0 ? grid.columns - 1 : 0
        }
        focusedCell = focusableCell(
            near: row * grid.columns + column, forward: rowStep + columnStep > 0, catalog: catalog)
        return []
    }

    /// Enter: the open picker's choice, else the focused emotion goes in (or delete deletes).
    mutating func activate(catalog: KeyboardCatalog) -> [KeyboardEffect] {
        if toneMenuOpen { return [] }
        if let choice = variantChoice(catalog: catalog), picker != nil {
            picker = nil
            return pick(choice.chosen, of: choice)
        }
        guard let focusedCell else { return [] }
        switch slot(focusedCell, catalog: catalog) {
        case .delete: return [.deleteBackward]
        case .emotion: return emotion(atCell: focusedCell, catalog: catalog).map { insert($0) } ?? []
        case .empty: return []
        }
    }

    mutating func openVariants(catalog: KeyboardCatalog) {
        if let focusedCell, openStickerMenu(cell: focusedCell, catalog: catalog) { return }
        guard let focusedCell, let base = baseEmotion(atCell: focusedCell, catalog: catalog), !base.variants.isEmpty
        else { return }
        picker = Picker(cell: focusedCell, chosen: variantIndexShown(atCell: focusedCell, catalog: catalog))
    }
}
