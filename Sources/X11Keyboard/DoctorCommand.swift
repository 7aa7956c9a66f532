import ArgumentParser
import CX11
import KeyboardModel

/// `emotion-keyboard doctor`: which fonts the keyboard will use, and whether every catalog emoji shapes to one glyph.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the fonts: which files are used, and how many catalog emoji draw as one glyph.")

    func run() throws {
        let catalog = try CatalogLoading.load(explicitPacks: [])
        for family in [FontSet.emojiFamily] + FontSet.textFamilies {
            StandardOutput.write("font \(family): \(FontCheck.file(of: family) ?? "not installed")\n")
        }
        guard let file = FontCheck.file(of: FontSet.emojiFamily), let shaper = EmojiShaper(file: file, index: 0) else {
            throw CommandFailure("no colour emoji font (\(FontSet.emojiFamily)); install fonts-noto-color-emoji")
        }
        let emoji = catalog.emoji
        let broken = emoji.filter { emotion in
            let glyphs = shaper.glyphs(for: emotion.text)
            return glyphs.count != 1 || glyphs.contains(0)
        }
        StandardOutput.write("emoji shaped to one glyph: \(emoji.count - broken.count) of \(emoji.count)\n")
        for emotion in broken.prefix(20) {
            StandardOutput.write("  not one glyph: \(emotion.text) \(emotion.nameEN)\n")
        }
        if !broken.isEmpty { throw ExitCode.failure }
    }
}
