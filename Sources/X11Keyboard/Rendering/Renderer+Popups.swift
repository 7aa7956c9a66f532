import KeyboardModel

/// The popups: the magnifier, the skin-tone picker (a strip, or a board for two people), the default tone menu, and
/// the letters' preview bubble over a held key and the accented variants of a long press.
extension Renderer {
    func drawPopup(_ popup: PopupFrame, into canvas: RenderPicture) {
        switch popup {
        case .magnifier(let bubble, let emotion, let name, let nameSize):
            drawMagnifier(bubble, emotion: emotion, name: name, nameSize: nameSize, into: canvas)
        case .variants(let bubble, let swatches, let items):
            drawBubble(bubble, into: canvas)
            for swatch in swatches {
                // The swatches name the tones down the side (first person) and across the top (second).
                let side = max(4, min(swatch.rect.width, swatch.rect.height) / 3)
                canvas.fill(
                    Theme.render(swatch.color),
                    Rect(x: swatch.rect.midX - side / 2, y: swatch.rect.midY - side / 2, width: side, height: side))
            }
            for item in items {
                if item.chosen { canvas.fill(theme.selection, item.rect.insetBy(dx: 2, dy: 2)) }
                drawEmotion(item.content, in: item.rect, scale: GridFrame.emotionScale, into: canvas)
            }
        case .toneMenu(let bubble, let items):
            drawBubble(bubble, into: canvas)
            for item in items {
                let rect = item.rect
                if item.chosen { canvas.fill(theme.selection, rect.insetBy(dx: 2, dy: 2)) }
                glyphs.draw(
                    item.content, size: Int(Double(min(rect.width, rect.height)) * GridFrame.emotionScale),
                    color: theme.text,
                    centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
            }
        case .letterPreview(let bubble, let label):
            drawBubble(bubble, into: canvas)
            drawKeyLabel(
                label, in: Rect(x: bubble.x, y: bubble.y, width: bubble.width, height: bubble.height / 2 + 4),
                size: bubble.height * 2 / 5, into: canvas)
        case .letterVariants(let items):
            for item in items {
                drawBubble(item.rect, into: canvas)
                if item.chosen { canvas.fill(theme.focusRing, item.rect.insetBy(dx: 2, dy: 2)) }
                drawKeyLabel(
                    item.content, in: item.rect, size: item.rect.height / 2,
                    color: item.chosen ? theme.sendText : theme.text, into: canvas)
            }
        }
    }

    func drawBubble(_ bubble: Rect, into canvas: RenderPicture) {
        canvas.fill(
            theme.bubbleShadow, Rect(x: bubble.x + 1, y: bubble.y + 2, width: bubble.width, height: bubble.height))
        canvas.fill(theme.fieldBorder, bubble)
        canvas.fill(theme.bubble, bubble.insetBy(dx: 1, dy: 1))
    }

    /// The emotion large, its name under it fitted to the bubble's width.
    private func drawMagnifier(
        _ bubble: Rect, emotion: DrawnEmotion, name: String, nameSize: Int, into canvas: RenderPicture
    ) {
        drawBubble(bubble, into: canvas)
        let nameHeight = glyphs.lineHeight(size: nameSize)
        let art = Rect(x: bubble.x, y: bubble.y + 4, width: bubble.width, height: bubble.height - nameHeight - 8)
        drawEmotion(emotion, in: art, scale: 0.8, into: canvas)
        let maxWidth = bubble.width - 6
        let size = fittedSize(name, start: nameSize, minimum: 8, width: maxWidth)
        let shown = fitting.truncated(name, size: size, width: maxWidth)
        let width = glyphs.textWidth(shown, size: size)
        glyphs.drawText(
            shown, size: size, color: theme.secondaryText,
            at: Point(x: bubble.midX - width / 2, y: bubble.maxY - nameHeight - 3), into: canvas, maxWidth: maxWidth)
    }
}
