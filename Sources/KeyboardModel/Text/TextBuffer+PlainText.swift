extension TextBuffer {
    /// The whole buffer as plain text, stickers as their codes.
    public var plainText: String { StickerCodec.plainText(of: atoms) }

    public func plainText(in range: Range<Int>) -> String { StickerCodec.plainText(of: atoms(in: range)) }

    /// Replaces the content with `text`, known codes turned into stickers; `plainText` gives `text` back exactly.
    public mutating func importPlainText(_ text: String, codec: StickerCodec) {
        setContent(segmented: codec.atoms(fromPlainText: text))
    }

    /// The selection's plain text for the clipboard, or `nil` when nothing is selected.
    public func copy() -> String? {
        selection.isEmpty ? nil : plainText(in: selection.range)
    }

    /// Like `copy`, and removes the selection as one undo step.
    public mutating func cut() -> String? {
        guard let text = copy() else { return nil }
        deleteBackward()
        return text
    }

    /// Inserts clipboard text at the cursor, replacing the selection; known codes become stickers, the rest stays literal.
    public mutating func paste(_ text: String, codec: StickerCodec) {
        insert(atoms: codec.atoms(fromPlainText: text))
    }
}
