/// The letters layer's own state: its page, Shift and the sticky modifiers, and the key held or hovered.
public struct LettersState: Hashable, Sendable {
    /// Two taps on Shift within this time lock it (Caps Lock).
    public static let doubleTapWindow: Milliseconds = 350

    public internal(set) var page = LettersPage.letters
    public internal(set) var shift = ShiftState.off
    var lastShiftTap: Milliseconds?
    /// Ctrl, Alt, Super and AltGr tapped for the next key.
    public internal(set) var modifiers: KeyModifiers = []
    public internal(set) var press: LetterPress?
    /// The key under the pointer while no button is held.
    public internal(set) var hovered: Int?
    /// The key of the keyboard focus ring, while the letters have the keys.
    public internal(set) var focused: Int?

    public init() {}
}
