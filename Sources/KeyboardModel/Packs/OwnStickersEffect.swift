/// What My stickers ask of the window, which owns the clipboard, the files, the notices, the text field and the
/// recents.
public enum OwnStickersEffect: Hashable, Sendable {
    /// Ask the clipboard for its image (`.clipboardImageRead` answers).
    case readClipboardImage
    /// Change My stickers on disk (`.edited` answers).
    case edit(OwnStickerEdit)
    /// Say what happened, or why nothing did, in a notice.
    case tell(OwnStickerNotice)
    /// The code typed in the text field was used: the field empties.
    case clearTextField
    /// Pin the new sticker `code` among the favourites.
    case pin(String)
    /// A renamed sticker keeps its place among the recents and favourites.
    case renameInRecents(CodeRename)
}
