/// A change of My stickers the window asks the shell to make (`AppEffect.editOwnStickers`); codes are checked by the
/// model first, and again by the store, which also knows the codes on disk.
public enum OwnStickerEdit: Hashable, Sendable {
    /// The image's bytes as the clipboard gave them (at most `OwnStickerEdit.imageLimit`).
    case add(code: String, image: [UInt8])
    case remove(code: String)
    case rename(code: String, to: String)
    case move(code: String, by: Int)

    /// The most bytes of a clipboard image taken, as the command line's `sticker add`.
    public static let imageLimit = 8 << 20
}
