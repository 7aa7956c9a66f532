/// How well an emotion matched a query; results are ordered by it, best first, then by use, then by popularity.
///
/// Whole before partial, direct before pinyin: a direct match (English, Chinese, any language as written) of a whole
/// name or word, then the same through pinyin typed in full (`xiaoku`), then in shortened pinyin (`xk`); then
/// prefixes and fragments in the same order. So a pinyin match never ranks above a direct whole-word one, and within
/// a spelling a whole name ranks above a whole word above a prefix above a fragment from inside a word.
public struct SearchRank: Hashable, Comparable, Sendable {
    /// Where the query was found, best first.
    public enum Tier: UInt8, Comparable, Sendable {
        /// An emoji's name is the query ("flag: Japan" for `flag japan`, 猫 for `猫`), or a sticker's code.
        case exactName
        /// A whole word of a name or keyword is the query (`japan` in "flag: Japan", `hug` for 🤗); for a sticker or a
        /// kaomoji, also its whole name.
        case word
        /// A whole word of a group's or subgroup's name is the query (`animal` for every animal), or an everyday word
        /// (assets/everyday-words.tsv: broader and less certain than the CLDR words and synonyms).
        case groupWord
        /// A word of a name or keyword starts with the query (`japan` in "Japanese castle").
        case prefix
        /// A word of a group's or subgroup's name starts with the query, typed as written and not in Chinese (`anim`):
        /// a Chinese character or syllable of a group's name (笑 of 笑脸) would bring the whole group.
        case groupPrefix
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
    /// With the tier: a direct match before a full pinyin one before an abbreviated one (see the type's order).
    public let spelling: Spelling

    public init(tier: Tier, spelling: Spelling = .text) {
        self.tier = tier
        self.spelling = spelling
    }

    static let tierCount: UInt8 = 6
    /// The tiers of a whole name or word: `exactName`, `word`, `groupWord`.
    private static let wholeTiers: UInt8 = 3

    /// How many distinct ranks there are: rank codes are `0..<codeCount`.
    static let codeCount = Int(tierCount) * 3

    /// One byte, smaller is better: what the index computes with. The whole tiers direct (0-2), in full pinyin (3-5)
    /// and in shortened pinyin (6-8), then the partial tiers in the same order (9-17).
    static func code(tier: UInt8, spelling: Spelling) -> UInt8 {
        tier < wholeTiers
            ? spelling.rawValue * wholeTiers + tier
            : 3 * wholeTiers + spelling.rawValue * wholeTiers + tier - wholeTiers
    }

    init(code: UInt8) {
        let partial = code >= 3 * Self.wholeTiers
        let within = partial ? code - 3 * Self.wholeTiers : code
        tier = Tier(rawValue: within % Self.wholeTiers + (partial ? Self.wholeTiers : 0)) ?? .substring
        spelling = Spelling(rawValue: within / Self.wholeTiers) ?? .pinyinAbbreviated
    }

    var code: UInt8 { Self.code(tier: tier.rawValue, spelling: spelling) }

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.code < rhs.code }
}
