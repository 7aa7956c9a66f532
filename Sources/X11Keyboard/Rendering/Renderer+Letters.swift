import KeyboardModel

/// The letters layer: its keys in the grid's and the tab bar's bands.
extension Renderer {
    func drawLetters(_ letters: LettersFrame, into canvas: RenderPicture) {
        canvas.fill(theme.tabBar, letters.band)
        for key in letters.keys {
            let fill =
                switch key.look {
                case .down: theme.selectedTab
                case .hovered: theme.hoveredCell
                case .special: theme.background
                case .plain: theme.fieldBackground
                }
            canvas.fill(theme.fieldBorder, key.rect)
            canvas.fill(fill, key.rect.insetBy(dx: 1, dy: 1))
            drawKeyLabel(key.label, in: key.rect, size: key.labelSize, into: canvas)
            if key.focused { drawRing(key.rect, width: 2, color: theme.focusRing, into: canvas) }
        }
    }

    /// A key's label centred in `box`: one grapheme as a glyph, a longer label as text cut to the box.
    func drawKeyLabel(_ label: String, in box: Rect, size: Int, color: RenderColor? = nil, into canvas: RenderPicture) {
        let color = color ?? theme.text
        if label.count == 1, let grapheme = label.first {
            glyphs.draw(grapheme, size: size, color: color, centeredAt: Point(x: box.midX, y: box.midY), into: canvas)
            return
        }
        let width = glyphs.textWidth(label, size: size)
        glyphs.drawText(
            label, size: size, color: color,
            at: Point(x: box.midX - width / 2, y: box.midY - glyphs.lineHeight(size: size) / 2), into: canvas,
            maxWidth: box.width)
    }
}
