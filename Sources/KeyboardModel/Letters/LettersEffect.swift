/// What the letters layer asks of the window, which owns the composer, the delivery into other applications, the
/// click sound and the layer switch.
public enum LettersEffect: Hashable, Sendable {
    /// A key was pressed: the click, if the user wants it.
    case click
    /// Compose mode: `text` goes into the composer at its cursor.
    case insert(String)
    /// Direct mode: the keymap's key `press` is pressed in the focused application (it types `text`).
    case press(KeyPress, text: String)
    /// Direct mode: Space or Return, which the keymap has no key for, typed as text.
    case typeText(String)
    /// Direct mode: a character no key of the keymap types, delivered the way the user chose.
    case deliver(String)
    /// Backspace, `count` times (its repeat catches up on the ticks it missed).
    case deleteBackward(count: Int)
    /// Return in compose mode: the composer's text is sent.
    case send
    /// The 😀 key: the emotions show again.
    case switchLayer
    /// Up from the top row in compose mode: the composer takes the keys.
    case focusComposer
    /// The key is not one the letters take: the window handles it.
    case keyNotTaken
}
