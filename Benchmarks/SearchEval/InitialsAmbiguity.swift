import KeyboardModel

/// How many different Chinese words of the catalog an initials query stands for (`sj`: 睡觉, 手机, 世界, 书籍, ...),
/// and what that allows: with k words behind a query and three results shown first, a ranking that cannot tell which
/// word the person means answers it with probability at most min(1, 3 / k) when each is as likely.
struct InitialsAmbiguity {
    /// The Chinese words (names, keywords and synonyms of emoji, two characters or more) by their initials, by
    /// every reading of each character.
    private let wordsByInitials: [String: Set<String>]

    /// `emojiTable` is assets/emoji.tsv, `synonyms` assets/synonyms.tsv. O(w · r) for w words of r readings.
    init(emojiTable: String, synonyms: String, readings: PinyinReadings) {
        var words: Set<String> = []
        for line in emojiTable.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("@") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 6 else { continue }
            words.insert(String(fields[3]))
            words.formUnion(fields[5].split(separator: "|").map(String.init))
        }
        for line in synonyms.split(separator: "\n") where !line.hasPrefix("#") {
            if let word = line.split(separator: "\t").first { words.insert(String(word)) }
        }
        var byInitials: [String: Set<String>] = [:]
        for word in words where word.count > 1 {
            var spellings: Set<String> = [""]
            for character in word {
                let initials = Set(readings.readings(of: character).compactMap(\.first))
                spellings = Set(
                    spellings.flatMap { spelling in initials.map { spelling + String($0) } }.sorted().prefix(16))
            }
            for spelling in spellings where !spelling.isEmpty { byInitials[spelling, default: []].insert(word) }
        }
        wordsByInitials = byInitials
    }

    /// How many words of the catalog `query` is the initials of.
    func words(of query: String) -> Int { wordsByInitials[query]?.count ?? 0 }

    /// The summary line of `rows` (initials queries): how many stand for four words or more, the median, and the
    /// expected top-3 of a ranking that cannot tell the words apart.
    func summary(_ rows: [Row]) -> String {
        let counts = rows.map { max(1, words(of: $0.query)) }.sorted()
        guard !counts.isEmpty else { return "" }
        let ambiguous = counts.count { $0 > 3 }
        let uninformed = counts.reduce(0.0) { $0 + min(1, 3 / Double($1)) } / Double(counts.count)
        return String(
            format: "initials (%d queries): %.1f%% stand for 4 or more words of the catalog (median %d); "
                + "a ranking that cannot tell them apart reaches %.1f%% top-3 when each word is as likely",
            counts.count, 100 * Double(ambiguous) / Double(counts.count), counts[counts.count / 2], 100 * uninformed)
    }
}
