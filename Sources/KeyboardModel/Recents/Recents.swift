/// Recently inserted emotions by plain text (most recent first, no duplicates, at most `capacity`) with how often each
/// was used, the favourites the user pinned, in their order, and the skin tone last picked for each emoji. Saved by
/// `RecentsStore`, which merges what every running instance recorded.
public struct Recents: Hashable, Sendable {
    /// How many recents are kept: the `recents` setting, not the grid's size, so a run with a smaller grid keeps the
    /// whole list.
    public static let defaultCapacity = Configuration.defaults.recentsSize
    /// How many favourites can be pinned: the user's own choices, so no cap a user would reach, only a bound on the
    /// file's size (10,000 texts of at most 256 bytes fit in `RecentsStore.fileLimit`).
    public static let favouritesCapacity = 10_000
    /// How many emoji remember a picked tone: more than the catalog has emoji with tones.
    public static let tonesCapacity = 1000

    public struct Entry: Hashable, Sendable {
        public let text: String
        public var usage: EmotionUsage

        public init(text: String, usage: EmotionUsage) {
            self.text = text
            self.usage = usage
        }
    }

    public let capacity: Int
    public private(set) var entries: [Entry]
    public private(set) var favourites: [String]
    /// The variant last picked for each base emoji, by the base's text (the base itself when the plain one was picked).
    public private(set) var tones: [String: String]
    /// Uses recorded in this session by text, never trimmed: what the store adds to the file's counts.
    public private(set) var sessionUses: [String: Int] = [:]
    /// Codes renamed in this session, in order: the store applies those made since it last saved to the file.
    public private(set) var renames: [CodeRename] = []
    /// The wall-clock second recents were loaded at, given to uses until the store stamps the exact time.
    public let sessionClock: Int

    public init(
        entries: [Entry] = [], favourites: [String] = [], tones: [String: String] = [:],
        capacity: Int = defaultCapacity, now: Int = 0
    ) {
        self.capacity = max(1, capacity)
        var seen: Set<String> = []
        self.entries = Array(entries.filter { seen.insert($0.text).inserted }.prefix(self.capacity))
        var pinned: Set<String> = []
        self.favourites = Array(favourites.filter { pinned.insert($0).inserted }.prefix(Self.favouritesCapacity))
        self.tones = tones
        sessionClock = now
    }

    /// Recents from texts alone (most recent first), each used once.
    public init(texts: [String], capacity: Int = defaultCapacity) {
        self.init(entries: texts.map { Entry(text: $0, usage: EmotionUsage(count: 1, lastUse: 0)) }, capacity: capacity)
    }

    /// The texts, most recent first.
    public var texts: [String] { entries.map(\.text) }

    /// How each recent emotion was used.
    public var usage: [String: EmotionUsage] {
        Dictionary(entries.map { ($0.text, $0.usage) }, uniquingKeysWith: { first, _ in first })
    }

    /// Records one insertion of `text`: it moves to the front and counts one more use. O(capacity).
    public mutating func record(_ text: String) {
        var usage = EmotionUsage(count: 0, lastUse: Int64(sessionClock))
        if let index = entries.firstIndex(where: { $0.text == text }) { usage = entries.remove(at: index).usage }
        usage.count = usage.count < Int.max ? usage.count + 1 : usage.count
        usage.lastUse = max(usage.lastUse, Int64(sessionClock))
        entries.insert(Entry(text: text, usage: usage), at: 0)
        if entries.count > capacity { entries.removeLast(entries.count - capacity) }
        sessionUses[text, default: 0] += 1
    }

    public func isPinned(_ text: String) -> Bool { favourites.contains(text) }

    /// Pins `text` as the last favourite (nothing happens when it is pinned already or the list is full).
    public mutating func pin(_ text: String) {
        guard !favourites.contains(text), favourites.count < Self.favouritesCapacity else { return }
        favourites.append(text)
    }

    public mutating func unpin(_ text: String) {
        favourites.removeAll { $0 == text }
    }

    /// Pins `text` when it is not pinned, unpins it when it is.
    public mutating func togglePin(_ text: String) {
        if isPinned(text) { unpin(text) } else { pin(text) }
    }

    /// Remembers that `chosen` (a variant of `base`, or `base` itself) was picked for `base` (nothing happens when
    /// the list is full and `base` is new).
    public mutating func rememberTone(base: String, chosen: String) {
        guard tones[base] != nil || tones.count < Self.tonesCapacity else { return }
        tones[base] = chosen
    }

    /// Renames a sticker's code wherever it is (its place among the recents and favourites, its uses), and remembers
    /// the rename for the store. O(capacity + favourites).
    public mutating func rename(_ rename: CodeRename) {
        guard rename.from != rename.to else { return }
        entries = rename.applied(to: entries)
        favourites = rename.applied(to: favourites)
        if let uses = sessionUses.removeValue(forKey: rename.from) { sessionUses[rename.to, default: 0] += uses }
        renames.append(rename)
    }
}
