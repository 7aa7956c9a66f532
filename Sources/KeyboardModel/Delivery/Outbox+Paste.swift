/// Pasting: the user's clipboard is kept, the text served to the target until it has read it, then the user's
/// clipboard comes back. No clock ends the keeping; the broker reports how it went.
extension Outbox {
    mutating func enqueuePaste(_ content: ClipboardContent, in context: OutboxContext) -> [OutboxEffect] {
        guard context.canPressKeys else {
            // Nobody can press the paste key for sure (a synthetic key is tried; most toolkits ignore it): the text
            // stays on the clipboard for the user to paste.
            return [
                .tell(.pasteByHand), .setClipboard(.clipboard, content), .setClipboard(.primary, content),
                .pressPasteKey(context.pasteKey)
            ]
        }
        pastes.append(content)
        return pasteStage == nil ? startPaste() : []
    }

    private mutating func startPaste() -> [OutboxEffect] {
        guard !pastes.isEmpty else { return [] }
        pasteStage = .savingClipboard
        return [.saveClipboard]
    }

    mutating func clipboardSaved(in context: OutboxContext) -> [OutboxEffect] {
        guard case .savingClipboard = pasteStage, let content = pastes.first else { return [] }
        pasteStage = .awaitingRead(target: context.target, until: context.now + Self.pasteReadTimeout)
        return [.setClipboard(.clipboard, content), .setClipboard(.primary, content), .pressPasteKey(context.pasteKey)]
    }

    /// The clipboard answered `client`: the paste's target reading the text starts the quiet period before the
    /// user's clipboard comes back, and each later request of the target starts it again. A TARGETS request alone,
    /// or any request of another client, leaves the text served.
    mutating func clipboardServed(client: UInt64, content: Bool, in context: OutboxContext) {
        switch pasteStage {
        case .awaitingRead(let target, _)? where content && Self.isClient(client, of: target),
            .restoring(let target, _)? where Self.isClient(client, of: target):
            pasteStage = .restoring(target: target, at: context.now + Self.clipboardRestoreDelay)
            refocusUntil = nil
        default:
            break
        }
    }

    /// The paste key was not pressed: the focus was in our own window. The target is asked for again and the key
    /// pressed again shortly, as typing does; if the target never comes back, the text returns to the composer.
    mutating func pasteKeyHeldBack(in context: OutboxContext) -> [OutboxEffect] {
        guard case .awaitingRead(let target, _)? = pasteStage else { return [] }
        // The fact waited for is the server's input focus outside our windows, which the shell asks for just before it
        // presses (each `refocusRetryDelay`). At `focusTimeout` the user sees the text back in the composer, with the
        // notice that the application did not take the focus, and their clipboard back.
        let until = refocusUntil ?? context.now + Self.focusTimeout
        guard let target, context.now < until else { return returnUndelivered(notice: .targetDidNotTakeFocus) }
        refocusUntil = until
        pasteStage = .refocusing(target: target, retryAt: context.now + Self.refocusRetryDelay)
        return [.activate(target)]
    }

    /// Whether `client` made `target` (any client, when the target is not known).
    private static func isClient(_ client: UInt64, of target: TargetWindow?) -> Bool {
        target.map { $0.client == client } ?? true
    }

    /// The paste could not go (the user's clipboard could not be kept, or the target never read the text): its text
    /// and all that waited behind it return to the composer; deletes that waited are dropped, what they were to
    /// delete never came. `.restoreClipboard` gives back what was kept, or lets go of what was kept in part.
    mutating func returnUndelivered(notice: Notice.Kind) -> [OutboxEffect] {
        let text = pastes.map(\.text).joined() + typedText
        pastes = []
        typing = []
        typingRetryAt = nil
        pasteStage = nil
        refocusUntil = nil
        return (text.isEmpty ? [] : [.returnToComposer(text, notice: notice)]) + [.restoreClipboard]
    }

    mutating func finishPaste() -> [OutboxEffect] {
        pasteStage = nil
        if !pastes.isEmpty { pastes.removeFirst() }
        let next = startPaste()
        return [.restoreClipboard] + (next.isEmpty && typingRetryAt == nil ? flushTyping() : next)
    }

    var isPasteIdle: Bool { pastes.isEmpty && pasteStage == nil }
}
