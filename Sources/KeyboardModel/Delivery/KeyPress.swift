/// A key to press on the keyboard: a keycode, alone or with Shift and other modifiers held around it.
public struct KeyPress: Hashable, Sendable {
    /// The X keycode.
    public var keycode: UInt8
    /// Whether Shift is held around the press.
    public var shifted: Bool
    /// The other modifier keys held around the press (the letters layer's Ctrl, Alt, Super and AltGr).
    public var modifiers: KeyModifiers

    /// A press of `keycode`, with Shift when `shifted` and `modifiers` held.
    public init(keycode: UInt8, shifted: Bool, modifiers: KeyModifiers = []) {
        self.keycode = keycode
        self.shifted = shifted
        self.modifiers = modifiers
    }
}
