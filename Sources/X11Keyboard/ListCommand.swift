import ArgumentParser
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard list`: every emotion of every tab, skin-tone variants included, the emoji the colour font does not
/// draw left out (`DrawableEmoji`).
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print every emotion: tab, inserted text, plain-text code, English name.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case tsv, json }

    @Option(
        name: .customLong("pack"),
        help: "Add the sticker pack in this folder (pack.json, LXWeibo info.plist or PPStickerKeyboard plist).")
    var packs: [String] = []

    @Option(help: "Output format: tsv or json.")
    var format: Format = .tsv

    /// Every sticker image is checked in full first (`StickerImageCheck`): one that would not decode is reported on
    /// standard error and left out, so the list holds what the window can draw. An image found good by an earlier
    /// call and unchanged since is not decoded again (`CheckedImages`), and the user's packs come from the pack cache
    /// when they did not change. Fields are escaped for the terminal.
    func run() throws {
        let catalog = try CatalogLoading.load(
            explicitPacks: packs, fromPackCache: true, hidden: DrawableEmoji.hiddenForCommand())
        let broken = Self.brokenImages(in: catalog)
        for image in broken { StandardError.warn(image.line + "; left out") }
        let left = Set(broken.map(\.emotion.text))
        var rows: [Row] = []
        for tab in catalog.tabs where !tab.isPersonal {
            for base in tab.emotions {
                for emotion in [base] + base.variants where !(emotion.isSticker && left.contains(emotion.text)) {
                    rows.append(Row(tab: tab.title, text: emotion.text, code: emotion.code ?? "", name: emotion.nameEN))
                }
            }
        }
        switch format {
        case .tsv:
            StandardOutput.write(
                rows.map {
                    [$0.tab, $0.text, $0.code, $0.name].map { TerminalText.escaped($0) }.joined(separator: "\t") + "\n"
                }.joined())
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            StandardOutput.write(
                TerminalText.escapedJSON(String(decoding: try encoder.encode(rows), as: UTF8.self)) + "\n")
        }
    }

    /// The stickers whose image does not decode, with the record of images found good read from and written to the
    /// cache folder (when it is ours alone).
    static func brokenImages(in catalog: KeyboardCatalog) -> [StickerImageCheck.Broken] {
        let folder = DataLocations.ofThisProcess.cacheDirectory
        let path = CheckedImages.path(in: folder)
        let bytes =
            PrivateFolder.check(folder) == nil
            ? (try? OpenedFile(path, followLinks: false)).flatMap { try? $0.readAll(limit: CheckedImages.sizeLimit) }
            : nil
        var checked = CheckedImages(parsing: bytes)
        let broken = StickerImageCheck.broken(in: catalog, checked: &checked).broken
        if checked.changed, PrivateFolder.prepare(folder) == nil {
            try? AtomicFile.write(checked.encoded, to: path, durable: false)
        }
        return broken
    }

    struct Row: Encodable {
        let tab: String
        let text: String
        let code: String
        let name: String
    }
}
