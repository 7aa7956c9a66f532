extension AppState {
    /// The one reducer of the window: routes pointer actions to the composer or the keyboard, applies keyboard effects
    /// to the composer, and keeps the composer's layout measured with `measure`.
    public mutating func reduce(_ action: AppAction, catalog: KeyboardCatalog, measure: some TextMeasuring) -> [AppEffect] {
        let effects = apply(action, catalog: catalog)
        textLayout.update(&composer, measure: measure)
        return effects
    }

    private mutating func apply(_ action: AppAction, catalog: KeyboardCatalog) -> [AppEffect] {
        switch action {
        case .pointerDown(let point, let time):
            now = time
            let clickCount = clicks.press(at: point, time: time)
            if layout.sendButton.contains(point) {
                sendHighlighted = true
                return []
            }
            if layout.composer.contains(point) {
                restartCaret()
                let hit = textHit(point)
                if clickCount >= 2 {
                    composer.selectWord(at: hit.atom ?? max(0, hit.caret - 1))
                    return primaryEffects()
                }
                composer.setCursor(hit.caret)
                selectingText = true
                return []
            }
            return keyboardAction(.pointerDown(point, time: time), catalog: catalog)
        case .pointerMoved(let point, let time):
            now = time
            if selectingText {
                composer.setCursor(textHit(point).caret, extending: true)
                restartCaret()
                return []
            }
            if sendHighlighted {
                sendHighlighted = layout.sendButton.contains(point)
                return []
            }
            return keyboardAction(.pointerMoved(point, time: time), catalog: catalog)
        case .pointerUp(let point, let time):
            now = time
            if selectingText {
                selectingText = false
                return primaryEffects()
            }
            if sendHighlighted {
                sendHighlighted = false
                return layout.sendButton.contains(point) ? send() : []
            }
            return keyboardAction(.pointerUp(point, time: time), catalog: catalog)
        case .middleClick(let point, let time):
            now = time
            guard layout.composer.contains(point) else { return [] }
            composer.setCursor(textHit(point).caret)
            return [.requestPaste(.primary)]
        case .scrolled(let steps, let time):
            now = time
            return keyboardAction(.scrolled(steps: steps), catalog: catalog)
        case .key(let key, let shift, let time):
            now = time
            restartCaret()
            return keyPressed(key, shift: shift, catalog: catalog)
        case .pasted(let text, let time):
            now = time
            restartCaret()
            composer.paste(TextInput.sanitized(text, keepLineBreaks: true), codec: catalog.stickerCodec)
            return []
        case .deliveryFailed(let text, let time):
            now = time
            restartCaret()
            composer.setCursor(0)
            composer.paste(text, codec: catalog.stickerCodec)
            return []
        case .focusChanged(let focused, let time):
            now = time
            self.focused = focused
            restartCaret()
            return []
        case .tick(let time):
            now = max(now, time)
            return keyboardAction(.tick(time), catalog: catalog)
        case .resized(let size):
            let effects = keyboardAction(.resized(size), catalog: catalog)
            textLayout.resize(viewport: layout.textArea.width, caret: composer.cursor)
            return effects
        }
    }

    private mutating func restartCaret() { caretPhaseStart = now }

    /// Where `point` falls in the composer's text.
    private func textHit(_ point: Point) -> (caret: Int, atom: Int?) {
        textLayout.hit(x: point.x - layout.textArea.x)
    }

    private mutating func keyboardAction(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [AppEffect] {
        var effects: [AppEffect] = []
        for effect in keyboard.reduce(action, catalog: catalog) {
            switch effect {
            case .insert(let emotion):
                if emotion.isSticker { composer.insert(sticker: emotion.text) } else { composer.insert(text: emotion.text) }
                restartCaret()
            case .deleteBackward:
                composer.deleteBackward()
                restartCaret()
            case .saveRecents: effects.append(.saveRecents)
            }
        }
        return effects
    }

    private func primaryEffects() -> [AppEffect] {
        composer.copy().map { [.setClipboard(.primary, $0)] } ?? []
    }

    private mutating func send() -> [AppEffect] {
        guard !composer.isEmpty else { return [] }
        let text = composer.plainText
        composer.selectAll()
        composer.deleteBackward()
        return [.deliver(text)]
    }

    private mutating func keyPressed(_ key: Key, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        switch key {
        case .left: composer.move(.left, extending: shift)
        case .right: composer.move(.right, extending: shift)
        case .wordLeft: composer.move(.wordLeft, extending: shift)
        case .wordRight: composer.move(.wordRight, extending: shift)
        case .home: composer.move(.lineStart, extending: shift)
        case .end: composer.move(.lineEnd, extending: shift)
        case .backspace: composer.deleteBackward()
        case .delete: composer.deleteForward()
        case .enter: return send()
        case .pageUp: return keyboardAction(.previousPage, catalog: catalog)
        case .pageDown: return keyboardAction(.nextPage, catalog: catalog)
        case .escape: composer.setCursor(composer.cursor)
        case .text(let text):
            let printable = TextInput.sanitized(text, keepLineBreaks: false)
            if !printable.isEmpty { composer.insert(text: printable) }
        case .control(let letter):
            return controlKey(letter, shift: shift, catalog: catalog)
        }
        return shift ? primaryEffects() : []
    }

    private mutating func controlKey(_ letter: Character, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        switch letter {
        case "a":
            composer.selectAll()
            return primaryEffects()
        case "c": return composer.copy().map { [.setClipboard(.clipboard, $0)] } ?? []
        case "x": return composer.cut().map { [.setClipboard(.clipboard, $0)] } ?? []
        case "v": return [.requestPaste(.clipboard)]
        case "z": shift ? composer.redo() : composer.undo()
        case "y": composer.redo()
        default: break
        }
        return []
    }
}
