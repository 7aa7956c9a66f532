import KeyboardModel

/// A user-input event of our window, decoded from its XEvent into plain values, so translating it is a pure function.
enum InputEvent: Hashable {
    case buttonPress(button: UInt32, at: Point)
    case buttonRelease(button: UInt32, at: Point)
    case motion(at: Point)
    /// The pointer left the window (LeaveNotify).
    case leave
    case key(KeyInput)
    /// A key went up: only its keysym counts.
    case keyRelease(KeyInput)
    /// FocusIn (`true`) or FocusOut; `grab` marks the events a keyboard grab causes, which do not move the focus.
    case focus(Bool, grab: Bool)
    case configure(Size)

    var isMotion: Bool {
        if case .motion = self { return true }
        return false
    }
}
