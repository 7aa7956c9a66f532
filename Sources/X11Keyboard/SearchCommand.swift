import ArgumentParser
import KeyboardModel

/// `emotion-keyboard search WORDS...`: emotions whose English or Chinese names or keywords contain every word.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the emotions whose names or keywords (English or Chinese) contain every word: text, code, English and Chinese name.",
        discussion: "Exit status 1 when nothing matches.")

    @Argument(help: "Words to look for, e.g. cat or 笑.")
    var words: [String]

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder.")
    var packs: [String] = []

    func run() throws {
        let found = try CatalogLoading.load(explicitPacks: packs).search(words.joined(separator: " "))
        guard !found.isEmpty else { throw ExitCode.failure }
        StandardOutput.write(found.map { [$0.text, $0.code ?? "", $0.nameEN, $0.nameZH].map(TerminalText.escaped).joined(separator: "\t") + "\n" }.joined())
    }
}
