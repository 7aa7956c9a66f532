import ArgumentParser
import FoundationEssentials
import KeyboardModel

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
            case .fromPlain: "Plain text as the composer reads it: known [codes] become stickers (shown as codes, or listed with --format json)."
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

    func run() throws {
        let input = try StandardInput.readUTF8()
        let catalog = try CatalogLoading.load(explicitPacks: packs)
        var text = input
        if legacy { text = try LegacyLoading.load().normalize(text) }
        switch direction {
        case .toPlain:
            if emojiNames { text = EmojiNameCodes(emoji: catalog.emoji).encode(text) }
            StandardOutput.write(text)
        case .fromPlain:
            if emojiNames { text = EmojiNameCodes(emoji: catalog.emoji).decode(text) }
            var buffer = TextBuffer()
            buffer.importPlainText(text, codec: catalog.stickerCodec)
            switch format {
            case .text: StandardOutput.write(buffer.plainText)
            case .json: StandardOutput.write(try segmentsJSON(buffer.atoms, catalog: catalog) + "\n")
            }
        }
    }

    private func segmentsJSON(_ atoms: [TextAtom], catalog: KeyboardCatalog) throws -> String {
        struct Segment: Encodable {
            var text: String?
            var sticker: String?
            var image: String?
        }
        var segments: [Segment] = []
        for atom in atoms {
            switch atom {
            case .character(let character):
                if let last = segments.indices.last, segments[last].text != nil {
                    segments[last].text?.append(character)
                } else {
                    segments.append(Segment(text: String(character)))
                }
            case .sticker(let code):
                segments.append(Segment(sticker: code, image: catalog.byText[code]?.imagePath))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(segments), as: UTF8.self)
    }
}

enum LegacyLoading {
    static func load() throws -> LegacyCarrierEmoji {
        let path = DataLocations.fromEnvironment().assets + "/softbank.tsv"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read the legacy emoji table \(path)")
        }
        return LegacyCarrierEmoji.parse(String(decoding: data, as: UTF8.self))
    }
}
