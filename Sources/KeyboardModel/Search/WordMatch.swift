/// How a query word matches a word of the index, directly or read as pinyin, best first.
enum WordMatch: UInt8, Comparable, Sendable {
    /// The whole word (for pinyin: every syllable, from the first).
    case exact
    /// The word's start (for pinyin: from its first syllable).
    case prefix
    /// Somewhere inside it (for pinyin: from a later syllable).
    case inside

    static func < (lhs: WordMatch, rhs: WordMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
