/// What My stickers read of the window for one action: the text field's text as a code, and where ➕ was pressed.
public struct OwnStickersContext: Hashable, Sendable {
    /// The text field's text, spaces around it dropped, read as a code; `nil` when there is none.
    public var typed: Result<String, StickerCode.CodeError>?
    /// Whether a sticker of the catalog already has the typed code.
    public var typedIsTaken: Bool
    /// Compose mode: the text field is there to type a code in.
    public var composing: Bool
    /// The favourites tab shows: a sticker added there is pinned.
    public var onFavourites: Bool

    public init(typed: Result<String, StickerCode.CodeError>?, typedIsTaken: Bool, composing: Bool, onFavourites: Bool)
    {
        self.typed = typed
        self.typedIsTaken = typedIsTaken
        self.composing = composing
        self.onFavourites = onFavourites
    }

    /// The typed code, if the text is one.
    var typedCode: String? {
        if case .success(let code)? = typed { code } else { nil }
    }
}
