import CX11
import KeyboardModel

/// The fonts for one pixel size: colour emoji, then text fonts tried in order for each grapheme (Xft has no fallback).
/// Text fonts open on first need, since each open is a fontconfig match and start-up time counts.
final class FontSet {
    // The defaults live in Configuration; the settings keys emoji-font and text-fonts are not passed here yet.
    static let emojiFamily = Configuration.defaults.emojiFont
    static let textFamilies = Configuration.defaults.textFonts

    private let display: XDisplay
    private let pixelSize: Int
    let emoji: XftFontHandle?
    let shaper: EmojiShaper?
    private var opened: [XftFontHandle?] = []

    init(pixelSize: Int, display: XDisplay, shaper: (XftFontHandle) -> EmojiShaper?) {
        self.display = display
        self.pixelSize = pixelSize
        emoji = XftFontHandle(family: Self.emojiFamily, pixelSize: pixelSize, display: display)
        self.shaper = emoji.flatMap(shaper)
    }

    private func textFont(_ index: Int) -> XftFontHandle? {
        while opened.count <= index {
            opened.append(XftFontHandle(family: Self.textFamilies[opened.count], pixelSize: pixelSize, display: display))
        }
        return opened[index]
    }

    /// The first text font that opens: metrics for lines of text.
    var primaryText: XftFontHandle? {
        Self.textFamilies.indices.lazy.compactMap(textFont).first
    }

    /// The text font with every scalar of `grapheme` that matters (variation selectors and joiners aside).
    func textFont(for grapheme: Character) -> XftFontHandle? {
        let scalars = grapheme.unicodeScalars.filter { !($0.properties.isVariationSelector || $0 == "\u{200D}") }
        return Self.textFamilies.indices.lazy.compactMap(textFont).first { font in scalars.allSatisfy(font.has) }
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
