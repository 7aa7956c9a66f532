/// How text reaches another application.
public enum Delivery: String, Hashable, Sendable, CaseIterable {
    /// Typed with fake key events (XTest), keysyms mapped onto spare keycodes.
    case type
    /// Put on the clipboard, then the target's paste key is pressed; the previous clipboard comes back afterwards.
    case paste
    /// Only put on the clipboard.
    case clipboard
    /// Written to standard output, one line per Send.
    case print
}
