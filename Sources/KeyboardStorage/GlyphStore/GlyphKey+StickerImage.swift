import KeyboardFormats
import KeyboardModel

extension GlyphKey {
    /// The key of a sticker image decoded and fitted into a `side` x `side` square, kept in the glyph store beside the
    /// glyphs so that a later start draws it without decoding the PNG again. The file is named by its identity as
    /// opened (device, inode, size, modification and change times, as `stat` gives them in seconds and nanoseconds): a
    /// file replaced or rewritten has another key (a copy that keeps the modification time still changes the change
    /// time), and the stale entry is evicted in time. Colour 0 and a text starting with a control character (which no
    /// drawn text has) keep these keys apart from the glyphs'. At most 110 bytes of text, within the store's bound.
    public static func stickerImage(
        device: UInt64, inode: UInt64, size: Int64, modified: (Int, Int), changed: (Int, Int), side: Int
    ) -> GlyphKey {
        GlyphKey(
            text: "\u{1}image \(device) \(inode) \(size) \(modified.0).\(modified.1) \(changed.0).\(changed.1)",
            size: side, color: 0)
    }
}
