import CX11

/// The fonts for one pixel size: colour emoji, then text fonts tried in order for each grapheme (Xft has no fallback).
final class FontSet {
    static let emojiFamily = "Noto Color Emoji"
    static let textFamilies = ["DejaVu Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans"]

    let emoji: XftFontHandle?
    let shaper: EmojiShaper?
    let texts: [XftFontHandle]

    init(pixelSize: Int, display: XDisplay) {
        emoji = XftFontHandle(family: Self.emojiFamily, pixelSize: pixelSize, display: display)
        shaper = emoji?.file.flatMap { EmojiShaper(file: $0.path, index: $0.index) }
        texts = Self.textFamilies.compactMap { XftFontHandle(family: $0, pixelSize: pixelSize, display: display) }
    }

    /// The text font with every scalar of `grapheme` that matters (variation selectors and joiners aside).
    func textFont(for grapheme: Character) -> XftFontHandle? {
        let scalars = grapheme.unicodeScalars.filter { !($0.properties.isVariationSelector || $0 == "\u{200D}") }
        return texts.first { font in scalars.allSatisfy(font.has) }
    }

    static func prefersEmoji(_ grapheme: Character) -> Bool {
        let scalars = Array(grapheme.unicodeScalars)
        guard let first = scalars.first else { return false }
        if scalars.count > 1 {
            return scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier
                || (0x1F1E6...0x1F1FF).contains($0.value) || (0xE0020...0xE007F).contains($0.value) } && first.properties.isEmoji
        }
        return first.properties.isEmojiPresentation
    }
}
