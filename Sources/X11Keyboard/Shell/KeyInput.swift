import KeyboardModel

/// A key press as the input method looked it up.
struct KeyInput: Hashable {
    var keysym: UInt
    /// The text the key types (empty for function keys).
    var text: String
    var modifiers: Modifiers

    /// The modifier keys held, from the event's state mask.
    struct Modifiers: OptionSet, Hashable {
        let rawValue: UInt32
        static let shift = Modifiers(rawValue: 1 << 0)
        static let control = Modifiers(rawValue: 1 << 2)
        /// Mod1: Alt on common layouts.
        static let alt = Modifiers(rawValue: 1 << 3)
        /// Mod4: Super (the Windows key) on common layouts.
        static let superKey = Modifiers(rawValue: 1 << 6)
    }
}
