/// Names and keywords of emoji in the user's language, for the magnifier, the status line and search: the first CLDR
/// locale of the user's fallback chain that names an emoji wins; what none names falls back to the catalog's English
/// (or Chinese, when the chain ends in `zh`) from assets/emoji.tsv, which needs no CLDR package.
public struct LocalizedNames: Hashable, Sendable {
    /// The languages assets/emoji.tsv carries for every emoji.
    public enum BuiltIn: String, Hashable, Sendable {
        case english = "en"
        case chinese = "zh"
    }

    /// An emoji's name and keywords in one locale; either may be empty when the locale has only the other.
    public struct Entry: Hashable, Sendable {
        public var name: String
        /// Keywords separated by "|", as CLDR lists them.
        public var keywords: String

        public init(name: String, keywords: String) {
            self.name = name
            self.keywords = keywords
        }

        /// The keywords one by one.
        public var keywordList: [Substring] { keywords.split(separator: "|") }
    }

    /// The CLDR locales names were read from, most specific first; empty when only built-in names are used.
    public let locales: [String]
    /// The catalog language used for what those locales do not name.
    public let fallback: BuiltIn
    /// By emoji without U+FE0F.
    package let entries: [String: Entry]

    public init(locales: [String], fallback: BuiltIn, entries: [String: Entry]) {
        self.locales = locales
        self.fallback = fallback
        self.entries = entries
    }

    /// Only the catalog's English names.
    /// Whether the user reads Traditional Chinese (a `zh_Hant` locale in the chain): stickers with a Traditional
    /// Chinese code are inserted and copied as that code.
    public var prefersTraditionalChinese: Bool { locales.contains { $0.hasPrefix("zh_Hant") } }

    public static let english = LocalizedNames(locales: [], fallback: .english, entries: [:])

    /// The name to show for `emotion`: the localized name of an emoji, else the catalog's name in the fallback language.
    public func name(of emotion: Emotion) -> String {
        if case .emoji = emotion.kind, !emotion.keywords.hasPrefix(OwnStickerCommand.keywordPrefix),
            let name = entry(forEmoji: emotion.text)?.name, !name.isEmpty
        {
            return name
        }
        return emotion.name(chinese: fallback == .chinese)
    }

    /// The localized name and keywords of an emoji (with or without U+FE0F); `nil` when no locale of the chain has it.
    public func entry(forEmoji text: String) -> Entry? {
        entries[text] ?? entries[Self.key(text)]
    }

    /// Every localized emoji (without U+FE0F) with its entry, for a search index. O(number of emoji).
    public var allEntries: [String: Entry] { entries }

    /// An emoji as CLDR keys it: without U+FE0F.
    package static func key(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{FE0F}") else { return text }
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { $0 != "\u{FE0F}" })
        return result
    }
}
