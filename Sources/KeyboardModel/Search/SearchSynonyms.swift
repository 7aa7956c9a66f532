/// Words people type for an emotion that its CLDR names and keywords lack (`strong` for 💪, 点赞 for 👍), from
/// assets/synonyms.tsv (ranked as keywords) or assets/everyday-words.tsv (ranked as group names); a phrase of several
/// words is indexed as one word (`SearchIndexBuilder.joinedWord`).
public struct SearchSynonyms: Sendable {
    /// Extra keywords by emotion text without U+FE0F, separated by "|".
    private let keywords: [String: String]

    public static let none = SearchSynonyms(parsing: "")

    /// Reads lines of a word, a tab and the emotions it finds separated by spaces; `#` starts a comment line, and a
    /// line without both fields is skipped. O(n) in the size of `text`.
    public init(parsing text: String) {
        var keywords: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !fields[0].isEmpty else { continue }
            for emotion in fields[1].split(separator: " ") {
                let key = Self.key(emotion)
                keywords[key] = keywords[key].map { $0 + "|" + fields[0] } ?? String(fields[0])
            }
        }
        self.keywords = keywords
    }

    /// The extra keywords of `emotion`, separated by "|"; `nil` when it has none. O(length of `emotion`).
    public func keywords(of emotion: String) -> String? { keywords[Self.key(emotion)] }

    private static func key(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0.value != 0xFE0F })
        return String(scalars)
    }
}
