/// Why ➕ (or `sticker add --clipboard`) got no image from the clipboard: what really happened, so the user knows
/// whether to copy an image, a smaller one, or the same one again.
public enum ClipboardImageProblem: Error, Hashable, Sendable {
    /// Nothing owns the clipboard, or its owner offers no `image/png` (text was copied, say).
    case noImage
    /// The image is larger than `OwnStickerEdit.imageLimit`.
    case tooLarge
    /// The owner took no step of the transfer for the broker's time limit (it hangs, or is stopped).
    case noAnswer
    /// The owner quit, or the clipboard passed to another program, before it answered.
    case ownerGone
}
