import KeyboardModel

/// The skin-tone picker (a strip, or a board for two people) and the default tone menu.
extension Renderer {
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
