extension SearchIndex {
    /// When no emotion matches every word of `words`: ranks, in `ranks`, the emotions matching the most of them
    /// together, and returns the words left out. Words are taken from the most specific (the one matching the fewest
    /// emotions) on, each kept when some emotion still matches it with those kept before (`happy birthday`: what
    /// `birthday` finds, `happy` left out). Every word is left out when none matches anything. Words past
    /// `maximumMostWords` are left out unread. O(q² · (log w + m + n)) for q distinct words.
    func matchMostWords(_ words: [[UInt8]], into ranks: inout [UInt8], wholeWords: inout [UInt32]) -> [[UInt8]] {
        var distinct: [[UInt8]] = []
        for word in words where !distinct.contains(word) { distinct.append(word) }
        let considered = Array(distinct.prefix(Self.maximumMostWords))
        var untracked: [UInt32] = []
        var scratch = [UInt8](repeating: Self.unmatched, count: ranks.count)
        var unusedWholeWords: [UInt32] = []
        let bySpecificity = considered.map { word -> (word: [UInt8], matches: Int) in
            for doc in scratch.indices { scratch[doc] = Self.unmatched }
            _ = match([word], into: &scratch, wholeWords: &unusedWholeWords, via: &untracked)
            return (word, scratch.count { $0 != Self.unmatched })
        }.filter { $0.matches > 0 }.sorted { $0.matches < $1.matches }
        var kept: [[UInt8]] = []
        for candidate in bySpecificity {
            for doc in scratch.indices { scratch[doc] = Self.unmatched }
            var candidateWholeWords: [UInt32] = []
            guard match(kept + [candidate.word], into: &scratch, wholeWords: &candidateWholeWords, via: &untracked) else { continue }
            kept.append(candidate.word)
            ranks = scratch
            wholeWords = candidateWholeWords
        }
        return distinct.filter { !kept.contains($0) }
    }

    /// Words of a query weighed for `matchMostWords`; nobody types more words that each mean something.
    static let maximumMostWords = 8
}
