import KeyboardFormats
import KeyboardModel

/// One glyph of a store file, checked: where its pixels are and what they measure.
public struct GlyphRecord: Hashable, Sendable {
    public let key: GlyphKey
    public let width: Int
    public let height: Int
    /// How far the pen moves after the text, in pixels; may differ from `width`.
    public let advance: Int
    /// Where the premultiplied BGRA rows start in the file.
    public let pixelOffset: Int
    public let checksum: UInt64
    /// Minutes since 1970 when a session last drew it.
    public let lastUsed: Int

    public var byteCount: Int { width * height * 4 }
}
