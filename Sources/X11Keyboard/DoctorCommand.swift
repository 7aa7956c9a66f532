import ArgumentParser
import CX11
import KeyboardModel

/// `emotion-keyboard doctor`: which fonts the keyboard will use, how many catalog emoji the colour font draws (the others
/// are left out of every view) and the newest Emoji version it shows, whether
/// every kaomoji has its characters in those fonts (none drawn as boxes), and whether every sticker image decodes.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract:
            "Check the fonts (which files are used, how many catalog emoji the colour font draws, whether every kaomoji's characters are there) and decode every sticker image."
    )

    func run() throws {
        let catalog = try CatalogLoading.load(explicitPacks: [])
        // The libraries opened on first use are opened here first, so a missing one is named with its package; in the
        // order they need each other (fontconfig needs FreeType, which needs libpng), so the package named is the one
        // missing.
        guard LibPNG.library != nil else {
            throw CommandFailure("cannot decode sticker images without libpng; install libpng16-16")
        }
        guard FreeType.library != nil else {
            throw CommandFailure("cannot read fonts without FreeType; install libfreetype6")
        }
        guard Fontconfig.library != nil else {
            throw CommandFailure("cannot find fonts without fontconfig; install libfontconfig1")
        }
        for family in [FontSet.emojiFamily] + FontSet.textFamilies {
            StandardOutput.write("font \(family): \(FontCheck.file(of: family) ?? "not installed")\n")
        }
        guard let file = FontCheck.file(of: FontSet.emojiFamily) else {
            throw CommandFailure("no colour emoji font (\(FontSet.emojiFamily)); install fonts-noto-color-emoji")
        }
        guard HarfBuzz.library != nil else {
            throw CommandFailure("cannot shape emoji without HarfBuzz; install libharfbuzz0b")
        }
        guard EmojiShaper(file: file, index: 0) != nil else {
            throw CommandFailure("the colour emoji font \(file) cannot be read")
        }
        // The catalog's sequences the font draws as one glyph are shown; the others (newer than the font) are left out
        // of every view, which is not a fault.
        guard let texts = DrawableEmoji.catalogTexts(), let font = DrawableEmojiCheck.font(),
            let undrawn = DrawableEmojiCheck.undrawn(texts, font: font)
        else {
            throw CommandFailure("cannot read the emoji catalog \(DrawableEmoji.catalogPath)")
        }
        let hidden = HiddenEmoji(undrawn)
        StandardOutput.write(
            "\(texts.count - undrawn.count) of \(texts.count) sequences drawable with "
                + TerminalText.escaped(font.description) + "\n")
        if let file = DrawableEmoji.catalogFile() {
            let versions = EmojiVersions(parsing: file)
            let shown = { !hidden.contains($0) }
            StandardOutput.write(
                "newest Emoji version shown in full: \(versions.newestInFull(shown: shown) ?? "none")\n")
            for row in versions.missing(shown: shown) where row.missing > 0 {
                StandardOutput.write(
                    "  not drawn, left out: \(row.missing) of \(row.total) of Emoji \(TerminalText.escaped(row.version))\n"
                )
            }
        }
        let kaomoji = catalog.tabs.filter { $0.kind == .kaomoji }.flatMap(\.emotions)
        let coverage = FontCoverage(families: [FontSet.emojiFamily] + FontSet.textFamilies)
        let boxed = kaomoji.compactMap { emotion in
            var seen = Set<Character>()
            let missing = coverage.undrawn(in: emotion.text).filter { seen.insert($0).inserted }
            return missing.isEmpty ? nil : (emotion, missing)
        }
        StandardOutput.write(
            "kaomoji whose characters the fonts have: \(kaomoji.count - boxed.count) of \(kaomoji.count)\n")
        for (emotion, missing) in boxed.prefix(20) {
            let codes = missing.map {
                $0.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            }
            StandardOutput.write(
                "  boxes: "
                    + TerminalText.escaped("\(emotion.text) \(emotion.nameEN) lacks \(codes.joined(separator: ", "))")
                    + "\n")
        }
        let stickers = catalog.stickers.count
        let brokenImages = StickerImageCheck.broken(in: catalog)
        StandardOutput.write("sticker images that decode: \(stickers - brokenImages.count) of \(stickers)\n")
        for image in brokenImages.prefix(20) {
            StandardOutput.write("  " + TerminalText.escaped(image.line) + "\n")
        }
        if !boxed.isEmpty || !brokenImages.isEmpty { throw ExitCode.failure }
    }
}
