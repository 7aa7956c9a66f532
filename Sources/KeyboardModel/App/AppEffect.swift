/// Which X selection a clipboard effect is about.
public enum ClipboardKind: Hashable, Sendable { case clipboard, primary }

/// What the shell must do after an app action. Timers are not effects: they are state, and the shell wakes at
/// `AppState.nextDeadline`.
public enum AppEffect: Hashable, Sendable {
    case setClipboard(ClipboardKind, String)
    case requestPaste(ClipboardKind)
    /// Deliver the composer's plain text (Send).
    case deliver(String)
    case saveRecents
}
