/// The composer row: the mode button, the layer switch, the text field (or, in direct mode, where typing goes) and
/// Send.
public struct ComposerFrame: Hashable, Sendable {
    public enum FieldContent: Hashable, Sendable {
        case line(TextLineFrame)
        /// Direct mode: where emotions go, in `size`.
        case label(String, size: Int)
    }

    /// What the layer switch shows: the layer it opens.
    public enum LayerLabel: Hashable, Sendable {
        case emoji(Character)
        case text(String)
    }

    public enum SendLook: Hashable, Sendable {
        case disabled, enabled, pressed
    }

    public let modeButton: Rect
    /// A pen for compose, an arrow into the application for direct.
    public let modeSymbol: Character
    public let direct: Bool
    public let layerButton: Rect
    public let layerLabel: LayerLabel
    public let field: Rect
    public let textArea: Rect
    /// Whether the field has the keys (its border shows it: the caret alone blinks out half the time).
    public let hasKeys: Bool
    public var content: FieldContent
    public let sendButton: Rect
    public let sendLabel: String
    public let send: SendLook

    /// The caret, while the field shows text.
    var caret: Rect? {
        if case .line(let line) = content { return line.caret }
        return nil
    }

    /// This frame with `other`'s caret visibility: equal to `other` when only the caret blinked.
    func blinked(as other: ComposerFrame) -> ComposerFrame {
        guard case .line(var line) = content, case .line(let next) = other.content else { return self }
        var copy = self
        line.caretVisible = next.caretVisible
        copy.content = .line(line)
        return copy
    }
}

extension AppState {
    func composerFrame(catalog: KeyboardCatalog, words: UIWords) -> ComposerFrame {
        let area = layout.textArea
        let content: ComposerFrame.FieldContent =
            mode == .compose
            ? .line(
                TextLineFrame(composer, layout: textLayout, area: area, caretVisible: caretVisible) {
                    stickerContent($0, catalog: catalog)
                })
            : .label(words.typingInto(target?.className), size: textLayout.textSize * 4 / 5)
        let enabled = mode == .compose && !composer.isEmpty
        return ComposerFrame(
            modeButton: layout.modeButton, modeSymbol: mode == .compose ? "✎" : "⇥", direct: mode == .direct,
            layerButton: layout.layerButton, layerLabel: layer == .letters ? .emoji("😀") : .text("ABC"),
            field: layout.textField, textArea: area, hasKeys: keyOwner == .composer, content: content,
            sendButton: layout.sendButton, sendLabel: words.sendLabel,
            send: !enabled ? .disabled : sendHighlighted ? .pressed : .enabled)
    }

    /// A sticker's code in a text line: its image at the frame it is at, or its code when no pack has it now.
    func stickerContent(_ code: String, catalog: KeyboardCatalog) -> TextLineFrame.Content {
        guard let path = catalog.emotion(forText: code)?.imagePath else { return .missingSticker(code: code) }
        return .sticker(path: path, frame: animationFrame(of: path))
    }
}
