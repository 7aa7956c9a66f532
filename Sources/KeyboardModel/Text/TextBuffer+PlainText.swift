extension TextBuffer {
    /// The whole buffer as plain text, stickers as their codes. O(bytes), without an array of atoms.
    public var plainText: String { storage.plainText(in: 0..<storage.count) }

    public func plainText(in range: Range<Int>) -> String { storage.plainText(in: range) }

    /// Replaces the content with `text`, known codes turned into stickers; `plainText` gives `text` back exactly.
    /// O(n), segmenting the text once, chunk by chunk.
    public mutating func importPlainText(_ text: String, codec: StickerCodec) {
        var builder = AtomStorageBuilder()
        builder.append(plainText: text, codec: codec)
        setContent(builder.finish())
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
    /// O(chunks + n): the text goes into the buffer's chunks run by run, never as an array of atoms.
    public mutating func paste(_ text: String, codec: StickerCodec) {
        replaceSelection(kind: .other) { $0.append(plainText: text, codec: codec) }
    }
}

extension AtomStorageBuilder {
    /// Appends plain text, known codes as stickers and the rest as text. O(n).
    mutating func append(plainText text: String, codec: StickerCodec) {
        var text = text
        text.withUTF8 { bytes in
            codec.forEachSegment(ofUTF8: bytes) { segment in
                switch segment {
                case .text(let range): append(UnsafeBufferPointer(rebasing: bytes[range]))
                case .code(let index, _): append(sticker: codec.codes[index])
                }
            }
        }
    }
}
