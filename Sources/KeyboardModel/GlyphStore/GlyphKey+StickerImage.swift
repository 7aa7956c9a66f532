extension GlyphKey {
    /// The key of a sticker image decoded and fitted into a `side` x `side` square, kept in the glyph store beside the
    /// glyphs so that a later start draws it without decoding the PNG again. The file is named by its identity as
    /// opened (device, inode, size, modification time): a file replaced or rewritten has another key, and the stale
    /// entry is evicted in time. Colour 0 and a text starting with a control character (which no drawn text has) keep
    /// these keys apart from the glyphs'.
    public static func stickerImage(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int, nanoseconds: Int, side: Int) -> GlyphKey {
        GlyphKey(text: "\u{1}image \(device) \(inode) \(size) \(modifiedSeconds).\(nanoseconds)", size: side, color: 0)
    }
}
