extension AppState {
    /// The one reducer of the window: routes pointer actions to the composer or the keyboard, applies keyboard effects
    /// to the composer, and keeps the composer's layout measured with `measure`.
    public mutating func reduce(_ action: AppAction, catalog: KeyboardCatalog, measure: some TextMeasuring) -> [AppEffect] {
        let effects = apply(action, catalog: catalog)
        textLayout.update(&composer, measure: measure)
        if let wanted = deliveryWhenIdle, outbox.isIdle {
            delivery = wanted
            deliveryWhenIdle = nil
        }
        return effects
    }

    private mutating func apply(_ action: AppAction, catalog: KeyboardCatalog) -> [AppEffect] {
        switch action {
        case .pointerDown(let point, let time):
            now = time
            let clickCount = clicks.press(at: point, time: time)
            if layout.sendButton.contains(point) {
                sendHighlighted = mode == .compose
                return []
            }
            if layout.modeButton.contains(point) { return toggleMode() }
            if layout.composer.contains(point) {
                guard mode == .compose else { return [] }
                restartCaret()
                let hit = textHit(point)
                if clickCount >= 2 {
                    composer.selectWord(at: hit.atom ?? max(0, hit.caret - 1))
                    return primaryEffects(catalog)
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
                return primaryEffects(catalog)
            }
            if sendHighlighted {
                sendHighlighted = false
                return layout.sendButton.contains(point) ? send(catalog: catalog) : []
            }
            return keyboardAction(.pointerUp(point, time: time), catalog: catalog)
        case .middleClick(let point, let time):
            now = time
            guard layout.textField.contains(point), mode == .compose else { return [] }
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
            returnToComposer(text, codec: catalog.stickerCodec, notice: .printFailed)
            return []
        case .activeWindowChanged(let window, let time):
            now = time
            return activeWindowChanged(window, catalog: catalog)
        case .typingReported(let remaining, let retryAt, let keymapChanged, let time):
            now = time
            return typingReported(remaining: remaining, retryAt: retryAt, keymapChanged: keymapChanged)
        case .keymapSettled(let time):
            now = time
            return outbox.typingRetryAt == nil ? [] : flushTyping()
        case .clipboardSaved(let time):
            now = time
            return clipboardSaved()
        case .clipboardServed(let time):
            now = time
            if case .awaitingRequest = outbox.pasteStage { outbox.pasteStage = .restoring(at: time + Outbox.clipboardRestoreDelay) }
            return []
        case .modeToggled(let time):
            now = time
            return toggleMode()
        case .focusChanged(let focused, let time):
            now = time
            self.focused = focused
            restartCaret()
            return []
        case .tick(let time):
            now = max(now, time)
            if let notice, notice.until <= now { self.notice = nil }
            return keyboardAction(.tick(time), catalog: catalog) + outboxTick(codec: catalog.stickerCodec) + settingsTick()
        case .catalogChanged(let previous):
            keyboard.keepTab(previousTabIDs: previous, catalog: catalog)
            return []
        case .resized(let size):
            let effects = keyboardAction(.resized(size), catalog: catalog)
            textLayout.resize(viewport: layout.textArea.width, caret: composer.cursor)
            return effects
        case .settingsFileTouched(let time):
            now = time
            settingsReadAt = time + Self.settingsQuietTime
            return []
        case .reconfigured(let configuration, let scale, let time):
            now = time
            return reconfigure(configuration, scale: scale)
        case .desktopThemeChanged(let name):
            appearance.desktopThemeName = name
            return []
        case .shownChanged(let shown):
            self.shown = shown
            if !shown { endPresses() }
            return []
        case .toggleRequested(let time):
            now = time
            return [shown ? .hideWindow : .showWindow]
        }
    }

    mutating func restartCaret() { caretPhaseStart = now }

    /// Where `point` falls in the composer's text.
    private func textHit(_ point: Point) -> (caret: Int, atom: Int?) {
        textLayout.hit(x: point.x - layout.textArea.x)
    }

    private mutating func keyboardAction(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [AppEffect] {
        var effects: [AppEffect] = []
        for effect in keyboard.reduce(action, catalog: catalog) {
            switch (effect, mode) {
            case (.insert(let emotion), .compose):
                composer.insert(chosen: emotion)
                restartCaret()
            case (.insert(let emotion), .direct):
                effects += deliverDirectly(ClipboardContent(text: emotion.text, imagePath: emotion.imagePath))
            case (.deleteBackward, .compose):
                composer.deleteBackward()
                restartCaret()
            case (.deleteBackward, .direct):
                effects += deleteDirectly()
            case (.saveRecents, _): effects.append(.saveRecents)
            }
        }
        return effects
    }

    private func primaryEffects(_ catalog: KeyboardCatalog) -> [AppEffect] {
        copiedContent(catalog).map { [.setClipboard(.primary, $0)] } ?? []
    }

    /// The selection as clipboard content: its plain text, and its image when it is exactly one sticker.
    func copiedContent(_ catalog: KeyboardCatalog) -> ClipboardContent? {
        guard let text = composer.copy() else { return nil }
        let range = composer.selection.range
        guard range.count == 1, case .sticker = composer[range.lowerBound] else { return ClipboardContent(text: text) }
        return ClipboardContent(text: text, imagePath: catalog.byText[text]?.imagePath)
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
        case .enter: return send(catalog: catalog)
        case .pageUp: return keyboardAction(.previousPage, catalog: catalog)
        case .pageDown: return keyboardAction(.nextPage, catalog: catalog)
        case .escape: composer.setCursor(composer.cursor)
        case .text(let text):
            let printable = TextInput.sanitized(text, keepLineBreaks: false)
            if !printable.isEmpty { composer.insert(text: printable) }
        case .control(let letter):
            return controlKey(letter, shift: shift, catalog: catalog)
        }
        return shift ? primaryEffects(catalog) : []
    }

    private mutating func controlKey(_ letter: Character, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        switch letter {
        case "a":
            composer.selectAll()
            return primaryEffects(catalog)
        case "c": return copiedContent(catalog).map { [.setClipboard(.clipboard, $0)] } ?? []
        case "x":
            guard let content = copiedContent(catalog) else { return [] }
            _ = composer.cut()
            return [.setClipboard(.clipboard, content)]
        case "v": return [.requestPaste(.clipboard)]
        case "z": shift ? composer.redo() : composer.undo()
        case "y": composer.redo()
        default: break
        }
        return []
    }
}
