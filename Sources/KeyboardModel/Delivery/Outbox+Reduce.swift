/// The outbox's own reducer: Send in compose mode, every emotion and delete in direct mode, and the timers of typing
/// and pasting. It changes nothing but the outbox and asks the window (`OutboxEffect`) for the shell's work, which
/// reports back with actions.
extension Outbox {
    public mutating func reduce(_ action: OutboxAction, in context: OutboxContext) -> [OutboxEffect] {
        switch action {
        case .send(let content): return send(content, in: context)
        case .enterPressed:
            switch context.delivery {
            case .type, .paste:
                if sendOnEnterRelease == nil { sendOnEnterRelease = context.now + Self.enterReleaseTimeout }
                return []
            case .print, .clipboard:
                return [.sendComposer]
            }
        case .enterReleased: return enterReleased()
        case .deliver(let content): return deliver(content, in: context)
        case .deleteBackward:
            switch context.delivery {
            case .type, .paste: return enqueueTyping(.backspace(count: 1))
            // Nothing to delete where text went to the clipboard or out.
            case .clipboard, .print: return []
            }
        case .type(let keystrokes): return enqueueTyping(keystrokes)
        case .targetActive(let window): return targetActive(window, in: context)
        case .typingReported(let remaining, let retryAt, let keymapChanged):
            return typingReported(remaining: remaining, retryAt: retryAt, keymapChanged: keymapChanged, in: context)
        case .typingHeldBack(let items): return typingHeldBack(items, in: context)
        case .pasteKeyHeldBack: return pasteKeyHeldBack(in: context)
        case .keymapSettled: return typingRetryAt == nil ? [] : flushTyping()
        case .keymapRestoreRefused:
            keymapRestoreAt = context.now + Self.keymapRestoreDelay
            return []
        case .clipboardSaved: return clipboardSaved(in: context)
        case .clipboardNotSaved:
            guard case .savingClipboard = pasteStage else { return [] }
            return returnUndelivered(notice: .clipboardNotSaved)
        case .clipboardServed(let client, let content):
            clipboardServed(client: client, content: content, in: context)
            return []
        case .tick: return tick(in: context)
        }
    }

    /// Send: the text goes out the configured way; typing and pasting first give the target the focus.
    private mutating func send(_ content: ClipboardContent, in context: OutboxContext) -> [OutboxEffect] {
        switch context.delivery {
        case .print:
            return [.print(content.text)]
        case .clipboard:
            return [.setClipboard(.clipboard, content)]
        case .type, .paste:
            guard let target = context.target else {
                return [.tell(.noTargetTextOnClipboard), .setClipboard(.clipboard, content)]
            }
            pendingSend = PendingSend(content: content, target: target, until: context.now + Self.focusTimeout)
            return [.activate(target)]
        }
    }

    /// The Enter a Send waits for sends it.
    private mutating func enterReleased() -> [OutboxEffect] {
        guard sendOnEnterRelease != nil else { return [] }
        sendOnEnterRelease = nil
        return [.sendComposer]
    }

    /// Direct mode: one emotion goes straight to the focused application.
    private mutating func deliver(_ content: ClipboardContent, in context: OutboxContext) -> [OutboxEffect] {
        switch context.delivery {
        case .type: return typeText(content.text, in: context)
        case .paste: return pasteOrType(content, in: context)
        case .clipboard: return [.setClipboard(.clipboard, content)]
        case .print: return [.print(content.text)]
        }
    }

    /// The target of a pending Send took the focus: its text goes.
    private mutating func targetActive(_ window: TargetWindow, in context: OutboxContext) -> [OutboxEffect] {
        guard let pending = pendingSend, pending.target.id == window.id else { return [] }
        pendingSend = nil
        switch context.delivery {
        case .paste: return pasteOrType(pending.content, in: context)
        default: return typeText(pending.content.text, in: context)
        }
    }

    /// Text the `type` delivery sends: typed, or pasted under an input method.
    private mutating func typeText(_ text: String, in context: OutboxContext) -> [OutboxEffect] {
        context.pastesTypedText ? enqueuePaste(ClipboardContent(text: text), in: context) : enqueueTyping(.text(text))
    }

    /// The `paste` delivery: pasted, unless the user chose typing for the target's class (`paste-keys`).
    private mutating func pasteOrType(_ content: ClipboardContent, in context: OutboxContext) -> [OutboxEffect] {
        context.typesIntoTarget
            ? typeText(content.text, in: context) : enqueuePaste(content, in: context)
    }

    // MARK: Typing

    private mutating func enqueueTyping(_ keystrokes: Keystrokes) -> [OutboxEffect] {
        typing = Keystrokes.appending(keystrokes, to: typing)
        // A delete after a paste still under way waits for it, so it deletes what it follows.
        return typingRetryAt == nil && isPasteIdle ? flushTyping() : []
    }

    mutating func flushTyping() -> [OutboxEffect] {
        guard !typing.isEmpty else { return [] }
        let items = typing
        typing = []
        typingRetryAt = nil
        return [.type(items)]
    }

    private mutating func typingReported(
        remaining: [Keystrokes], retryAt: Milliseconds?, keymapChanged: Bool,
        in context: OutboxContext
    ) -> [OutboxEffect] {
        refocusUntil = nil
        typing = remaining + typing
        if keymapChanged || keymapRestoreAt != nil { keymapRestoreAt = context.now + Self.keymapRestoreDelay }
        guard !typing.isEmpty else { return [] }
        guard let retryAt, retryAt > context.now else { return flushTyping() }
        typingRetryAt = retryAt
        return []
    }

    /// The focus was in our own window when keys were to be pressed: a click-to-focus window manager focused it for
    /// the click on Send after the target had been seen active, and the keys would come back to us (into search).
    /// The target is asked for again and typing waits; if it never comes back, the text returns to the composer.
    private mutating func typingHeldBack(_ items: [Keystrokes], in context: OutboxContext) -> [OutboxEffect] {
        typing = items + typing
        let until = refocusUntil ?? context.now + Self.focusTimeout
        guard context.now < until, let target = context.target else {
            let text = typedText
            typing = []
            typingRetryAt = nil
            refocusUntil = nil
            return text.isEmpty ? [] : [.returnToComposer(text, notice: .targetDidNotTakeFocus)]
        }
        refocusUntil = until
        typingRetryAt = context.now + Self.refocusRetryDelay
        return [.activate(target)]
    }

    /// The text of the keystrokes waiting (their keys and deletes left out).
    var typedText: String {
        typing.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    // MARK: Timers

    /// Whatever is due at the context's time.
    private mutating func tick(in context: OutboxContext) -> [OutboxEffect] {
        let now = context.now
        var effects: [OutboxEffect] = []
        if let until = sendOnEnterRelease, now >= until { effects += enterReleased() }
        if let pending = pendingSend, now >= pending.until {
            pendingSend = nil
            effects.append(.returnToComposer(pending.content.text, notice: .targetDidNotTakeFocus))
        }
        if let retryAt = typingRetryAt, now >= retryAt { effects += flushTyping() }
        if typing.isEmpty, let restoreAt = keymapRestoreAt, now >= restoreAt {
            keymapRestoreAt = nil
            effects.append(.restoreKeymap)
        }
        switch pasteStage {
        // The target never read the text: the user's clipboard comes back, and the text of this paste and of all
        // that waited behind it returns to the composer.
        case .awaitingRead(_, let until)? where now >= until:
            effects += returnUndelivered(notice: .targetDidNotReadPaste)
        case .restoring(_, let at)? where now >= at: effects += finishPaste()
        case .refocusing(let target, let retryAt)? where now >= retryAt:
            // The key pressed again: the target's read of a text target is waited for as after the first press, and
            // at the bound the text is back in the composer with the notice that the application did not take it.
            pasteStage = .awaitingRead(target: target, until: now + Self.pasteReadTimeout)
            effects.append(.pressPasteKey(context.pasteKey))
        default: break
        }
        return effects
    }
}
