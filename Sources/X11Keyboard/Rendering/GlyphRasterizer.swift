import KeyboardModel

/// Renders text (one grapheme, or a short run such as a kaomoji) into premultiplied BGRA pixels in memory with
/// FreeType: colour emoji shaped with HarfBuzz and scaled from their strike, other graphemes from the first text font
/// that has them, a box for what no font has. Not thread-safe: each thread that renders has its own rasterizer.
final class GlyphRasterizer {
    struct Rendered: Sendable {
        let width: Int
        let height: Int
        let advance: Int
        /// Premultiplied BGRA rows, `width * 4` bytes each.
        let pixels: [UInt8]
        /// Whether the disk cache may keep it: not an emoji drawn without HarfBuzz, which a start that has it draws
        /// whole (the cache's fingerprint knows the fonts, not the shaper).
        let lasting: Bool
    }

    private enum Piece {
        case emoji(FontFace, [UInt32])
        case text(FontFace, [UInt32])
        case placeholder
    }

    private let fonts: FontSet

    init(fonts: FontSet = FontSet()) {
        self.fonts = fonts
    }

    /// Height of a line of text at `size`: the primary text font's, or a guess without one.
    func lineHeight(size: Int) -> Int {
        guard let metrics = fonts.primaryText?.metrics(size: size) else { return size * 5 / 4 }
        return max(1, metrics.ascent + metrics.descent)
    }

    /// How far the pen moves after `text` at `size`, without rendering it. O(text).
    func advance(_ text: String, size: Int) -> Int {
        text.reduce(0) { $0 + advance(of: piece($1), size: size) }
    }

    private func advance(of piece: Piece, size: Int) -> Int {
        switch piece {
        case .emoji(let face, let glyphs), .text(let face, let glyphs):
            glyphs.reduce(0) { $0 + face.advance(glyph: $1, size: size) }
        case .placeholder: placeholderWidth(size)
        }
    }

    private func placeholderWidth(_ size: Int) -> Int { max(4, size * 6 / 10) }

    private func piece(_ grapheme: Character) -> Piece {
        if let emoji = fonts.emoji, FontSet.prefersEmoji(grapheme) || fonts.textFace(for: grapheme) == nil {
            // Without HarfBuzz a sequence is drawn scalar by scalar from the font's own map (a family as its members).
            let glyphs =
                fonts.shaper?.glyphs(for: String(grapheme)) ?? FontSet.drawnScalars(grapheme).map(emoji.glyphIndex)
            if !glyphs.isEmpty, !glyphs.contains(0) { return .emoji(emoji, glyphs) }
        }
        if let face = fonts.textFace(for: grapheme) {
            return .text(face, FontSet.drawnScalars(grapheme).map(face.glyphIndex))
        }
        return .placeholder
    }

    /// `text` drawn in `color` at `size`. A lone emoji gets a box as tall as the emoji or the line, whichever is
    /// taller, with the emoji centred; anything else sits on the text font's baseline in a line-high box.
    /// O(text + pixels).
    func render(_ text: String, size: Int, color: RenderColor) -> Rendered {
        let pieces = text.map(piece)
        let advances = pieces.map { advance(of: $0, size: size) }
        let width = max(1, advances.reduce(0, +))
        let lineHeight = lineHeight(size: size)
        let emojiMetrics = fonts.emoji?.metrics(size: size) ?? (ascent: size, descent: 0)
        let emojiHeight = emojiMetrics.ascent + emojiMetrics.descent
        var height = lineHeight
        if pieces.count == 1, case .emoji = pieces[0] { height = max(lineHeight, emojiHeight) }
        let textBaseline = fonts.primaryText?.metrics(size: size).ascent ?? size
        let emojiBaseline = (height - emojiHeight) / 2 + emojiMetrics.ascent
        var canvas = Canvas(width: width, height: height)
        var x = 0
        for (piece, advance) in zip(pieces, advances) {
            switch piece {
            case .emoji(let face, let glyphs), .text(let face, let glyphs):
                let baseline = face.isColorBitmap ? emojiBaseline : textBaseline
                var pen = x
                for glyph in glyphs {
                    if let bitmap = face.bitmap(glyph: glyph, size: size) {
                        canvas.draw(bitmap, at: Point(x: pen + bitmap.left, y: baseline - bitmap.top), color: color)
                    }
                    pen += face.advance(glyph: glyph, size: size)
                }
            case .placeholder:
                let box = Rect(
                    x: x + 1, y: (height - size) / 2 + 1, width: placeholderWidth(size) - 2, height: size - 2)
                canvas.frame(box, line: max(1, size / 16), color: color)
            }
            x += advance
        }
        let lasting = fonts.shaper != nil || !text.contains(where: FontSet.prefersEmoji)
        return Rendered(width: width, height: height, advance: width, pixels: canvas.pixels, lasting: lasting)
    }
}
