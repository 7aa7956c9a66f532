/// What the window tells about My stickers, in a notice: a step to take first, or what an edit did.
public enum OwnStickerNotice: Hashable, Sendable {
    /// ➕ or rename with an empty text field: the code is typed there first.
    case typeCodeFirst
    /// The same in direct mode, whose text field takes no typing: compose mode first.
    case composeModeFirst
    /// The text field's text cannot be a code (`StickerCode.CodeError`'s words).
    case badCode(String)
    /// Another sticker has the code.
    case codeTaken(String)
    /// ➕ found no image to add, and why.
    case clipboardImage(ClipboardImageProblem)
    case added(String)
    case renamed(String)
    case removed(String)
    /// The store refused or failed, in its words.
    case failed(String)
}
