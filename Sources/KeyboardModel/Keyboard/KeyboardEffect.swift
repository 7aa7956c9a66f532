/// What the shell must do after a keyboard action.
public enum KeyboardEffect: Hashable, Sendable {
    case insert(Emotion)
    case deleteBackward
    /// Recents, favourites or picked tones changed.
    case saveRecents
    /// The user chose a default skin tone in the window: it becomes the `skin-tone` setting.
    case saveDefaultTone(SkinTone)
    /// The focus ring went past the grid's top (`up`) or bottom edge: the keyboard focus moves on.
    case leftGrid(up: Bool)
    /// The ➕ cell of My stickers (`code` nil) or an option of a sticker's menu (on the sticker `code`).
    case ownSticker(OwnStickerCommand, code: String?)
}
