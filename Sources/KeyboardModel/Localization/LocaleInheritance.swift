/// How CLDR locales fall back to one another: explicit parent locales (`zh_Hant` falls back to root, not `zh`) and the
/// likely script of a language or a language and region (`zh_TW` is written in `Hant`), from CLDR's supplemental data.
public struct LocaleInheritance: Hashable, Sendable {
    /// Child locale to parent, from `<parentLocale>`.
    public var parents: [String: String]
    /// `language` or `language_REGION` to its likely script, from `<likelySubtag>`.
    public var likelyScripts: [String: String]

    public init(parents: [String: String], likelyScripts: [String: String]) {
        self.parents = parents
        self.likelyScripts = likelyScripts
    }

    /// What is needed without CLDR installed, where only English and Chinese names exist: Traditional Chinese regions
    /// and the parent CLDR gives Traditional Chinese.
    public static let builtIn = LocaleInheritance(
        parents: ["zh_Hant": "root"],
        likelyScripts: ["zh": "Hans", "zh_TW": "Hant", "zh_HK": "Hant", "zh_MO": "Hant"])

    /// The locales to look names up in for `locale`, most specific first, ending before root: `zh_TW` gives
    /// `zh_Hant_TW, zh_Hant`; `en_GB` gives `en_GB, en_001, en`; `de_AT` gives `de_AT, de`. The script is kept only
    /// when it is not the language's likely one, as CLDR names its files. At most 8 steps, whatever the data says.
    public func chain(for locale: LocaleID) -> [String] {
        let script =
            locale.script ?? locale.region.flatMap { likelyScripts["\(locale.language)_\($0)"] }
            ?? likelyScripts[locale.language]
        let keepScript = script != nil && script != likelyScripts[locale.language]
        var current = LocaleID(language: locale.language, script: keepScript ? script : nil, region: locale.region)
            .identifier
        var chain: [String] = []
        while current != "root", chain.count < 8, !chain.contains(current) {
            chain.append(current)
            current = parents[current] ?? current.lastIndex(of: "_").map { String(current[..<$0]) } ?? "root"
        }
        return chain
    }
}
