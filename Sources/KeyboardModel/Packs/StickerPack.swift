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

    public init(name: String, directory: String, format: Format, coverImage: String?, emotions: [Emotion]) {
        self.name = name
        self.directory = directory
        self.format = format
        self.coverImage = coverImage
        self.emotions = emotions
    }
}
