/// A group found by a quick scan of `emoji.tsv`, its emoji parsed on first use.
public struct LazyEmojiGroup: Sendable {
    public let name: String
    /// The group's first emoji, for its tab icon, known without parsing the group.
    public let firstEmoji: String?
    public let emotions: Lazy<[Emotion]>
    /// The `ByteHash` of the texts of the group's emoji and skin-tone variants, read without parsing the group (far
    /// cheaper than `emotions`: to find which group holds an emoji).
    let textHashes: Lazy<[Int]>

    public init(name: String, firstEmoji: String?, emotions: Lazy<[Emotion]>) {
        self.init(
            name: name, firstEmoji: firstEmoji, emotions: emotions,
            textHashes: Lazy { emotions.value.flatMap { [$0.text] + $0.variants.map(\.text) }.map(ByteHash.of) })
    }

    package init(name: String, firstEmoji: String?, emotions: Lazy<[Emotion]>, textHashes: Lazy<[Int]>) {
        self.name = name
        self.firstEmoji = firstEmoji
        self.emotions = emotions
        self.textHashes = textHashes
    }

    public init(_ group: EmojiGroup) {
        self.init(name: group.name, firstEmoji: group.emotions.first?.text, emotions: Lazy(ready: group.emotions))
    }
}
