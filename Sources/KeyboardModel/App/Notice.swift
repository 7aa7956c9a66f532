/// A short message the window shows the user for a while, e.g. why a Send went to the clipboard.
public struct Notice: Hashable, Sendable {
    public static let duration: Milliseconds = 4000

    public enum Kind: Hashable, Sendable {
        /// Send had no other application to deliver to: the text is on the clipboard.
        case noTargetTextOnClipboard
        /// The target did not take the focus in time: the text is back in the composer.
        case targetDidNotTakeFocus
        /// The target did not read the pasted text in `Outbox.pasteReadTimeout`: the text is back in the composer.
        case targetDidNotReadPaste
        /// The user's clipboard could not be kept for a paste (its owner stopped answering): nothing was pasted, the
        /// text is back in the composer.
        case clipboardNotSaved
        /// Standard output could not be written: the text is back in the composer.
        case printFailed
        /// Keys cannot be pressed in other applications (no XTest): the text is on the clipboard to paste by hand.
        case pasteByHand
        /// Sticker packs had problems: `packs` folders or packs were refused whole, `entries` of their stickers left out.
        case packProblems(packs: Int, entries: Int)
        /// What ➕ or a sticker's menu in My stickers did, or what to do first.
        case ownStickers(OwnStickerNotice)
        /// A setting changed in the window could not be written to the settings file (`reason` in the writer's words).
        case settingNotSaved(key: String, reason: String)
    }

    /// How long a notice of `kind` shows: one about packs is read once, at start, and says where to look, so longer.
    public static func duration(of kind: Kind) -> Milliseconds {
        if case .packProblems = kind { return 2 * duration }
        return duration
    }

    public var kind: Kind
    public var until: Milliseconds
}
