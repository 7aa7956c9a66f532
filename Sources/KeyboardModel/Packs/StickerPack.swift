/// A named set of image stickers shown as one tab.
public struct StickerPack: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case native = "pack.json"
        case ppSticker = "PPStickerKeyboard plist"
        case lxWeibo = "LXWeibo info.plist"
        case emojiKeyBoard = "EmojiKeyBoard bundle"
    }

    public let name: String
    public let directory: String
    public let format: Format
    /// Absolute path of the tab icon, if the pack names one that loads.
    public let coverImage: String?
    public let emotions: [Emotion]
    /// Whether this is the user's own pack, My stickers, which the window edits (its tab is `Tab.ownStickersID`).
    public let isOwn: Bool
    /// Whether the keyboard ships this pack (the demo pack): any other pack takes a code from it.
    public let isShipped: Bool

    public init(
        name: String, directory: String, format: Format, coverImage: String?, emotions: [Emotion], isOwn: Bool = false,
        isShipped: Bool = false
    ) {
        self.name = name
        self.directory = directory
        self.format = format
        self.coverImage = coverImage
        self.emotions = emotions
        self.isOwn = isOwn
        self.isShipped = isShipped
    }

    /// The name of the user's own pack whatever its manifest says, which its problems give too: the window drops the
    /// old ones by it when it reads the pack again. Its tab is titled in the UI's language (`UIWords.ownStickersTitle`).
    public static let ownName = "My stickers"

    /// The same pack marked as shipped with the keyboard.
    public func markedShipped() -> StickerPack {
        StickerPack(
            name: name, directory: directory, format: format, coverImage: coverImage, emotions: emotions,
            isShipped: true)
    }

    /// The same pack marked as the user's own, named `ownName`.
    public func markedOwn() -> StickerPack {
        StickerPack(
            name: Self.ownName, directory: directory, format: format, coverImage: coverImage, emotions: emotions,
            isOwn: true)
    }
}
