/// Modifier keys held around a key press; Shift is `KeyPress.shifted`.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let control = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let `super` = KeyModifiers(rawValue: 1 << 2)
    /// ISO_Level3_Shift: the keymap's levels 3 and 4.
    public static let altGr = KeyModifiers(rawValue: 1 << 3)

    /// The sticky modifiers in the order the bottom row shows them.
    public static let sticky: [KeyModifiers] = [.control, .alt, .super, .altGr]
}
