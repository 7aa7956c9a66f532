/// Which of the clipboard owner's targets ➕ and `sticker add --clipboard` ask for: an image as it is, else the files a
/// file manager copied. A GIF first: toolkits write none (gdk-pixbuf and Qt only read it), so one offered is the
/// copied image itself, animated, with a still `image/png` of it beside. WebP after PNG: GTK and Qt with their WebP
/// plugins offer a still screenshot as `image/webp` too, encoded on request. Target names come from another client: hostile until shown (`shown`).
public enum ClipboardImageTarget: Hashable, Sendable {
    /// One of `imageTypes`.
    case image(String)
    /// One of `fileListTypes`: `text/uri-list`, or GNOME Files' and Caja's own list.
    case files(String)

    public static let imageTypes = ["image/gif", "image/png", "image/webp"]
    public static let fileListTypes = ["text/uri-list", "x-special/gnome-copied-files"]
    /// Targets of the selection protocol itself, which say nothing about what was copied.
    static let protocolTargets: Set<String> = [
        "TARGETS", "TIMESTAMP", "MULTIPLE", "SAVE_TARGETS", "DELETE", "INSERT_SELECTION", "INSERT_PROPERTY"
    ]
    /// The most target names a refusal shows, and characters of each.
    static let shownLimit = 4
    static let nameLimit = 40

    /// The target to ask for among `offered`, or `nil` when none holds an image we take. O(offered).
    public static func choose(offered: [String]) -> ClipboardImageTarget? {
        let names = Set(offered)
        if let image = imageTypes.first(where: names.contains) { return .image(image) }
        return fileListTypes.first(where: names.contains).map { .files($0) }
    }

    /// What the owner offered, as a refusal names it: its own targets in its order without the protocol's, repeats
    /// left out, at most `shownLimit`, each cut to `nameLimit` characters and escaped as for a terminal (a name is
    /// any bytes the owner chose), "…" closing a list that goes on.
    public static func shown(_ offered: [String]) -> [String] {
        var seen: Set<String> = []
        var shown: [String] = []
        for name in offered where !protocolTargets.contains(name) && seen.insert(name).inserted {
            guard shown.count < shownLimit else {
                shown.append("…")
                break
            }
            // Cut by scalars: one grapheme can hold thousands of combining marks.
            let scalars = name.unicodeScalars
            let cut =
                scalars.count > nameLimit
                ? String(String.UnicodeScalarView(scalars.prefix(nameLimit - 1))) + "…" : name
            shown.append(TerminalText.escaped(cut))
        }
        return shown
    }
}
