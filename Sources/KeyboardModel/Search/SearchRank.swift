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

    public let tier: Tier
    /// Found by reading a Chinese name as pinyin; below a direct match of the same tier.
    public let viaPinyin: Bool

    public init(tier: Tier, viaPinyin: Bool) {
        self.tier = tier
        self.viaPinyin = viaPinyin
    }

    /// One byte, smaller is better: what the index computes with.
    init(code: UInt8) {
        tier = Tier(rawValue: code >> 1) ?? .substring
        viaPinyin = code & 1 == 1
    }

    var code: UInt8 { tier.rawValue << 1 | (viaPinyin ? 1 : 0) }

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.code < rhs.code }
}
