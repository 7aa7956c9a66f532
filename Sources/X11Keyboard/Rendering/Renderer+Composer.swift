import KeyboardModel

/// The composer row: the mode button, the layer switch, the text field (or, in direct mode, where typing goes) and
/// Send.
extension Renderer {
    func drawComposer(_ composer: ComposerFrame, into canvas: RenderPicture) {
        drawModeButton(composer, into: canvas)
        drawLayerButton(composer, into: canvas)
        let field = composer.field
        // The field's border shows it has the keys, as the search field's does: the caret alone blinks out half the time.
        canvas.fill(composer.hasKeys ? theme.caret : theme.fieldBorder, field)
        switch composer.content {
        case .line(let line):
            canvas.fill(theme.fieldBackground, field.insetBy(dx: 1, dy: 1))
            drawLine(line, into: canvas)
        case .label(let label, let size):
            canvas.fill(theme.background, field.insetBy(dx: 1, dy: 1))
            let area = composer.textArea
            let top = area.midY - glyphs.lineHeight(size: size) / 2
            canvas.clipped(to: area) { _ in
                glyphs.drawText(
                    label, size: size, color: theme.secondaryText, at: Point(x: area.x, y: top), into: canvas,
                    maxWidth: area.width)
            }
        }
        drawSendButton(composer, into: canvas)
    }

    /// One line of editable text (the composer's or the search field's): the selection, the atoms in view and the
    /// caret, clipped to its area. Only the atoms at the canvas's clip are drawn, so a caret's blink draws the few
    /// around it.
    func drawLine(_ line: TextLineFrame, into canvas: RenderPicture) {
        let area = line.area
        canvas.clipped(to: area) { drawn in
            if let selection = line.selection { canvas.fill(theme.selection, selection) }
            // A line height more on each side: a glyph's ink may reach past its advance.
            let reach = drawn.minX - line.lineHeight..<drawn.maxX + line.lineHeight
            for atom in line.atoms where atom.x + atom.width > reach.lowerBound && atom.x < reach.upperBound {
                drawAtom(atom, line: line, into: canvas)
            }
            if line.caretVisible { canvas.fill(theme.caret, line.caret) }
        }
    }

    private func drawAtom(_ atom: TextLineFrame.Atom, line: TextLineFrame, into canvas: RenderPicture) {
        let (x, top, size) = (atom.x, line.top, line.textSize)
        switch atom.content {
        case .lineBreak:
            glyphs.drawText("↵", size: size, color: theme.secondaryText, at: Point(x: x, y: top), into: canvas)
        case .tab:
            break
        case .text(let text):
            glyphs.drawText(text, size: size, color: theme.text, at: Point(x: x, y: top), into: canvas)
        case .sticker(let path, let frame):
            let side = atom.width - 2
            drawSticker(
                path, frame: frame, side: side, center: Point(x: x + atom.width / 2, y: top + side / 2), into: canvas)
        case .missingSticker(let code):
            // Its code, as the layout measured it, character by character.
            var left = x
            for character in code {
                glyphs.drawText(
                    String(character), size: size, color: theme.secondaryText, at: Point(x: left, y: top), into: canvas)
                left += glyphs.advance(character, size: size)
            }
        }
    }

    private func drawModeButton(_ composer: ComposerFrame, into canvas: RenderPicture) {
        let button = composer.modeButton
        canvas.fill(theme.fieldBorder, button)
        canvas.fill(composer.direct ? theme.selectedTab : theme.fieldBackground, button.insetBy(dx: 1, dy: 1))
        glyphs.draw(
            composer.modeSymbol, size: button.height * 3 / 5, color: theme.text,
            centeredAt: Point(x: button.midX, y: button.midY),
            into: canvas)
    }

    private func drawLayerButton(_ composer: ComposerFrame, into canvas: RenderPicture) {
        let button = composer.layerButton
        canvas.fill(theme.fieldBorder, button)
        canvas.fill(theme.fieldBackground, button.insetBy(dx: 1, dy: 1))
        let center = Point(x: button.midX, y: button.midY)
        switch composer.layerLabel {
        case .emoji(let emoji):
            glyphs.draw(emoji, size: button.height * 3 / 5, color: theme.text, centeredAt: center, into: canvas)
        case .text(let text):
            let size = max(8, button.height * 7 / 20)
            let width = glyphs.textWidth(text, size: size)
            glyphs.drawText(
                text, size: size, color: theme.text,
                at: Point(x: center.x - width / 2, y: center.y - glyphs.lineHeight(size: size) / 2),
                into: canvas, maxWidth: button.width)
        }
    }

    private func drawSendButton(_ composer: ComposerFrame, into canvas: RenderPicture) {
        let button = composer.sendButton
        canvas.fill(
            composer.send == .disabled
                ? theme.sendDisabled : composer.send == .pressed ? theme.sendPressed : theme.send, button)
        let size = max(9, button.height * 9 / 20)
        let width = glyphs.textWidth(composer.sendLabel, size: size)
        let height = glyphs.lineHeight(size: size)
        glyphs.drawText(
            composer.sendLabel, size: size, color: composer.send == .disabled ? theme.sendDisabledText : theme.sendText,
            at: Point(x: button.midX - width / 2, y: button.midY - height / 2), into: canvas)
    }
}
