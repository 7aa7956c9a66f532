/// The bounds of a sticker image the window decodes, shared by the renderer (`StickerImages`) and what `sticker add`
/// and ➕ keep (`StickerAdmission`), in a file of their own so the fuzz targets compile them without the renderer.
enum StickerImageLimits {
    /// Largest side decoded: a sticker drawn in a cell needs a fraction of it, and a decoded image takes side² x 4 bytes.
    static let decodedSide = 2048
}
