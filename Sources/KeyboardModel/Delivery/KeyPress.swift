/// A key to press on the keyboard: a keycode, alone or with Shift.
public struct KeyPress: Hashable, Sendable {
    /// The X keycode.
    public var keycode: UInt8
    /// Whether Shift is held around the press.
    public var shifted: Bool

    /// A press of `keycode`, with Shift when `shifted`.
    public init(keycode: UInt8, shifted: Bool) {
        self.keycode = keycode
        self.shifted = shifted
    }
}
