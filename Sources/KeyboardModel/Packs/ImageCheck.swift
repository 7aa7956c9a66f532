/// How closely a pack's images are checked when the pack loads.
public enum ImageCheck: Sendable {
    /// Each image is opened and its PNG header read (the commands, which report every broken image).
    case header
    /// The folder's listing must show a regular file (one directory read per folder, no call per image): the window,
    /// which reads the header when it first draws the sticker and draws a placeholder if it is broken.
    case listing
}
