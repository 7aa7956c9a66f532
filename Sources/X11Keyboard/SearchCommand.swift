import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard search WORDS...`: the emotions the window's search index finds, best first.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract:
            "Print the emotions matching the words, best first: text, code, English, Chinese and your language's name.",
        discussion: """
            Words match names and keywords in English, Chinese and your language (the language setting, else LANGUAGE, \
            LC_ALL, LC_MESSAGES and LANG), sticker codes, kaomoji names, group names and pinyin (xiao, xiaoku or xk \
            find 笑哭了). When no emotion matches every word, those matching the words that match together are printed and \
            standard error names the words left out. Exit status 1 when nothing matches.
            """)

    @Argument(help: "Words to look for, e.g. cat, 笑 or xiaoku.")
    var words: [String]

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder.")
    var packs: [String] = []

    @Option(help: "Language of names, a locale such as de or zh_Hant, or auto (setting language).")
    var language: String?

    func validate() throws {
        var overrides = ConfigurationOverrides()
        overrides.language = language
        do {
            _ = try overrides.applied(to: Configuration())
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        var overrides = ConfigurationOverrides()
        overrides.language = language
        let configuration = try UserConfiguration.load(overrides: overrides)
        let names = BackgroundValue { UserLanguages.names(setting: configuration.language) }
        let catalog = try CatalogLoading.load(
            explicitPacks: packs, lazily: true, hidden: DrawableEmoji.hiddenForCommand())
        let loaded: (index: SearchIndex, problems: [String])
        do {
            loaded = try SearchIndex.load(
                catalog: catalog, locations: DataLocations.ofThisProcess, names: try names.wait())
        } catch {
            throw CommandFailure("cannot build the search index from \(DataLocations.ofThisProcess.assets): \(error)")
        }
        for problem in loaded.problems { StandardError.warn(problem) }
        let found = loaded.index.search(words.joined(separator: " "))
        guard !found.isEmpty else { throw ExitCode.failure }
        if !found.ignoredWords.isEmpty { StandardError.warn(UIWords(.english).wordsLeftOut(found.ignoredWords)) }
        let local = try names.wait()
        StandardOutput.write(
            found.map {
                [$0.text, $0.code ?? "", $0.nameEN, $0.nameZH, local.name(of: $0)].map { TerminalText.escaped($0) }
                    .joined(separator: "\t") + "\n"
            }.joined())
    }
}
