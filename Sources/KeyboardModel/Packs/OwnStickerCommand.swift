/// What the window does with My stickers: the ➕ cell at the end of its tab, and the menu a right click (or
/// Shift+Enter) opens on one of its stickers.
public enum OwnStickerCommand: Hashable, Sendable, CaseIterable {
    /// Adds the image on the clipboard under the code typed in the text field.
    case add
    case pin
    case moveLeft
    case moveRight
    /// Gives the sticker the code typed in the text field.
    case rename
    case remove

    /// The menu of a sticker of My stickers, in order.
    public static let menu: [OwnStickerCommand] = [.pin, .moveLeft, .moveRight, .rename, .remove]

    /// The ➕ cell at the end of the My stickers tab.
    public static let addCell = OwnStickerCommand.add.emotion

    /// The emotion that stands for the command in a cell or the menu: an emoji drawn as any other, told from the real
    /// one by its keywords. It is never inserted, recorded, pinned or searched.
    public var emotion: Emotion {
        Emotion(
            kind: .emoji, text: symbol, nameEN: shortName.english, nameZH: shortName.chinese,
            keywords: Self.keywordPrefix + "\(self)")
    }

    /// What the magnifier says under the symbol (the status line says more, `UIWords.name(of:)`).
    private var shortName: (english: String, chinese: String) {
        switch self {
        case .add: ("Add", "添加")
        case .pin: ("Pin", "收藏")
        case .moveLeft: ("Left", "左移")
        case .moveRight: ("Right", "右移")
        case .rename: ("Rename", "改名")
        case .remove: ("Remove", "删除")
        }
    }

    /// Begins the keywords of every command's emotion, which no catalog emoji has.
    public static let keywordPrefix = "emotion-keyboard:"

    public var symbol: String {
        switch self {
        case .add: "➕"
        case .pin: "⭐"
        case .moveLeft: "⬅️"
        case .moveRight: "➡️"
        case .rename: "✏️"
        case .remove: "🗑️"
        }
    }

    /// The command `emotion` stands for, if it is one of these cells or options. O(1).
    public static func command(for emotion: Emotion) -> OwnStickerCommand? {
        guard emotion.keywords.hasPrefix(keywordPrefix) else { return nil }
        return allCases.first { $0.emotion == emotion }
    }
}
