/// One tab of the keyboard: a group of emotions with an icon.
public struct Tab: Hashable, Sendable, Identifiable {
    public enum Kind: Hashable, Sendable { case recent, emoji, pack, kaomoji }
    public enum Icon: Hashable, Sendable {
        case recent
        case text(String)
        case image(path: String)
    }

    public let id: String
    public let kind: Kind
    public let title: String
    public let icon: Icon
    /// The emotions the grid shows; empty for the recent tab, whose emotions live in the keyboard state.
    public let emotions: [Emotion]

    public init(id: String, kind: Kind, title: String, icon: Icon, emotions: [Emotion]) {
        self.id = id
        self.kind = kind
        self.title = title
        self.icon = icon
        self.emotions = emotions
    }
}
