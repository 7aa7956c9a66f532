import KeyboardModel

/// The popups over the grid: the magnifier, the skin-tone picker (a strip, or a board for two people) and the
/// default tone menu.
extension Renderer {
    func drawPopup(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        switch state.keyboard.popup(catalog: catalog) {
        case .toneMenu: drawToneMenu(state, into: canvas)
        case .variants(let choice): drawVariants(choice, into: canvas)
        case .magnifier(let cell): drawMagnifier(state, cell: cell, catalog: catalog, into: canvas)
        case nil: break
        }
    }

    func drawBubble(_ bubble: Rect, into canvas: RenderPicture) {
        canvas.fill(theme.bubbleShadow, Rect(x: bubble.x + 1, y: bubble.y + 2, width: bubble.width, height: bubble.height))
        canvas.fill(theme.fieldBorder, bubble)
        canvas.fill(theme.bubble, bubble.insetBy(dx: 1, dy: 1))
    }

    func drawMagnifier(_ state: AppState, cell: Int, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        guard let emotion = state.keyboard.emotion(atCell: cell, catalog: catalog) else { return }
        let bubble = layout.magnifierRect(for: state.keyboard.cellGrid.rect(cell))
        drawBubble(bubble, into: canvas)
        let nameSize = max(9, layout.cellSide / 5)
        let nameHeight = glyphs.lineHeight(size: nameSize)
        let art = Rect(x: bubble.x, y: bubble.y + 4, width: bubble.width, height: bubble.height - nameHeight - 8)
        drawEmotion(emotion, in: art, scale: 0.8, into: canvas)
        let maxWidth = bubble.width - 6
        let localName = state.names.name(of: emotion)
        let size = fittedSize(localName, start: nameSize, minimum: 8, width: maxWidth)
        let name = fitting.truncated(localName, size: size, width: maxWidth)
        let width = glyphs.textWidth(name, size: size)
        glyphs.drawText(name, size: size, color: theme.secondaryText,
                        at: Point(x: bubble.midX - width / 2, y: bubble.maxY - nameHeight - 3), into: canvas, maxWidth: maxWidth)
    }

    func drawVariants(_ choice: VariantChoice, into canvas: RenderPicture) {
        let popup = choice.popup
        drawBubble(popup.frame, into: canvas)
        for header in popup.headers {
            // The swatches name the tones down the side (first person) and across the top (second).
            let side = max(4, min(header.rect.width, header.rect.height) / 3)
            canvas.fill(Theme.render(header.tone.swatch), Rect(x: header.rect.midX - side / 2, y: header.rect.midY - side / 2, width: side, height: side))
        }
        for (index, option) in choice.options.enumerated() where index < popup.items.count {
            let rect = popup.items[index]
            if index == choice.chosen { canvas.fill(theme.selection, rect.insetBy(dx: 2, dy: 2)) }
            drawEmotion(option, in: rect, scale: Self.cellScale, into: canvas)
        }
    }

    func drawToneMenu(_ state: AppState, into canvas: RenderPicture) {
        let menu = state.layout.toneMenu
        drawBubble(menu.frame, into: canvas)
        for (index, tone) in SkinTone.allCases.enumerated() where index < menu.items.count {
            let rect = menu.items[index]
            if tone == state.keyboard.skinTone { canvas.fill(theme.selection, rect.insetBy(dx: 2, dy: 2)) }
            glyphs.draw(Self.toneHand(tone), size: Int(Double(min(rect.width, rect.height)) * Self.cellScale), color: theme.text,
                        centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
        }
    }
}
