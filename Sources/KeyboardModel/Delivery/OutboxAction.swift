/// What the window tells the outbox: text to deliver, the keys of a Send by Enter, and the shell's reports on the
/// focus, the typing, the keymap and the clipboard.
public enum OutboxAction: Hashable, Sendable {
    /// Send: the composer's text (with its image when it is one sticker) goes out the configured way.
    case send(ClipboardContent)
    /// Enter in a composer that holds text: a delivery that presses keys waits for the Enter's release.
    case enterPressed
    /// The Enter went up, or the focus left (the release then goes elsewhere).
    case enterReleased
    /// Direct mode: one emotion or character for the focused application.
    case deliver(ClipboardContent)
    /// Direct mode: delete.
    case deleteBackward
    /// Keys for the focused application (a key of the letters layer, a text typed).
    case type(Keystrokes)
    /// This window is the active one now.
    case targetActive(TargetWindow)
    /// The shell typed what it could: `remaining` waits for `retryAt` (its keycodes are still in use).
    case typingReported(remaining: [Keystrokes], retryAt: Milliseconds?, keymapChanged: Bool)
    /// The focus was in the keyboard's own window: `items` were not typed.
    case typingHeldBack([Keystrokes])
    /// The focus was in the keyboard's own window when the paste key was to be pressed: it was not.
    case pasteKeyHeldBack
    /// The target has seen the keymap change typing made.
    case keymapSettled
    /// The keymap could not be given back yet.
    case keymapRestoreRefused
    /// The user's clipboard is kept, or could not be.
    case clipboardSaved
    case clipboardNotSaved
    /// The clipboard answered `client`, with the text (`content`) or only its TARGETS.
    case clipboardServed(client: UInt64, content: Bool)
    /// The clock: whatever is due.
    case tick
}
