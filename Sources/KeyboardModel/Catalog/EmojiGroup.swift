/// One Unicode emoji group (a tab): its base emoji in file order, each carrying its skin-tone variants.
public struct EmojiGroup: Hashable, Sendable {
    public let name: String
    public let subgroups: [String]
    public let emotions: [Emotion]
    /// For each base of `emotions`, the index of its subgroup in `subgroups`; empty when the source named none.
    public let subgroupIndices: [Int]

    public init(name: String, subgroups: [String], emotions: [Emotion], subgroupIndices: [Int] = []) {
        self.name = name
        self.subgroups = subgroups
        self.emotions = emotions
        self.subgroupIndices = subgroupIndices
    }

    /// Every emoji of the group, skin-tone variants included, in file order.
    public var allEmotions: [Emotion] { emotions.flatMap { [$0] + $0.variants } }

    /// The subgroup of the base at `index` of `emotions`, if the source named one.
    public func subgroup(ofEmotionAt index: Int) -> String? {
        guard subgroupIndices.indices.contains(index), subgroups.indices.contains(subgroupIndices[index]) else {
            return nil
        }
        return subgroups[subgroupIndices[index]]
    }
}
