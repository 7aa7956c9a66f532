import ArgumentParser
import CX11
import KeyboardModel

/// `emotion-keyboard doctor`: which fonts the keyboard will use, whether every catalog emoji shapes to one glyph, whether
/// every kaomoji has its characters in those fonts (none drawn as boxes), and whether every sticker image decodes.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the fonts (which files are used, how many catalog emoji draw as one glyph, whether every kaomoji's characters are there) and decode every sticker image.")

    func run() throws {
        let catalog = try CatalogLoading.load(explicitPacks: [])
        // The libraries opened on first use are opened here first, so a missing one is named with its package; in the
        // order they need each other (fontconfig needs FreeType, which needs libpng), so the package named is the one
        // missing.
        guard LibPNG.library != nil else { throw CommandFailure("cannot decode sticker images without libpng; install libpng16-16") }
        guard FreeType.library != nil else { throw CommandFailure("cannot read fonts without FreeType; install libfreetype6") }
        guard Fontconfig.library != nil else { throw CommandFailure("cannot find fonts without fontconfig; install libfontconfig1") }
        for family in [FontSet.emojiFamily] + FontSet.textFamilies {
            StandardOutput.write("font \(family): \(FontCheck.file(of: family) ?? "not installed")\n")
        }
        guard let file = FontCheck.file(of: FontSet.emojiFamily) else {
            throw CommandFailure("no colour emoji font (\(FontSet.emojiFamily)); install fonts-noto-color-emoji")
        }
        guard HarfBuzz.library != nil else { throw CommandFailure("cannot shape emoji without HarfBuzz; install libharfbuzz0b") }
        guard let shaper = EmojiShaper(file: file, index: 0) else {
            throw CommandFailure("the colour emoji font \(file) cannot be read")
        }
        let emoji = catalog.emoji
        let broken = emoji.filter { emotion in
            let glyphs = shaper.glyphs(for: emotion.text)
            return glyphs.count != 1 || glyphs.contains(0)
        }
        StandardOutput.write("emoji shaped to one glyph: \(emoji.count - broken.count) of \(emoji.count)\n")
        for emotion in broken.prefix(20) {
            StandardOutput.write("  not one glyph: " + TerminalText.escaped("\(emotion.text) \(emotion.nameEN)") + "\n")
        }
        let kaomoji = catalog.tabs.filter { $0.kind == .kaomoji }.flatMap(\.emotions)
        let coverage = FontCoverage(families: [FontSet.emojiFamily] + FontSet.textFamilies)
        let boxed = kaomoji.compactMap { emotion in
            var seen = Set<Character>()
            let missing = coverage.undrawn(in: emotion.text).filter { seen.insert($0).inserted }
            return missing.isEmpty ? nil : (emotion, missing)
        }
        StandardOutput.write("kaomoji whose characters the fonts have: \(kaomoji.count - boxed.count) of \(kaomoji.count)\n")
        for (emotion, missing) in boxed.prefix(20) {
            let codes = missing.map { $0.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
            StandardOutput.write("  boxes: " + TerminalText.escaped("\(emotion.text) \(emotion.nameEN) lacks \(codes.joined(separator: ", "))") + "\n")
        }
        let stickers = catalog.stickers.count
        let brokenImages = StickerImageCheck.broken(in: catalog)
        StandardOutput.write("sticker images that decode: \(stickers - brokenImages.count) of \(stickers)\n")
        for image in brokenImages.prefix(20) {
            StandardOutput.write("  " + TerminalText.escaped(image.line) + "\n")
        }
        if !broken.isEmpty || !boxed.isEmpty || !brokenImages.isEmpty { throw ExitCode.failure }
    }
}
