import KeyboardModel

/// The settings view, drawn over everything above the tab bar from the model's `SettingsPanel`: a title, one row per
/// setting (name, value between ‹ and ›, the focused row ringed) and a line with what the focused row accepts, or why
/// a value was refused. Drawn on the grid's background, where the palette's text and focus ring meet WCAG AA.
extension Renderer {
    func drawSettings(_ state: AppState, into canvas: RenderPicture) {
        guard let view = state.settings else { return }
        let panel = state.settingsPanel
        let size = panel.textSize
        canvas.clipped(to: panel.frame) { _ in
            canvas.fill(theme.gridBackground, panel.frame)
            drawSettingsText(UIText.settingsTitle(chinese: chinese), in: panel.title.insetBy(dx: panel.inset, dy: 0), size: size + 1, color: theme.text, into: canvas)
            let help = UIText.settingsHelp(chinese: chinese)
            let helpSize = max(state.layout.metrics.minimumTextSize, size - 2)
            let helpWidth = glyphs.textWidth(help, size: helpSize)
            let titleWidth = glyphs.textWidth(UIText.settingsTitle(chinese: chinese), size: size + 1)
            if helpWidth + titleWidth + 3 * panel.inset <= panel.title.width {
                drawSettingsText(help, in: Rect(x: panel.title.maxX - panel.inset - helpWidth, y: panel.title.y, width: helpWidth, height: panel.title.height),
                         size: helpSize, color: theme.secondaryText, into: canvas)
            }
            canvas.fill(theme.separator, Rect(x: panel.frame.x, y: panel.title.maxY - 1, width: panel.frame.width, height: 1))
            for (index, row) in SettingsView.rows.enumerated() {
                guard let rect = panel.rowRect(index, firstRow: view.firstRow) else { continue }
                drawSettingsRow(row, of: view, state: state, in: rect, panel: panel, into: canvas)
            }
            drawSettingsScrollBar(view, panel: panel, into: canvas)
            drawSettingsMessage(view, state: state, panel: panel, into: canvas)
        }
    }

    /// When the rows do not all fit, a thin bar at the panel's right edge shows which of them are in view.
    private func drawSettingsScrollBar(_ view: SettingsView, panel: SettingsPanel, into canvas: RenderPicture) {
        let count = SettingsView.rows.count
        let visible = min(count, panel.visibleRows)
        guard visible < count else { return }
        let track = Rect(x: panel.rowsArea.maxX - 4, y: panel.rowsArea.y + 2, width: 3, height: max(1, visible * panel.rowHeight - 4))
        canvas.fill(theme.dot, track)
        canvas.fill(theme.currentDot, Rect(x: track.x, y: track.y + track.height * view.firstRow / count, width: track.width,
                                           height: max(4, track.height * visible / count)))
    }

    /// The ⚙ button beside the tone button, shaded while the view is open.
    func drawSettingsButton(_ state: AppState, iconSize: Int, into canvas: RenderPicture) {
        let button = state.layout.settingsButton
        if state.settings != nil { canvas.fill(theme.selectedTab, button.insetBy(dx: 1, dy: 3)) }
        glyphs.draw("⚙", size: iconSize * 4 / 5, color: theme.text, centeredAt: Point(x: button.midX, y: button.midY), into: canvas)
    }

    private func drawSettingsRow(_ row: SettingsRow, of view: SettingsView, state: AppState, in rect: Rect, panel: SettingsPanel,
                                 into canvas: RenderPicture) {
        let size = panel.textSize
        if row == view.focusedRow {
            // Clear of the scroll bar at the right edge.
            drawRing(Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 9, height: rect.height - 2), width: 2, color: theme.focusRing,
                     into: canvas)
        }
        drawSettingsText(UIText.settingsName(row, chinese: chinese), in: panel.part(.name, of: rect), size: size, color: theme.text, into: canvas)
        if row == .packsFolder {
            let whole = Rect(x: panel.part(.decrease, of: rect).x, y: rect.y, width: panel.part(.increase, of: rect).maxX - panel.part(.decrease, of: rect).x,
                             height: rect.height)
            let path = state.packsFolder.map { keepingEnd(of: $0, size: size - 1, width: whole.width - glyphs.textWidth("📂 ", size: size - 1)) }
            drawSettingsText("📂 " + (path ?? UIText.noPacksFolder(chinese: chinese)), in: whole, size: size - 1, color: theme.text, into: canvas)
            return
        }
        for (part, symbol) in [(SettingsPanel.Part.decrease, "‹"), (.increase, "›")] {
            let button = panel.part(part, of: rect)
            glyphs.draw(Character(symbol), size: size + 3, color: theme.secondaryText, centeredAt: Point(x: button.midX, y: button.midY), into: canvas)
        }
        let valueRect = panel.part(.value, of: rect)
        let text = view.value(of: row) + (row == view.focusedRow && view.entry != nil ? "_" : "")
        let fitted = fitting.truncated(text, size: size, width: valueRect.width - 4)
        let width = glyphs.textWidth(fitted, size: size)
        drawSettingsText(fitted, in: Rect(x: valueRect.midX - width / 2, y: valueRect.y, width: width + 1, height: valueRect.height), size: size, color: theme.text, into: canvas)
    }

    /// The bottom line: a refusal on the notice colours, else what the focused row accepts or opens.
    private func drawSettingsMessage(_ view: SettingsView, state: AppState, panel: SettingsPanel, into canvas: RenderPicture) {
        let size = max(state.layout.metrics.minimumTextSize, panel.textSize - 1)
        let line = panel.message
        canvas.fill(theme.separator, Rect(x: line.x, y: line.y, width: line.width, height: 1))
        if let refusal = view.refusal {
            canvas.fill(theme.noticeBackground, line.insetBy(dx: 0, dy: 1))
            drawSettingsText("⚠ " + refusal, in: line.insetBy(dx: panel.inset, dy: 0), size: size, color: theme.noticeText, into: canvas)
            return
        }
        let text: String
        if view.focusedRow == .packsFolder {
            text = state.packsFolder.map { UIText.openPacksFolder($0, chinese: chinese) } ?? UIText.noPacksFolder(chinese: chinese)
        } else {
            let accepts = view.accepted.map { UIText.accepts($0, chinese: chinese) } ?? ""
            text = view.appliesAtNextStart ? UIText.atNextStart(accepts, chinese: chinese) : accepts
        }
        drawSettingsText(text, in: line.insetBy(dx: panel.inset, dy: 0), size: size, color: theme.secondaryText, into: canvas)
    }

    /// `path` as it fits `width`: whole, or its end after "…" (the folder's own name says most).
    private func keepingEnd(of path: String, size: Int, width: Int) -> String {
        guard glyphs.textWidth(path, size: size) > width else { return path }
        var end = Substring(path)
        while !end.isEmpty, glyphs.textWidth("…" + end, size: size) > width { end = end.dropFirst() }
        return "…" + end
    }

    /// One line of text, vertically centred in `rect` and cut short with an ellipsis to its width.
    private func drawSettingsText(_ text: String, in rect: Rect, size: Int, color: RenderColor, into canvas: RenderPicture) {
        let fitted = fitting.truncated(text, size: size, width: max(1, rect.width))
        glyphs.drawText(fitted, size: size, color: color, at: Point(x: rect.x, y: rect.midY - glyphs.lineHeight(size: size) / 2),
                        into: canvas, maxWidth: rect.width)
    }
}
