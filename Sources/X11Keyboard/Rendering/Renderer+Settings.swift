import KeyboardModel

/// The settings view, drawn over everything above the tab bar from its frame. Drawn on the grid's background, where
/// the palette's text and focus ring meet WCAG AA.
extension Renderer {
    func drawSettings(_ settings: SettingsFrame, into canvas: RenderPicture) {
        let panel = settings.panel
        let size = panel.textSize
        canvas.clipped(to: panel.frame) { _ in
            canvas.fill(theme.gridBackground, panel.frame)
            drawSettingsText(
                settings.title, in: panel.title.insetBy(dx: panel.inset, dy: 0), size: size + 1, color: theme.text,
                into: canvas)
            let helpWidth = glyphs.textWidth(settings.help, size: settings.helpSize)
            let titleWidth = glyphs.textWidth(settings.title, size: size + 1)
            if helpWidth + titleWidth + 3 * panel.inset <= panel.title.width {
                drawSettingsText(
                    settings.help,
                    in: Rect(
                        x: panel.title.maxX - panel.inset - helpWidth, y: panel.title.y, width: helpWidth,
                        height: panel.title.height),
                    size: settings.helpSize, color: theme.secondaryText, into: canvas)
            }
            canvas.fill(
                theme.separator, Rect(x: panel.frame.x, y: panel.title.maxY - 1, width: panel.frame.width, height: 1))
            for row in settings.rows { drawSettingsRow(row, panel: panel, into: canvas) }
            if let bar = settings.scrollBar {
                canvas.fill(theme.dot, bar.track)
                canvas.fill(theme.currentDot, bar.thumb)
            }
            drawSettingsMessage(settings, into: canvas)
        }
    }

    private func drawSettingsRow(_ row: SettingsFrame.Row, panel: SettingsPanel, into canvas: RenderPicture) {
        let size = panel.textSize
        let rect = row.rect
        if row.focused {
            // Clear of the scroll bar at the right edge.
            drawRing(
                Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 9, height: rect.height - 2), width: 2,
                color: theme.focusRing,
                into: canvas)
        }
        drawSettingsText(row.name, in: panel.part(.name, of: rect), size: size, color: theme.text, into: canvas)
        switch row.value {
        case .folder(let path, let missing):
            let whole = Rect(
                x: panel.part(.decrease, of: rect).x, y: rect.y,
                width: panel.part(.increase, of: rect).maxX - panel.part(.decrease, of: rect).x,
                height: rect.height)
            let shown = path.map {
                keepingEnd(of: $0, size: size - 1, width: whole.width - glyphs.textWidth("📂 ", size: size - 1))
            }
            drawSettingsText("📂 " + (shown ?? missing), in: whole, size: size - 1, color: theme.text, into: canvas)
        case .choice(let text):
            for (part, symbol) in [(SettingsPanel.Part.decrease, "‹"), (.increase, "›")] {
                let button = panel.part(part, of: rect)
                glyphs.draw(
                    Character(symbol), size: size + 3, color: theme.secondaryText,
                    centeredAt: Point(x: button.midX, y: button.midY), into: canvas)
            }
            let valueRect = panel.part(.value, of: rect)
            let fitted = fitting.truncated(text, size: size, width: valueRect.width - 4)
            let width = glyphs.textWidth(fitted, size: size)
            drawSettingsText(
                fitted,
                in: Rect(x: valueRect.midX - width / 2, y: valueRect.y, width: width + 1, height: valueRect.height),
                size: size,
                color: theme.text, into: canvas)
        }
    }

    /// The bottom line: a refusal on the notice colours, else what the focused row accepts or opens.
    private func drawSettingsMessage(_ settings: SettingsFrame, into canvas: RenderPicture) {
        let line = settings.panel.message
        let inset = settings.panel.inset
        canvas.fill(theme.separator, Rect(x: line.x, y: line.y, width: line.width, height: 1))
        if settings.refused {
            canvas.fill(theme.noticeBackground, line.insetBy(dx: 0, dy: 1))
            drawSettingsText(
                "⚠ " + settings.message, in: line.insetBy(dx: inset, dy: 0), size: settings.messageSize,
                color: theme.noticeText, into: canvas)
        } else {
            drawSettingsText(
                settings.message, in: line.insetBy(dx: inset, dy: 0), size: settings.messageSize,
                color: theme.secondaryText, into: canvas)
        }
    }

    /// `path` as it fits `width`: whole, or its end after "…" (the folder's own name says most).
    private func keepingEnd(of path: String, size: Int, width: Int) -> String {
        guard glyphs.textWidth(path, size: size) > width else { return path }
        var end = Substring(path)
        while !end.isEmpty, glyphs.textWidth("…" + end, size: size) > width { end = end.dropFirst() }
        return "…" + end
    }

    /// One line of text, vertically centred in `rect` and cut short with an ellipsis to its width.
    private func drawSettingsText(
        _ text: String, in rect: Rect, size: Int, color: RenderColor, into canvas: RenderPicture
    ) {
        let fitted = fitting.truncated(text, size: size, width: max(1, rect.width))
        glyphs.drawText(
            fitted, size: size, color: color, at: Point(x: rect.x, y: rect.midY - glyphs.lineHeight(size: size) / 2),
            into: canvas, maxWidth: rect.width)
    }
}
