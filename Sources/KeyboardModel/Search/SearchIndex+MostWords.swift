extension SearchIndex {
    /// When no emotion matches every word of `words`: ranks, in `ranks`, the emotions matching the most of them
    /// together, and returns the words left out. Each word is first matched alone; they are then taken best matched
    /// first (a whole word as written before one through pinyin, before a prefix, before a fragment: the rank of its
    /// best match), then in the order typed, each kept when some emotion still matches it with those kept before
    /// (`thumbs upp`: `thumbs`, and `upp`, a fragment, left out). A document ranks by its worst kept word; the kept
    /// words, in the order typed, then also match a name whole and pinyin typed apart. Every word is left out when
    /// none matches anything; words of one Latin letter, Chinese particles (`particles`, not named), and words past
    /// `maximumMostWords` are left out unread.
    /// O(q · (log w + m + p + n)) for q distinct words: each is matched once, the intersections are O(q · n).
    func matchMostWords(_ words: [[UInt8]], into ranks: inout [UInt8], wholeWords: inout [UInt32]) -> [[UInt8]] {
        var distinct: [[UInt8]] = []
        for word in words where !distinct.contains(word) { distinct.append(word) }
        guard distinct.count > 1 else { return distinct }
        // One Latin letter says too little to weigh (`s`, the start of anything, or initials of thousands of words), and
        // a Chinese particle (啊 of 猫咪啊) names no emotion: the other words go first, and it is left out unsaid.
        let considered = Array(
            distinct.filter { ($0.count > 1 || $0.first.map { $0 >= 0x80 } ?? false) && !Self.particles.contains($0) }
                .prefix(Self.maximumMostWords))
        var untracked: [UInt32] = []
        let alone: [(word: [UInt8], position: Int, best: UInt8, ranks: [UInt8], whole: [UInt32])] =
            considered.enumerated().map { position, word in
                var own = [UInt8](repeating: Self.unmatched, count: ranks.count)
                var whole: [UInt32] = []
                _ = match([word], into: &own, wholeWords: &whole, via: &untracked)
                return (word, position, own.min() ?? Self.unmatched, own, whole)
            }
        var together: [UInt8]?
        var kept: [(word: [UInt8], position: Int, whole: [UInt32])] = []
        for candidate in alone.filter({ $0.best != Self.unmatched }).sorted(by: {
            ($0.best, $0.position) < ($1.best, $1.position)
        }) {
            guard let before = together else {
                together = candidate.ranks
                kept.append((candidate.word, candidate.position, candidate.whole))
                continue
            }
            var any = false
            var next = before
            for doc in next.indices {
                next[doc] =
                    before[doc] == Self.unmatched || candidate.ranks[doc] == Self.unmatched
                    ? Self.unmatched : max(before[doc], candidate.ranks[doc])
                any = any || next[doc] != Self.unmatched
            }
            guard any else { continue }
            together = next
            kept.append((candidate.word, candidate.position, candidate.whole))
        }
        guard let together, !kept.isEmpty else { return distinct }
        // A document's rank is that of its worst kept word, as for a query of those words; then the passes that read
        // the words in the order typed.
        ranks = together
        wholeWords += kept.flatMap(\.whole)
        let inOrder = kept.sorted { $0.position < $1.position }.map(\.word)
        if inOrder.count > 1 {
            matchPhrase(inOrder, into: &ranks)
            matchPinyinTypedApart(inOrder, into: &ranks, wholeWords: &wholeWords)
        }
        return distinct.filter { !inOrder.contains($0) && !Self.particles.contains($0) }
    }

    /// Words of a query weighed for `matchMostWords`; nobody types more words that each mean something.
    static let maximumMostWords = 8
}
