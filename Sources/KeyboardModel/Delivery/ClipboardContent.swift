/// What we offer on a selection: plain text, and the image of a sticker when the text is exactly one sticker.
public struct ClipboardContent: Hashable, Sendable {
    public var text: String
    /// A PNG offered as `image/png` besides the text.
    public var imagePath: String?

    public init(text: String, imagePath: String? = nil) {
        self.text = text
        self.imagePath = imagePath
    }
}
