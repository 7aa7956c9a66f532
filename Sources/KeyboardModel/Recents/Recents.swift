/// Recently inserted emotions by plain text: most recent first, no duplicates, at most `capacity`.
public struct Recents: Hashable, Sendable {
    public private(set) var texts: [String]
    public let capacity: Int

    public init(texts: [String] = [], capacity: Int) {
        self.capacity = max(1, capacity)
        var seen: Set<String> = []
        self.texts = Array(texts.filter { seen.insert($0).inserted }.prefix(self.capacity))
    }

    public mutating func record(_ text: String) {
        texts.removeAll { $0 == text }
        texts.insert(text, at: 0)
        if texts.count > capacity { texts.removeLast(texts.count - capacity) }
    }
}
