/// How often and when an emotion was inserted: input to search ranking (frequent emotions first).
public struct EmotionUsage: Hashable, Sendable, Codable {
    /// Times inserted, over every session and every running instance.
    public var count: Int
    /// The last insertion, in seconds since the epoch; a use not saved yet carries the time its session loaded recents.
    public var lastUsed: Int

    public init(count: Int, lastUsed: Int) {
        self.count = count
        self.lastUsed = lastUsed
    }
}
