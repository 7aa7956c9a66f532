import ArgumentParser
import KeyboardModel

/// `emotion-keyboard search WORDS...`: the emotions the window's search index finds, best first.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the emotions matching every word, best first: text, code, English and Chinese name.",
        discussion: """
            Words match English and Chinese names and keywords, sticker codes, kaomoji names, group names and pinyin \
            (xiao, xiaoku or xk find 笑哭了). Exit status 1 when nothing matches.
            """)

    @Argument(help: "Words to look for, e.g. cat, 笑 or xiaoku.")
    var words: [String]

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder.")
    var packs: [String] = []

    func run() throws {
        let catalog = try CatalogLoading.load(explicitPacks: packs, lazily: true)
        let loaded: (index: SearchIndex, problems: [String])
        do {
            loaded = try SearchIndex.load(catalog: catalog, locations: DataLocations.fromEnvironment())
        } catch {
            throw CommandFailure("cannot build the search index from \(DataLocations.fromEnvironment().assets): \(error)")
        }
        for problem in loaded.problems { StandardError.warn(problem) }
        let found = loaded.index.search(words.joined(separator: " "))
        guard !found.isEmpty else { throw ExitCode.failure }
        StandardOutput.write(found.map { [$0.text, $0.code ?? "", $0.nameEN, $0.nameZH].map(TerminalText.escaped).joined(separator: "\t") + "\n" }.joined())
    }
}
