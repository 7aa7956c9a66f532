/// A key of the letters layer.
public enum LetterKey: Hashable, Sendable {
    /// A key of the user's keymap, labelled and typed through its keycode.
    case keycode(UInt8)
    /// A character of the numbers-and-symbols page, typed through whichever key of the keymap types it.
    case symbol(String)
    case shift
    case backspace
    /// Back to the emotion grid (😀).
    case emotions
    /// The numbers-and-symbols page and back (123 / ABC).
    case page
    case space
    case enter
    /// Ctrl, Alt, Super or AltGr: held for the next key.
    case modifier(KeyModifiers)
}
