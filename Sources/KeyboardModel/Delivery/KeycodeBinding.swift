/// What a spare keycode we bound types: its first keysym alone, its second with Shift (an XKB TWO_LEVEL key), and
/// when it was last pressed.
public struct KeycodeBinding: Hashable, Sendable {
    /// One keysym, or two with the second on Shift.
    public var keysyms: [UInt]
    /// When the keycode was last bound or pressed.
    public var lastUsed: Milliseconds
}
