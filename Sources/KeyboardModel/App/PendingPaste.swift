/// A paste into the composer or the search field asked of another client and not yet answered, with the user's input
/// that came after it. That input is handled once the text has arrived (or the owner gave nothing), in the order it
/// came: Ctrl+V then ⌫ deletes the last pasted character, Ctrl+V then Send sends the pasted text, however late the
/// clipboard's owner answers. The broker's transfer limit bounds the wait: an owner that stalls is given up on and
/// reported as `.pasteUnanswered`.
public struct PendingPaste: Hashable, Sendable {
    /// The most input held: a user cannot outrun this in the seconds a stalled owner is waited for; beyond it the
    /// wait is given up so that nothing typed is ever dropped.
    public static let deferredLimit = 512

    /// The input that came after the request, oldest first.
    public internal(set) var deferred: [AppAction] = []

    /// Whether `action` is the user's input, which waits for the paste.
    static func waits(_ action: AppAction) -> Bool {
        switch action {
        case .pointerDown, .pointerMoved, .pointerUp, .middleClick, .secondaryClick, .scrolled, .pointerLeft, .key,
            .keyReleased:
            true
        default:
            false
        }
    }
}
