import KeyboardFormats
import KeyboardModel

/// What a stored glyph picture shows: a text (one grapheme, or a short run such as a kaomoji) at a pixel size in a colour.
/// Keys, not window sizes, name the entries, so pictures of a size the window no longer uses stay valid until evicted.
public struct GlyphKey: Hashable, Sendable {
    public let text: String
    public let size: Int
    /// ARGB, 8 bits a channel.
    public let color: UInt32

    public init(text: String, size: Int, color: UInt32) {
        self.text = text
        self.size = size
        self.color = color
    }

    /// Whether the store can hold this key at all (texts and sizes have bounds in the file format).
    public var isStorable: Bool {
        !text.isEmpty && text.utf8.count <= GlyphStoreFormat.maxTextBytes
            && (1...GlyphStoreFormat.maxPixelSize).contains(size)
    }

    // Keys compare and hash by their UTF-8 bytes: a glyph is drawn from exactly these scalars, and String's own hash
    // normalises every emoji to NFC first, which cost more than the rest of a cache lookup.
    public static func == (lhs: GlyphKey, rhs: GlyphKey) -> Bool {
        lhs.size == rhs.size && lhs.color == rhs.color && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(size)
        hasher.combine(color)
    }

    /// The key's hash in the file: stable across runs (Swift's `Hasher` is seeded per process), colour left out so that
    /// an advance can be looked up whatever the colour.
    var fileHash: UInt32 { GlyphStoreFormat.keyHash(text: text.utf8, size: size) }
}
