import ArgumentParser
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard convert`: plain text through the composer's codec, stdin to stdout.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert text between the composer and plain text (stdin to stdout).",
        discussion: "Stickers are written as their [codes] either way: a terminal cannot show images.")

    enum Direction: String, EnumerableFlag {
        case toPlain, fromPlain

        static func help(for value: Direction) -> ArgumentHelp? {
            switch value {
            case .toPlain: "Text as it would be stored or sent: with --emoji-names, emoji become [中文名] codes."
            case .fromPlain:
                "Plain text as the composer reads it: known [codes] become stickers (shown as codes, or listed with --format json)."
            }
        }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Flag var direction: Direction

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder.")
    var packs: [String] = []

    @Flag(help: "Turn SoftBank private-use emoji (old iPhone text) into standard Unicode emoji.")
    var legacy = false

    @Flag(help: "Map emoji to and from codes of their Chinese CLDR names, e.g. 😂 <-> [笑哭了].")
    var emojiNames = false

    @Option(help: "With --from-plain: text, or json listing text and sticker segments.")
    var format: Format = .text

    /// Streams standard input through `PlainTextConversion`: memory stays bounded by the piece size (and the longest
    /// grapheme) whatever the input's size. Control characters are dropped as the composer drops them from a paste.
    func run() throws {
        let catalog = try CatalogLoading.load(explicitPacks: packs)
        let names = emojiNames ? EmojiNameCodes(emoji: catalog.emoji, reserved: Set(catalog.stickers.map(\.text))) : nil
        var conversion = PlainTextConversion(
            direction: direction == .toPlain ? .toPlain : .fromPlain,
            format: format == .json ? .segmentsJSON : .text, codec: catalog.stickerCodec,
            legacy: legacy ? try LegacyLoading.load() : nil, names: names,
            image: { catalog.emotion(forText: $0)?.imagePath })
        var decoder = UTF8StreamDecoder()
        var chunker = TextChunker()
        do {
            try StandardInput.read { bytes in
                let ready = chunker.feed(TextInput.sanitized(try decoder.decode(bytes), keepLineBreaks: true))
                if !ready.isEmpty { try write(conversion.convert(ready)) }
            }
            try decoder.finish()
        } catch let error as UTF8StreamDecoder.InvalidUTF8 {
            throw CommandFailure("standard input is not valid UTF-8 (first bad byte at offset \(error.offset))")
        }
        try write(conversion.convert(chunker.finish()) + conversion.finish())
    }

    /// Writes output, escaped as every terminal output is (line breaks and tabs kept; JSON is escaped as it is
    /// built); a closed or failing standard output stops the conversion instead of reading on.
    private func write(_ text: String) throws {
        let safe =
            format == .json && direction == .fromPlain ? text : TerminalText.escaped(text, keepingLineBreaks: true)
        guard StandardOutput.write(safe) else { throw CommandFailure("cannot write standard output") }
    }
}
