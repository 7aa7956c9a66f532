import KeyboardModel

/// The composer row: the mode button, the text field (or, in direct mode, where typing goes) and Send; and the
/// notice banner over the page indicator.
extension Renderer {
    func drawComposer(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        drawModeButton(state, into: canvas)
        drawLayerButton(state, into: canvas)
        let field = state.layout.textField
        // The field's border shows it has the keys, as the search field's does: the caret alone blinks out half the time.
        canvas.fill(state.keyOwner == .composer ? theme.caret : theme.fieldBorder, field)
        canvas.fill(state.mode == .compose ? theme.fieldBackground : theme.background, field.insetBy(dx: 1, dy: 1))
        if state.mode == .compose {
            drawText(state, catalog: catalog, into: canvas)
        } else {
            drawDirectLabel(state, into: canvas)
        }
        drawSendButton(state, into: canvas, enabled: state.mode == .compose && !state.composer.isEmpty)
    }

    /// The composer's text from the model's text layout: only the atoms in view, clipped to the text area.
    private func drawText(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        drawLine(state.composer, layout: state.textLayout, area: state.layout.textArea, caretVisible: state.caretVisible,
                 catalog: catalog, into: canvas)
    }

    /// One line of editable text (the composer's or the search field's) as its layout places it, vertically centred
    /// in `area`: the selection, the atoms in view and the caret. Only the atoms at the canvas's clip are read and
    /// drawn, so a caret's blink draws the few around it.
    func drawLine(_ buffer: TextBuffer, layout text: TextLayout, area: Rect, caretVisible: Bool, catalog: KeyboardCatalog,
                  into canvas: RenderPicture) {
        let lineHeight = text.lineHeight
        let top = text.lineTop(in: area)
        let left = area.x - text.scroll
        canvas.clipped(to: area) { drawn in
            let selected = buffer.selection.range
            if !selected.isEmpty {
                let x0 = max(area.x, left + text.x(ofCaret: selected.lowerBound))
                let x1 = min(area.maxX, left + text.x(ofCaret: selected.upperBound))
                canvas.fill(theme.selection, Rect(x: x0, y: top, width: max(0, x1 - x0), height: lineHeight))
            }
            // A line height more on each side: a glyph's ink may reach past its advance.
            let (atoms, firstX) = text.atoms(inView: drawn.minX - area.x - lineHeight..<drawn.maxX - area.x + lineHeight)
            var x = area.x + firstX
            for (atom, width) in zip(buffer.atoms(in: atoms), text.widths(ofAtoms: atoms)) {
                drawAtom(atom, x: x, width: width, top: top, textSize: text.textSize, catalog: catalog, into: canvas)
                x += width
            }
            if caretVisible && selected.isEmpty {
                canvas.fill(theme.caret, text.caretRect(at: buffer.cursor, in: area))
            }
        }
    }

    private func drawAtom(_ atom: TextAtom, x: Int, width: Int, top: Int, textSize: Int, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        switch atom {
        case .character("\n"), .character("\r\n"):
            glyphs.drawText("↵", size: textSize, color: theme.secondaryText, at: Point(x: x, y: top), into: canvas)
        case .character("\t"):
            break
        case .character(let character):
            glyphs.drawText(String(character), size: textSize, color: theme.text, at: Point(x: x, y: top), into: canvas)
        case .sticker(let code):
            if let path = catalog.emotion(forText: code)?.imagePath {
                let side = width - 2
                drawSticker(path, side: side, center: Point(x: x + width / 2, y: top + side / 2), into: canvas)
            } else {
                // No pack has it now (removed or renamed): its code, as the layout measured it, character by character.
                var left = x
                for character in code {
                    glyphs.drawText(String(character), size: textSize, color: theme.secondaryText, at: Point(x: left, y: top), into: canvas)
                    left += glyphs.advance(character, size: textSize)
                }
            }
        }
    }

    /// In direct mode the field says where emotions go.
    private func drawDirectLabel(_ state: AppState, into canvas: RenderPicture) {
        let area = state.layout.textArea
        let size = state.textLayout.textSize * 4 / 5
        let label = UIText.typingInto(state.target?.className, chinese: chinese)
        let top = area.midY - glyphs.lineHeight(size: size) / 2
        canvas.clipped(to: area) { _ in
            glyphs.drawText(label, size: size, color: theme.secondaryText, at: Point(x: area.x, y: top), into: canvas, maxWidth: area.width)
        }
    }

    /// The mode button shows the mode it is in: a pen for compose, an arrow into the application for direct.
    private func drawModeButton(_ state: AppState, into canvas: RenderPicture) {
        let button = state.layout.modeButton
        canvas.fill(theme.fieldBorder, button)
        canvas.fill(state.mode == .direct ? theme.selectedTab : theme.fieldBackground, button.insetBy(dx: 1, dy: 1))
        let symbol: Character = state.mode == .compose ? "✎" : "⇥"
        glyphs.draw(symbol, size: button.height * 3 / 5, color: theme.text, centeredAt: Point(x: button.midX, y: button.midY), into: canvas)
    }

    /// The switch between the layers shows the one it opens: ABC on the grid, 😀 on the letters.
    private func drawLayerButton(_ state: AppState, into canvas: RenderPicture) {
        let button = state.layout.layerButton
        canvas.fill(theme.fieldBorder, button)
        canvas.fill(theme.fieldBackground, button.insetBy(dx: 1, dy: 1))
        let center = Point(x: button.midX, y: button.midY)
        if state.layer == .letters {
            glyphs.draw("😀", size: button.height * 3 / 5, color: theme.text, centeredAt: center, into: canvas)
        } else {
            let size = max(8, button.height * 7 / 20)
            let width = glyphs.textWidth("ABC", size: size)
            glyphs.drawText("ABC", size: size, color: theme.text, at: Point(x: center.x - width / 2, y: center.y - glyphs.lineHeight(size: size) / 2),
                            into: canvas, maxWidth: button.width)
        }
    }

    private func drawSendButton(_ state: AppState, into canvas: RenderPicture, enabled: Bool) {
        let button = state.layout.sendButton
        canvas.fill(!enabled ? theme.sendDisabled : state.sendHighlighted ? theme.sendPressed : theme.send, button)
        let label = chinese ? "发送" : "Send"
        let size = max(9, button.height * 9 / 20)
        let width = glyphs.textWidth(label, size: size)
        let height = glyphs.lineHeight(size: size)
        glyphs.drawText(label, size: size, color: enabled ? theme.sendText : theme.sendDisabledText, at: Point(x: button.midX - width / 2, y: button.midY - height / 2), into: canvas)
    }

    /// A notice, over the page indicator while it lasts.
    func drawNotice(_ state: AppState, into canvas: RenderPicture) {
        guard let notice = state.notice else { return }
        let band = state.layout.indicator
        let size = max(9, band.height * 3 / 5)
        let text = UIText.notice(notice.kind, chinese: chinese)
        let width = min(band.width - 8, glyphs.textWidth(text, size: size) + 16)
        let box = Rect(x: band.midX - width / 2, y: band.y, width: width, height: band.height)
        canvas.fill(theme.noticeBackground, box)
        canvas.clipped(to: box.insetBy(dx: 8, dy: 0)) { _ in
            glyphs.drawText(text, size: size, color: theme.noticeText, at: Point(x: box.x + 8, y: box.midY - glyphs.lineHeight(size: size) / 2),
                            into: canvas, maxWidth: box.width - 16)
        }
    }
}
