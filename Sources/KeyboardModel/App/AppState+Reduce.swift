extension AppState {
    /// The one reducer of the window: routes pointer actions to the composer or the keyboard and applies keyboard effects to the composer.
    public mutating func reduce(_ action: AppAction, catalog: KeyboardCatalog) -> [AppEffect] {
        switch action {
        case .pointerDown(let point, let time, let clicks, let hit):
            now = time
            if layout.sendButton.contains(point) {
                sendHighlighted = true
                return []
            }
            if layout.composer.contains(point) {
                restartCaret()
                if clicks >= 2 {
                    composer.selectWord(at: hit.atom ?? max(0, hit.caret - 1))
                    return primaryEffects()
                }
                composer.setCursor(hit.caret)
                selectingText = true
                return []
            }
            return keyboardAction(.pointerDown(point, time: time), catalog: catalog)
        case .pointerMoved(let point, let time, let hit):
            now = time
            if selectingText {
                composer.setCursor(hit.caret, extending: true)
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
        case .middleClick(let point, let hit):
            guard layout.composer.contains(point) else { return [] }
            composer.setCursor(hit.caret)
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
        case .tick(let time):
            now = max(now, time)
            return keyboardAction(.tick(time), catalog: catalog)
        case .resized(let size):
            return keyboardAction(.resized(size), catalog: catalog)
        }
    }

    private mutating func restartCaret() { caretPhaseStart = now }

    private mutating func keyboardAction(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [AppEffect] {
        var effects: [AppEffect] = []
        for effect in keyboard.reduce(action, catalog: catalog) {
            switch effect {
            case .insert(let emotion):
                composer.insert(chosen: emotion)
                restartCaret()
            case .deleteBackward:
                composer.deleteBackward()
                restartCaret()
            case .wake(let time): effects.append(.wake(at: time))
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
        composer.clear()
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
