/// Delivering text to other applications inside the window: `Outbox.reduce` decides how text goes and when; this
/// gives it the composer's text, the target and the settings, and performs what it asks.
extension AppState {
    /// What the outbox reads of the window now.
    var outboxContext: OutboxContext {
        OutboxContext(
            delivery: delivery, target: target, now: now, canPressKeys: canPressKeys,
            inputMethodActive: inputMethods.isActive, pasteChoices: configuration.pasteKeys)
    }

    /// Whether `type` delivers text by pasting it (under an input method).
    public var pastesTypedText: Bool { outboxContext.pastesTypedText }

    /// Routes `action` to the outbox's reducer and performs what it asks.
    mutating func outbox(_ action: OutboxAction, catalog: KeyboardCatalog) -> [AppEffect] {
        let asked = outbox.reduce(action, in: outboxContext)
        return asked.flatMap { effect -> [AppEffect] in
            switch effect {
            case .print(let text): return [.print(text)]
            case .setClipboard(let kind, let content): return [.setClipboard(kind, content)]
            case .activate(let window): return [.activate(window)]
            case .type(let items): return [.type(items)]
            case .saveClipboard: return [.saveClipboard]
            case .pressPasteKey(let key): return [.pressPasteKey(key)]
            case .restoreClipboard: return [.restoreClipboard]
            case .restoreKeymap: return [.restoreKeymap]
            case .sendComposer: return send(catalog: catalog)
            case .returnToComposer(let text, let kind):
                returnToComposer(text, codec: catalog.stickerCodec, notice: kind)
                return []
            case .tell(let kind):
                notice = Notice(kind: kind, until: now + Notice.duration)
                return []
            }
        }
    }

    /// Send: the composer's plain text goes out the configured way; the composer is cleared and its history with it,
    /// so an undo never brings a sent message back.
    mutating func send(catalog: KeyboardCatalog) -> [AppEffect] {
        guard !composer.isEmpty else { return [] }
        var content = ClipboardContent(text: composer.plainText)
        if composer.count == 1, case .sticker(let code) = composer[0] {
            content.imagePath = catalog.emotion(forText: code)?.imagePath
        }
        composer.setContent([])
        return outbox(.send(content), catalog: catalog)
    }

    /// Enter in the composer: a delivery that presses keys in the target waits for the Enter's release (or
    /// `Outbox.enterReleaseTimeout`), as the Send button waits for the pointer's; the others send at once.
    mutating func sendOnRelease(catalog: KeyboardCatalog) -> [AppEffect] {
        composer.isEmpty ? [] : outbox(.enterPressed, catalog: catalog)
    }

    /// Direct mode: one emotion goes straight to the focused application.
    mutating func deliverDirectly(_ content: ClipboardContent, catalog: KeyboardCatalog) -> [AppEffect] {
        outbox(.deliver(content), catalog: catalog)
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
        return outbox(.targetActive(window), catalog: catalog)
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
}
