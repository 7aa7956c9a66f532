/// Where each word of a search index occurs: for each word id, the documents (ascending, each once) with the tiers a
/// whole-word match and a prefix match earn there.
struct WordPostings: Sendable {
    /// Word `id` occurs in `docs[start[id]..<start[id + 1]]`; `tiers` is parallel: exact tier << 4 | prefix tier.
    let start: [Int32]
    let docs: [UInt32]
    let tiers: [UInt8]

    /// `occurrences` in ascending document order; a word found twice in a document keeps its best tiers. O(n + w).
    init(wordCount: Int, occurrences: [(word: UInt32, doc: UInt32, tiers: UInt8)]) {
        var start = [Int32](repeating: 0, count: wordCount + 1)
        for occurrence in occurrences { start[Int(occurrence.word) + 1] += 1 }
        for id in 0..<wordCount { start[id + 1] += start[id] }
        var fill = start
        var docs = [UInt32](repeating: 0, count: occurrences.count)
        var tiers = [UInt8](repeating: 0, count: occurrences.count)
        for occurrence in occurrences {
            let slot = Int(fill[Int(occurrence.word)])
            docs[slot] = occurrence.doc
            tiers[slot] = occurrence.tiers
            fill[Int(occurrence.word)] += 1
        }
        // Merge a document's repeats, which are adjacent since documents come in order.
        var kept = 0
        var compactStart = [Int32](repeating: 0, count: wordCount + 1)
        for id in 0..<wordCount {
            compactStart[id] = Int32(kept)
            var slot = Int(start[id])
            while slot < Int(start[id + 1]) {
                if kept > compactStart[id], docs[kept - 1] == docs[slot] {
                    let old = tiers[kept - 1]
                    tiers[kept - 1] = min(old >> 4, tiers[slot] >> 4) << 4 | min(old & 15, tiers[slot] & 15)
                } else {
                    docs[kept] = docs[slot]
                    tiers[kept] = tiers[slot]
                    kept += 1
                }
                slot += 1
            }
        }
        compactStart[wordCount] = Int32(kept)
        self.start = compactStart
        self.docs = Array(docs.prefix(kept))
        self.tiers = Array(tiers.prefix(kept))
    }

    /// The tier (`SearchRank.Tier` raw value) a match earns at an occurrence with `tiers`: its exact or prefix tier, or
    /// the substring tier for a match inside the word.
    static func tier(_ tiers: UInt8, _ match: WordMatch) -> UInt8 {
        switch match {
        case .exact: tiers >> 4
        case .prefix: tiers & 15
        case .inside: SearchRank.Tier.substring.rawValue
        }
    }

    /// The positions in `docs` and `tiers` of word `id`.
    func range(of id: UInt32) -> Range<Int> { Int(start[Int(id)])..<Int(start[Int(id) + 1]) }
}
