import KeyboardModel

/// What the writer's queue did to My stickers, handed to the event loop (`KeyboardShell.ownStickerReports`).
enum OwnStickerReport: Sendable {
    /// The change the model asked for was made, or not (`failure`, in the store's words).
    case edited(OwnStickerEdit, failure: String?)
    /// My stickers as read from disk.
    case read(PackLoadResult)
}
