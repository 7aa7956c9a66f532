/// What a spare keycode we bound types: its first keysym alone, its second with Shift (an XKB TWO_LEVEL key), and
/// when it was last pressed.
public struct KeycodeBinding: Hashable, Sendable {
    public var keysyms: [UInt]
    public var lastUsed: Milliseconds
}
