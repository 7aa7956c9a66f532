/// What the window tells My stickers: a command from ➕ or a sticker's menu, the clipboard's image ➕ asked for, and
/// what became of an edit the shell made on disk.
public enum OwnStickersAction: Hashable, Sendable {
    /// ➕ (`code` nil) or an option of the menu of the sticker `code`.
    case command(OwnStickerCommand, code: String?)
    case clipboardImageRead(Result<[UInt8], ClipboardImageProblem>)
    /// The shell made `edit`, or could not (`failure`).
    case edited(OwnStickerEdit, failure: String?)
}
