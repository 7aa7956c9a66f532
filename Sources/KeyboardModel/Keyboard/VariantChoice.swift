/// The skin-tone picker's content while it is open.
public struct VariantChoice: Hashable, Sendable {
    public let cell: Int
    /// The base first, then its variants.
    public let options: [Emotion]
    public let chosen: Int
    public let arrangement: VariantArrangement
    public let popup: VariantPopup
    /// The code of the sticker of My stickers whose menu this is, `nil` for a skin-tone picker.
    public var stickerMenu: String? = nil
}
