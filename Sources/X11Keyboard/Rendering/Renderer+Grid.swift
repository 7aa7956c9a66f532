import KeyboardModel

/// The grid's cells (pressed, hovered, focused), the delete cell and the grid's hint.
extension Renderer {
    func drawGrid(_ grid: GridFrame, into canvas: RenderPicture) {
        for cell in grid.cells {
            let rect = cell.rect
            switch cell.mark {
            case .pressed: canvas.fill(theme.pressedCell, rect.insetBy(dx: 2, dy: 2))
            case .hovered: canvas.fill(theme.hoveredCell, rect.insetBy(dx: 2, dy: 2))
            case .none: break
            }
            switch cell.content {
            case .delete:
                glyphs.draw(
                    "⌫", size: grid.deleteSize, color: theme.secondaryText,
                    centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
            case .emotion(let emotion):
                drawEmotion(emotion, in: rect, scale: GridFrame.emotionScale, into: canvas)
            case .empty:
                break
            }
        }
        if let ring = grid.focusRing { drawRing(ring, width: grid.ringWidth, color: theme.focusRing, into: canvas) }
        if let hint = grid.hint { drawHint(hint, in: grid.hintArea, into: canvas) }
    }

    /// A frame of `width` pixels just inside `rect`.
    func drawRing(_ rect: Rect, width: Int, color: RenderColor, into canvas: RenderPicture) {
        canvas.fill(color, Rect(x: rect.x, y: rect.y, width: rect.width, height: width))
        canvas.fill(color, Rect(x: rect.x, y: rect.maxY - width, width: rect.width, height: width))
        canvas.fill(color, Rect(x: rect.x, y: rect.y + width, width: width, height: max(0, rect.height - 2 * width)))
        canvas.fill(
            color, Rect(x: rect.maxX - width, y: rect.y + width, width: width, height: max(0, rect.height - 2 * width)))
    }

    /// Each line of `text` centred, the lines together in the middle of `rect` (each cut short to fit).
    func drawHint(_ text: String, in rect: Rect, into canvas: RenderPicture) {
        let size = max(minimumTextSize, rect.height / 12)
        let lines = text.split(separator: "\n").map { fitting.truncated(String($0), size: size, width: rect.width - 8) }
        let height = glyphs.lineHeight(size: size)
        for (index, line) in lines.enumerated() {
            let width = glyphs.textWidth(line, size: size)
            let top = rect.midY - height * lines.count / 2 + height * index
            glyphs.drawText(
                line, size: size, color: theme.secondaryText, at: Point(x: rect.midX - width / 2, y: top), into: canvas)
        }
    }
}
