/// How well an emotion matched a query; results are ordered by it, best first, and within a rank by use.
public struct SearchRank: Hashable, Comparable, Sendable {
    /// Where the query was found, best first.
    public enum Tier: UInt8, Comparable, Sendable {
        /// A name is the query ("flag: Japan" for `flag japan`, 猫 for `猫`).
        case exactName
        /// A name starts with the query.
        case namePrefix
        /// A later word of a name starts with the query.
        case nameWordPrefix
        /// A keyword, a group's or a subgroup's name (or one of their words) starts with the query.
        case keywordPrefix
        /// The query is inside a word of a name or keyword.
        case substring

        public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How the query spelled what it found, best first.
    public enum Spelling: UInt8, Comparable, Sendable {
        /// As written (after folding case, accents and width).
        case text
        /// Chinese read as pinyin, every syllable typed in full (`xiaoku`).
        case pinyin
        /// Chinese read as pinyin, some syllable shortened (`xk`, `xiaok`).
        case pinyinAbbreviated

        public static func < (lhs: Spelling, rhs: Spelling) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let tier: Tier
    /// Below the tier: a direct match before a full pinyin one before an abbreviated one.
    public let spelling: Spelling

    public init(tier: Tier, spelling: Spelling = .text) {
        self.tier = tier
        self.spelling = spelling
    }

    /// How many distinct ranks there are: rank codes are `0..<codeCount`.
    static let codeCount = 15

    /// One byte, smaller is better: what the index computes with.
    static func code(tier: UInt8, spelling: Spelling) -> UInt8 { tier * 3 + spelling.rawValue }

    init(code: UInt8) {
        tier = Tier(rawValue: code / 3) ?? .substring
        spelling = Spelling(rawValue: code % 3) ?? .pinyinAbbreviated
    }

    var code: UInt8 { Self.code(tier: tier.rawValue, spelling: spelling) }

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.code < rhs.code }
}
