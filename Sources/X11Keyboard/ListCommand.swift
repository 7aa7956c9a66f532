import ArgumentParser
import FoundationEssentials
import KeyboardModel

/// `emotion-keyboard list`: every emotion of every tab, skin-tone variants included.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print every emotion: tab, inserted text, plain-text code, English name.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case tsv, json }

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder (pack.json, LXWeibo info.plist or PPStickerKeyboard plist).")
    var packs: [String] = []

    @Option(help: "Output format: tsv or json.")
    var format: Format = .tsv

    func run() throws {
        let catalog = try CatalogLoading.load(explicitPacks: packs)
        var rows: [Row] = []
        for tab in catalog.tabs where tab.kind != .recent {
            for base in tab.emotions {
                for emotion in [base] + base.variants {
                    rows.append(Row(tab: tab.title, text: emotion.text, code: emotion.code ?? "", name: emotion.nameEN))
                }
            }
        }
        switch format {
        case .tsv:
            StandardOutput.write(rows.map { "\($0.tab)\t\($0.text)\t\($0.code)\t\($0.name)\n" }.joined())
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            StandardOutput.write(String(decoding: try encoder.encode(rows), as: UTF8.self) + "\n")
        }
    }

    struct Row: Encodable {
        let tab: String
        let text: String
        let code: String
        let name: String
    }
}
