/// A key to press on the keyboard: a keycode, alone or with Shift.
public struct KeyPress: Hashable, Sendable {
    public var keycode: UInt8
    public var shifted: Bool

    public init(keycode: UInt8, shifted: Bool) {
        self.keycode = keycode
        self.shifted = shifted
    }
}
