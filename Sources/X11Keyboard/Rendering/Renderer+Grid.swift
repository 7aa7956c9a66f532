import KeyboardModel

/// The grid's cells (pressed, hovered, focused), the delete cell and the grid's hint.
extension Renderer {
    func drawGrid(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        let keyboard = state.keyboard
        let cells = keyboard.cellGrid
        let pressed = keyboard.pressedCell
        for cell in 0..<cells.count {
            let rect = cells.rect(cell)
            if cell == pressed {
                canvas.fill(theme.pressedCell, rect.insetBy(dx: 2, dy: 2))
            } else if cell == keyboard.hoveredCell {
                canvas.fill(theme.hoveredCell, rect.insetBy(dx: 2, dy: 2))
            }
            switch keyboard.slot(cell, catalog: catalog) {
            case .delete:
                glyphs.draw("⌫", size: layout.cellSide * 2 / 5, color: theme.secondaryText, centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
            case .emotion:
                if let emotion = keyboard.emotion(atCell: cell, catalog: catalog) {
                    drawEmotion(emotion, in: rect, scale: Self.cellScale, into: canvas)
                }
            case .empty:
                break
            }
        }
        if state.gridHasKeyFocus, let focused = keyboard.focusedCell, focused < cells.count {
            drawRing(cells.rect(focused).insetBy(dx: 1, dy: 1), width: max(2, layout.cellSide / 24), color: theme.focusRing, into: canvas)
        }
        if let hint = state.gridHint(catalog: catalog) { drawHint(UIText.hint(hint, chinese: chinese), in: layout.grid, into: canvas) }
    }

    /// A frame of `width` pixels just inside `rect`.
    func drawRing(_ rect: Rect, width: Int, color: RenderColor, into canvas: RenderPicture) {
        canvas.fill(color, Rect(x: rect.x, y: rect.y, width: rect.width, height: width))
        canvas.fill(color, Rect(x: rect.x, y: rect.maxY - width, width: rect.width, height: width))
        canvas.fill(color, Rect(x: rect.x, y: rect.y + width, width: width, height: max(0, rect.height - 2 * width)))
        canvas.fill(color, Rect(x: rect.maxX - width, y: rect.y + width, width: width, height: max(0, rect.height - 2 * width)))
    }
}
