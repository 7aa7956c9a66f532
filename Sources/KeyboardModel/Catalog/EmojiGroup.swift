/// One Unicode emoji group (a tab): its base emoji in file order, each carrying its skin-tone variants.
public struct EmojiGroup: Hashable, Sendable {
    public let name: String
    public let subgroups: [String]
    public let emotions: [Emotion]

    /// Every emoji of the group, skin-tone variants included, in file order.
    public var allEmotions: [Emotion] { emotions.flatMap { [$0] + $0.variants } }
}
