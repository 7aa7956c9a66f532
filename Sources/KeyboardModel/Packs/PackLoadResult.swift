/// What loading one pack folder gave: the packs that loaded (a PPStickerKeyboard plist may hold several) and every problem found.
public struct PackLoadResult: Sendable {
    public var packs: [StickerPack] = []
    public var problems: [PackProblem] = []

    public init(packs: [StickerPack] = [], problems: [PackProblem] = []) {
        self.packs = packs
        self.problems = problems
    }

    package mutating func merge(_ other: PackLoadResult) {
        packs += other.packs
        problems += other.problems
    }
}
