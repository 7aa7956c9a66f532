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

    /// Enter in the composer: a delivery that presses keys in the target waits for the Enter's release (or
    /// `Outbox.enterReleaseTimeout`), as the Send button waits for the pointer's; the others send at once.
    mutating func sendOnRelease(catalog: KeyboardCatalog) -> [AppEffect] {
        switch delivery {
        case .type, .paste:
            guard !composer.isEmpty else { return [] }
            if outbox.sendOnEnterRelease == nil { outbox.sendOnEnterRelease = now + Outbox.enterReleaseTimeout }
            return []
        case .print, .clipboard:
            return send(catalog: catalog)
        }
    }

    /// A key went up: the Enter a Send waits for sends it. Losing the focus sends too, as the release goes elsewhere.
    mutating func enterReleased(catalog: KeyboardCatalog) -> [AppEffect] {
        guard outbox.sendOnEnterRelease != nil else { return [] }
        outbox.sendOnEnterRelease = nil
        return send(catalog: catalog)
    }

    /// Whether `type` delivers text by pasting it: under an input method, text typed through the layout's own keys
    /// would be converted (pinyin makes `e` 而), and a keycode bound anew could be read through the input method's
    /// stale copy of the keymap. Pasting never rebinds a key. Stickers still go as their codes, as typed.
    public var pastesTypedText: Bool { delivery == .type && inputMethods.isActive && canPressKeys }

    /// Text the `type` delivery sends: typed, or pasted under an input method.
    private mutating func typeText(_ text: String) -> [AppEffect] {
        pastesTypedText ? enqueuePaste(ClipboardContent(text: text)) : enqueueTyping(.text(text))
    }

    /// Direct mode: one emotion goes straight to the focused application.
    mutating func deliverDirectly(_ content: ClipboardContent) -> [AppEffect] {
        switch delivery {
        case .type: return typeText(content.text)
        case .paste: return pasteOrType(content)
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
        case .paste: return pasteOrType(pending.content)
        default: return typeText(pending.content.text)
        }
    }

    /// The `paste` delivery: pasted, unless the user chose typing for the target's class (`paste-keys`).
    private mutating func pasteOrType(_ content: ClipboardContent) -> [AppEffect] {
        pasteKeys.types(forClass: target?.className ?? "") ? typeText(content.text) : enqueuePaste(content)
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

    mutating func enqueueTyping(_ keystrokes: Keystrokes) -> [AppEffect] {
        outbox.typing = Keystrokes.appending(keystrokes, to: outbox.typing)
        // A delete after a paste still under way waits for it, so it deletes what it follows.
        return outbox.typingRetryAt == nil && isPasteIdle ? flushTyping() : []
    }

    mutating func flushTyping() -> [AppEffect] {
        guard !outbox.typing.isEmpty else { return [] }
        let items = outbox.typing
        outbox.typing = []
        outbox.typingRetryAt = nil
        return [.type(items)]
    }

    mutating func typingReported(remaining: [Keystrokes], retryAt: Milliseconds?, keymapChanged: Bool) -> [AppEffect] {
        outbox.refocusUntil = nil
        outbox.typing = remaining + outbox.typing
        if keymapChanged || outbox.keymapRestoreAt != nil { outbox.keymapRestoreAt = now + Outbox.keymapRestoreDelay }
        guard !outbox.typing.isEmpty else { return [] }
        guard let retryAt, retryAt > now else { return flushTyping() }
        outbox.typingRetryAt = retryAt
        return []
    }

    /// The focus was in our own window when keys were to be pressed: a click-to-focus window manager focused it for
    /// the click on Send after the target had been seen active, and the keys would come back to us (into search).
    /// The target is asked for again and typing waits; if it never comes back, the text returns to the composer.
    mutating func typingHeldBack(_ items: [Keystrokes], codec: StickerCodec) -> [AppEffect] {
        outbox.typing = items + outbox.typing
        let until = outbox.refocusUntil ?? now + Outbox.focusTimeout
        guard now < until, let target else {
            let text = outbox.typing.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            outbox.typing = []
            outbox.typingRetryAt = nil
            outbox.refocusUntil = nil
            if !text.isEmpty { returnToComposer(text, codec: codec, notice: .targetDidNotTakeFocus) }
            return []
        }
        outbox.refocusUntil = until
        outbox.typingRetryAt = now + Outbox.refocusRetryDelay
        return [.activate(target)]
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
        outbox.pasteStage = .savingClipboard
        return [.saveClipboard]
    }

    mutating func clipboardSaved() -> [AppEffect] {
        guard case .savingClipboard = outbox.pasteStage, let content = outbox.pastes.first else { return [] }
        outbox.pasteStage = .awaitingRead(target: target, until: now + Outbox.pasteReadTimeout)
        let key = pasteKeys.key(forClass: target?.className ?? "")
        return [.setClipboard(.clipboard, content), .setClipboard(.primary, content), .pressPasteKey(key)]
    }

    /// The clipboard answered `client`: the paste's target reading the text starts the quiet period before the
    /// user's clipboard comes back, and each later request of the target starts it again. A TARGETS request alone,
    /// or any request of another client, leaves the text served.
    mutating func clipboardServed(client: UInt64, content: Bool) {
        switch outbox.pasteStage {
        case .awaitingRead(let target, _)? where content && Self.isClient(client, of: target),
             .restoring(let target, _)? where Self.isClient(client, of: target):
            outbox.pasteStage = .restoring(target: target, at: now + Outbox.clipboardRestoreDelay)
        default:
            break
        }
    }

    /// Whether `client` made `target` (any client, when the target is not known).
    private static func isClient(_ client: UInt64, of target: TargetWindow?) -> Bool {
        target.map { $0.client == client } ?? true
    }

    /// The user's clipboard could not be kept: the paste does not take it, and its text (with all that waited behind
    /// it) returns to the composer. `.restoreClipboard` only lets go of what was kept in part.
    mutating func clipboardNotSaved(catalog: KeyboardCatalog) -> [AppEffect] {
        guard case .savingClipboard = outbox.pasteStage else { return [] }
        return returnUndelivered(catalog: catalog, notice: .clipboardNotSaved)
    }

    /// The target never read the text: the user's clipboard comes back, and the text of this paste and of all that
    /// waited behind it returns to the composer.
    private mutating func pasteNotRead(catalog: KeyboardCatalog) -> [AppEffect] {
        returnUndelivered(catalog: catalog, notice: .targetDidNotReadPaste)
    }

    /// Deletes that waited are dropped: what they were to delete never came.
    private mutating func returnUndelivered(catalog: KeyboardCatalog, notice: Notice.Kind) -> [AppEffect] {
        let typed = outbox.typing.map { if case .text(let text) = $0 { text } else { "" } }
        let text = (outbox.pastes.map(\.text) + typed).joined()
        outbox.pastes = []
        outbox.typing = []
        outbox.typingRetryAt = nil
        outbox.pasteStage = nil
        if !text.isEmpty { returnToComposer(text, codec: catalog.stickerCodec, notice: notice) }
        return [.restoreClipboard]
    }

    private mutating func finishPaste() -> [AppEffect] {
        outbox.pasteStage = nil
        if !outbox.pastes.isEmpty { outbox.pastes.removeFirst() }
        let next = startPaste()
        return [.restoreClipboard] + (next.isEmpty && outbox.typingRetryAt == nil ? flushTyping() : next)
    }

    private var isPasteIdle: Bool { outbox.pastes.isEmpty && outbox.pasteStage == nil }

    // MARK: Timers

    /// Whatever of the outbox is due at `now`.
    mutating func outboxTick(catalog: KeyboardCatalog) -> [AppEffect] {
        let codec = catalog.stickerCodec
        var effects: [AppEffect] = []
        if let until = outbox.sendOnEnterRelease, now >= until { effects += enterReleased(catalog: catalog) }
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
        case .awaitingRead(_, let until)? where now >= until: effects += pasteNotRead(catalog: catalog)
        case .restoring(_, let at)? where now >= at: effects += finishPaste()
        default: break
        }
        return effects
    }
}
