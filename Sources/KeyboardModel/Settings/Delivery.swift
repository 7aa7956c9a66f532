/// How sent text reaches its target (`delivery`, `--deliver`).
public enum Delivery: String, CaseIterable, Hashable, Sendable {
    /// Typed with XTest as key events.
    case type
    /// Put on the clipboard, pasted with the target's paste key, and the previous clipboard given back.
    case paste
    /// Only put on the CLIPBOARD.
    case clipboard
    /// Written to standard output, one line per Send.
    case print
}
