/// One glyph rendered by FreeType, placed relative to the pen: `left` pixels right of it, `top` pixels above the baseline.
struct GlyphBitmap {
    enum Pixels {
        /// Anti-aliased coverage, one byte a pixel, drawn in the text's colour.
        case coverage([UInt8])
        /// Premultiplied BGRA, four bytes a pixel, drawn as it is (colour emoji).
        case color([UInt8])
    }

    let width: Int
    let height: Int
    let left: Int
    let top: Int
    let pixels: Pixels
}
