/// How commonly each emoji is used, from the generated `popularity.tsv` (see assets/popularity.py): the prior that
/// orders equally good search matches, after the user's own use.
public struct EmojiPopularity: Sendable {
    /// Places by emoji text without U+FE0F, 0 for the most used.
    private let places: [String: Int32]

    public static let none = EmojiPopularity(parsing: "")

    /// Reads one emoji a line, most used first; `#` starts a comment line, and a repeated emoji keeps its first place.
    /// O(n) in the size of `text`.
    public init(parsing text: String) {
        var places: [String: Int32] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let key = Self.key(line.split(separator: "\t", maxSplits: 1).first ?? "")
            if !key.isEmpty, places[key] == nil { places[key] = Int32(places.count) }
        }
        self.places = places
    }

    /// The place of `emoji` in the ranking, 0 for the most used; `nil` when it is not ranked. O(length of `emoji`).
    public func place(of emoji: String) -> Int32? { places[Self.key(emoji)] }

    /// Where an emoji the ranking lacks is placed: the data predates it (most emoji from Emoji 4.0 on, and flags but
    /// ten), and past this place the ranked emoji are each used less than one in a thousand times, so an unranked one
    /// is not assumed rarer than they are. Stickers and kaomoji come right after, so that a pack's name never shadows an
    /// emoji's keyword (`hug`: 🤗 before the kaomoji called hug).
    public static let unrankedPlace: Int32 = 200

    /// How many emoji are ranked.
    public var count: Int { places.count }

    private static func key(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0.value != 0xFE0F && $0.value != 0x20 })
        return String(scalars)
    }
}
