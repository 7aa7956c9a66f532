import KeyboardModel

/// A user-input event of our window, decoded from its XEvent into plain values, so translating it is a pure function.
enum InputEvent: Hashable {
    case buttonPress(button: UInt32, at: Point)
    case buttonRelease(button: UInt32, at: Point)
    case motion(at: Point)
    case key(KeyInput)
    /// FocusIn (`true`) or FocusOut; `grab` marks the events a keyboard grab causes, which do not move the focus.
    case focus(Bool, grab: Bool)
    case configure(Size)

    var isMotion: Bool {
        if case .motion = self { return true }
        return false
    }
}

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
