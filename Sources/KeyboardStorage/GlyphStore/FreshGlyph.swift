import KeyboardFormats
import KeyboardModel

/// A glyph rendered in this session and not yet in the store's file.
public struct FreshGlyph: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let advance: Int
    /// Premultiplied BGRA rows, `width * 4` bytes each.
    public let pixels: [UInt8]
    let checksum: UInt64
    /// Rendered ahead of need and not drawn yet: it counts as used long ago, so it is evicted first.
    var prefetched: Bool

    /// `nil` unless `pixels` holds exactly `width` x `height` pixels within the format's bounds.
    public init?(width: Int, height: Int, advance: Int, pixels: [UInt8], prefetched: Bool = false) {
        guard (1...GlyphStoreFormat.maxSide).contains(width), (1...GlyphStoreFormat.maxSide).contains(height),
            (0...GlyphStoreFormat.maxAdvance).contains(advance), pixels.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.advance = advance
        self.pixels = pixels
        self.prefetched = prefetched
        checksum = GlyphStoreFormat.checksum(pixels)
    }
}
