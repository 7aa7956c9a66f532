import KeyboardModel

/// The letters layer: its keys in the grid's and the tab bar's bands, the preview bubble over a held key, and the
/// accented variants of a long press.
extension Renderer {
    /// Draws the keys of the letters layer that lie in `region`.
    func drawLetters(_ state: AppState, in region: Rect, into canvas: RenderPicture) {
        let letters = state.lettersLayout
        canvas.fill(theme.tabBar, region)
        let pressed = state.letters.press.map(\.key)
        let focused = state.gridHasKeyFocus ? state.letters.focused : nil
        for (index, cap) in letters.keys.enumerated() where region.contains(cap.frame) {
            let key = cap.frame.insetBy(dx: 2, dy: 3)
            let special = !Self.typesText(cap.key)
            let fill = index == pressed || state.isLatched(cap.key) ? theme.selectedTab
                : index == state.letters.hovered ? theme.hoveredCell : special ? theme.background : theme.fieldBackground
            canvas.fill(theme.fieldBorder, key)
            canvas.fill(fill, key.insetBy(dx: 1, dy: 1))
            drawKeyLabel(state.label(of: cap.key), in: key, size: Self.labelSize(cap.key, key: key), into: canvas)
            if index == focused { drawRing(key, width: 2, color: theme.focusRing, into: canvas) }
        }
    }

    /// The preview bubble above the held key, or the strip of its accented variants.
    func drawLetterPopup(_ state: AppState, into canvas: RenderPicture) {
        guard let press = state.letters.press else { return }
        let keys = state.lettersLayout.keys
        guard keys.indices.contains(press.key), Self.typesText(keys[press.key].key) else { return }
        if let options = press.variants {
            for (index, frame) in state.letterVariantFrames.enumerated() {
                drawBubble(frame, into: canvas)
                if index == press.chosen { canvas.fill(theme.focusRing, frame.insetBy(dx: 2, dy: 2)) }
                let color = index == press.chosen ? theme.sendText : theme.text
                drawKeyLabel(options[index], in: frame, size: frame.height / 2, color: color, into: canvas)
            }
            return
        }
        let bubble = state.letterPreviewFrame(for: keys[press.key].frame)
        drawBubble(bubble, into: canvas)
        drawKeyLabel(state.label(of: keys[press.key].key), in: Rect(x: bubble.x, y: bubble.y, width: bubble.width, height: bubble.height / 2 + 4),
                     size: bubble.height * 2 / 5, into: canvas)
    }

    private func drawKeyLabel(_ label: String, in box: Rect, size: Int, color: RenderColor? = nil, into canvas: RenderPicture) {
        let color = color ?? theme.text
        if label.count == 1, let grapheme = label.first {
            glyphs.draw(grapheme, size: size, color: color, centeredAt: Point(x: box.midX, y: box.midY), into: canvas)
            return
        }
        let width = glyphs.textWidth(label, size: size)
        glyphs.drawText(label, size: size, color: color,
                        at: Point(x: box.midX - width / 2, y: box.midY - glyphs.lineHeight(size: size) / 2), into: canvas, maxWidth: box.width)
    }

    private static func typesText(_ key: LetterKey) -> Bool {
        switch key {
        case .keycode, .symbol: true
        default: false
        }
    }

    private static func labelSize(_ key: LetterKey, key frame: Rect) -> Int {
        switch key {
        case .keycode, .symbol, .shift, .backspace, .enter, .emotions: max(9, min(frame.height, frame.width) * 9 / 20)
        default: max(9, min(frame.height * 2 / 5, frame.width / 3))
        }
    }
}
