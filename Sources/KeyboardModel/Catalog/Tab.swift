/// One tab of the keyboard: a group of emotions with an icon.
public struct Tab: Hashable, Sendable, Identifiable {
    public enum Kind: Hashable, Sendable { case recent, favourites, emoji, pack, kaomoji }
    public enum Icon: Hashable, Sendable {
        case recent
        case favourites
        case text(String)
        case image(path: String)
    }

    public let id: String
    public let kind: Kind
    public let title: String
    public let icon: Icon
    private let source: Lazy<[Emotion]>

    public init(id: String, kind: Kind, title: String, icon: Icon, emotions: [Emotion]) {
        self.init(id: id, kind: kind, title: title, icon: icon, source: Lazy(ready: emotions))
    }

    /// A tab whose emotions are read on first use, so start-up parses only the tab it shows.
    init(id: String, kind: Kind, title: String, icon: Icon, source: Lazy<[Emotion]>) {
        self.id = id
        self.kind = kind
        self.title = title
        self.icon = icon
        self.source = source
    }

    /// The emotions the grid shows; empty for the recent and favourites tabs, whose emotions live in the keyboard state.
    public var emotions: [Emotion] { source.value }

    /// The id of the tab of the user's own pack, My stickers.
    public static let ownStickersID = "own:my-stickers"

    /// Whether this is the tab of the user's own pack, My stickers.
    public var isOwnStickers: Bool { id == Self.ownStickersID }

    /// Whether the tab's emotions are the user's own (recents, favourites) rather than the catalog's.
    public var isPersonal: Bool { kind == .recent || kind == .favourites }

    /// Whether the tab's icon is text of more than one character, which needs a wider tab than a picture.
    public var hasTextIcon: Bool {
        if case .text(let text) = icon { return text.count > 1 }
        return false
    }

    public static func == (lhs: Tab, rhs: Tab) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.title == rhs.title && lhs.icon == rhs.icon
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
