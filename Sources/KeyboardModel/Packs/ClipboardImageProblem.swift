/// Why ➕ (or `sticker add --clipboard`) got no image from the clipboard: what really happened, so the user knows
/// whether to copy an image, a smaller one, or the same one again.
public enum ClipboardImageProblem: Error, Hashable, Sendable {
    /// Nothing owns the clipboard, or its owner offers nothing.
    case noImage
    /// The owner offers these targets (`ClipboardImageTarget.shown`), none an image we take or a copied file: text was
    /// copied, or a JPEG.
    case notAnImage(offered: [String])
    /// Files were copied, but none on this machine (web links, another host's files).
    case noLocalFile
    /// The first file copied (its name, escaped) is not a PNG, GIF or WebP image, or cannot be read (`reason`).
    case fileNotImage(name: String, reason: String)
    /// The image is larger than `OwnStickerEdit.imageLimit`.
    case tooLarge
    /// The owner took no step of the transfer for the broker's time limit (it hangs, or is stopped).
    case noAnswer
    /// The owner quit, or the clipboard passed to another program, before it answered.
    case ownerGone
}
