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
        !text.isEmpty && text.utf8.count <= GlyphStoreFormat.maxTextBytes && (1...GlyphStoreFormat.maxPixelSize).contains(size)
    }

    /// The key's hash in the file: stable across runs (Swift's `Hasher` is seeded per process), colour left out so that
    /// an advance can be looked up whatever the colour.
    var fileHash: UInt32 { GlyphStoreFormat.keyHash(text: Array(text.utf8), size: size) }
}
