/// Delivering text to other applications: Send in compose mode, every emotion and delete in direct mode, and the
/// timers of typing and pasting. The shell performs the effects and reports back with actions.
extension AppState {
    /// Send: the composer's plain text goes out the configured way; the composer is cleared and its history with it,
    /// so an undo never brings a sent message back.
    mutating func send(catalog: KeyboardCatalog) -> [AppEffect] {
        guard !composer.isEmpty else { return [] }
        var content = ClipboardContent(text: composer.plainText)
        if composer.count == 1, case .sticker(let code) = composer[0] { content.imagePath = catalog.emotion(forText: code)?.imagePath }
        composer.setContent([])
        switch delivery {
        case .print:
            return [.print(content.text)]
        case .clipboard:
            return [.setClipboard(.clipboard, content)]
        case .type, .paste:
            guard let target else {
                notice = Notice(kind: .noTargetTextOnClipboard, until: now + Notice.duration)
                return [.setClipboard(.clipboard, content)]
            }
            outbox.pendingSend = Outbox.PendingSend(content: content, target: target, until: now + Outbox.focusTimeout)
            return [.activate(target)]
        }
    }

    /// Direct mode: one emotion goes straight to the focused application.
    mutating func deliverDirectly(_ content: ClipboardContent) -> [AppEffect] {
        switch delivery {
        case .type: return enqueueTyping(.text(content.text))
        case .paste: return enqueuePaste(content)
        case .clipboard: return [.setClipboard(.clipboard, content)]
        case .print: return [.print(content.text)]
        }
    }

    /// Direct mode: delete is a BackSpace in the focused application (nothing where text went to the clipboard or out).
    mutating func deleteDirectly() -> [AppEffect] {
        switch delivery {
        case .type, .paste: return enqueueTyping(.backspace(count: 1))
        case .clipboard, .print: return []
        }
    }

    /// Text the composer got back: a failed delivery loses nothing.
    mutating func returnToComposer(_ text: String, codec: StickerCodec, notice kind: Notice.Kind) {
        restartCaret()
        composer.setCursor(0)
        composer.paste(text, codec: codec)
        notice = Notice(kind: kind, until: now + Notice.duration)
    }

    mutating func activeWindowChanged(_ window: TargetWindow?, catalog: KeyboardCatalog) -> [AppEffect] {
        guard let window else { return [] }
        target = window
        guard let pending = outbox.pendingSend, pending.target.id == window.id else { return [] }
        outbox.pendingSend = nil
        switch delivery {
        case .paste: return enqueuePaste(pending.content)
        default: return enqueueTyping(.text(pending.content.text))
        }
    }

    mutating func toggleMode() -> [AppEffect] {
        mode = mode == .compose ? .direct : .compose
        selectingText = false
        var effects: [AppEffect] = [.applyMode(mode)]
        if mode == .compose {
            effects += releaseKeyboard()
            if keyFocus == .grid { keyFocus = .composer }
        } else if keyFocus == .composer {
            keyFocus = .grid
        }
        // Entering direct mode with the focus: the application we type into gets it back.
        if mode == .direct, focused, let target { effects.append(.activate(target)) }
        return effects
    }

    // MARK: Typing

    private mutating func enqueueTyping(_ keystrokes: Keystrokes) -> [AppEffect] {
        outbox.typing = Keystrokes.appending(keystrokes, to: outbox.typing)
        return outbox.typingRetryAt == nil ? flushTyping() : []
    }

    mutating func flushTyping() -> [AppEffect] {
        guard !outbox.typing.isEmpty else { return [] }
        let items = outbox.typing
        outbox.typing = []
        outbox.typingRetryAt = nil
        return [.type(items)]
    }

    mutating func typingReported(remaining: [Keystrokes], retryAt: Milliseconds?, keymapChanged: Bool) -> [AppEffect] {
        outbox.typing = remaining + outbox.typing
        if keymapChanged || outbox.keymapRestoreAt != nil { outbox.keymapRestoreAt = now + Outbox.keymapRestoreDelay }
        guard !outbox.typing.isEmpty else { return [] }
        guard let retryAt, retryAt > now else { return flushTyping() }
        outbox.typingRetryAt = retryAt
        return []
    }

    // MARK: Pasting

    private mutating func enqueuePaste(_ content: ClipboardContent) -> [AppEffect] {
        guard canPressKeys else {
            // Nobody can press the paste key for sure (a synthetic key is tried; most toolkits ignore it): the text
            // stays on the clipboard for the user to paste.
            notice = Notice(kind: .pasteByHand, until: now + Notice.duration)
            return [.setClipboard(.clipboard, content), .setClipboard(.primary, content),
                    .pressPasteKey(pasteKeys.key(forClass: target?.className ?? ""))]
        }
        outbox.pastes.append(content)
        return outbox.pasteStage == nil ? startPaste() : []
    }

    private mutating func startPaste() -> [AppEffect] {
        guard !outbox.pastes.isEmpty else { return [] }
        outbox.pasteStage = .savingClipboard(until: now + Outbox.clipboardSaveTimeout)
        return [.saveClipboard]
    }

    mutating func clipboardSaved() -> [AppEffect] {
        guard case .savingClipboard = outbox.pasteStage, let content = outbox.pastes.first else { return [] }
        outbox.pasteStage = .awaitingRequest(until: now + Outbox.pasteRequestTimeout)
        let key = pasteKeys.key(forClass: target?.className ?? "")
        return [.setClipboard(.clipboard, content), .setClipboard(.primary, content), .pressPasteKey(key)]
    }

    private mutating func finishPaste() -> [AppEffect] {
        outbox.pasteStage = nil
        if !outbox.pastes.isEmpty { outbox.pastes.removeFirst() }
        return [.restoreClipboard] + startPaste()
    }

    // MARK: Timers

    /// Whatever of the outbox is due at `now`.
    mutating func outboxTick(codec: StickerCodec) -> [AppEffect] {
        var effects: [AppEffect] = []
        if let pending = outbox.pendingSend, now >= pending.until {
            outbox.pendingSend = nil
            returnToComposer(pending.content.text, codec: codec, notice: .targetDidNotTakeFocus)
        }
        if let retryAt = outbox.typingRetryAt, now >= retryAt { effects += flushTyping() }
        if outbox.typing.isEmpty, let restoreAt = outbox.keymapRestoreAt, now >= restoreAt {
            outbox.keymapRestoreAt = nil
            effects.append(.restoreKeymap)
        }
        switch outbox.pasteStage {
        case .savingClipboard(let until)? where now >= until: effects += clipboardSaved()
        case .awaitingRequest(let until)? where now >= until: effects += finishPaste()
        case .restoring(let at)? where now >= at: effects += finishPaste()
        default: break
        }
        return effects
    }
}
