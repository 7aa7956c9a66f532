/// How often and how lately the user inserted an emotion: what breaks ties between equally good search matches.
public struct EmotionUsage: Hashable, Sendable {
    /// Times inserted.
    public var count: Int
    /// When last inserted, on any clock where later is larger (e.g. seconds since 1970).
    public var lastUse: Int64

    public init(count: Int, lastUse: Int64) {
        self.count = count
        self.lastUse = lastUse
    }
}
