import KeyboardModel

/// The fonts of one rendering thread: colour emoji, then text fonts tried in order for each grapheme (one font rarely
/// has every script). Each opens on first need: a warm start draws from the glyph cache and opens none.
final class FontSet {
    // The defaults live in Configuration; the settings keys emoji-font and text-fonts are not passed here yet.
    static let emojiFamily = Configuration.defaults.emojiFont
    static let textFamilies = Configuration.defaults.textFonts

    private let library: FreeTypeLibrary?
    private let files: FontFiles
    private var opened: [FontFace?] = []
    private var emojiOpened = false
    private var emojiFace: FontFace?
    private var emojiShaper: EmojiShaper?

    init(files: FontFiles = .shared) {
        library = FreeTypeLibrary()
        self.files = files
    }

    var emoji: FontFace? {
        openEmoji()
        return emojiFace
    }

    var shaper: EmojiShaper? {
        openEmoji()
        return emojiShaper
    }

    private func openEmoji() {
        guard !emojiOpened else { return }
        emojiOpened = true
        guard let library, let file = files.file(of: Self.emojiFamily) else { return }
        emojiFace = FontFace(file: file, library: library)
        emojiShaper = emojiFace.flatMap { EmojiShaper(face: $0) }
    }

    private func textFace(_ index: Int) -> FontFace? {
        while opened.count <= index {
            let file = files.file(of: Self.textFamilies[opened.count])
            opened.append(library.flatMap { library in file.flatMap { FontFace(file: $0, library: library) } })
        }
        return opened[index]
    }

    /// The first text font that opens: metrics for lines of text.
    var primaryText: FontFace? {
        Self.textFamilies.indices.lazy.compactMap(textFace).first
    }

    /// The text font with every scalar of `grapheme` that matters (variation selectors and joiners aside).
    func textFace(for grapheme: Character) -> FontFace? {
        let scalars = Self.drawnScalars(grapheme)
        return Self.textFamilies.indices.lazy.compactMap(textFace).first { face in scalars.allSatisfy(face.has) }
    }

    /// The scalars of `grapheme` a text font draws: variation selectors and joiners only steer emoji fonts.
    static func drawnScalars(_ grapheme: Character) -> [Unicode.Scalar] {
        grapheme.unicodeScalars.filter { !($0.properties.isVariationSelector || $0 == "\u{200D}") }
    }

    static func prefersEmoji(_ grapheme: Character) -> Bool {
        let scalars = Array(grapheme.unicodeScalars)
        guard let first = scalars.first else { return false }
        if scalars.count > 1 {
            return scalars.contains {
                $0 == "\u{FE0F}" || $0 == "\u{20E3}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier
                    || (0x1F1E6...0x1F1FF).contains($0.value) || (0xE0020...0xE007F).contains($0.value)
            } && first.properties.isEmoji
        }
        return first.properties.isEmojiPresentation
    }
}
