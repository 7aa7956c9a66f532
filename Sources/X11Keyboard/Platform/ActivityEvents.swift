import CX11

/// Which events say the active window changed: with an EWMH window manager, _NET_ACTIVE_WINDOW changing on the root
/// window; without one, the root window's focus changes.
struct ActivityEvents {
    let root: Window
    let activeAtom: Atom
    let ewmh: Bool

    func matches(_ event: XEvent) -> Bool {
        switch event.type {
        case PropertyNotify: return ewmh && event.xproperty.window == root && event.xproperty.atom == activeAtom
        case FocusIn, FocusOut: return !ewmh && event.xfocus.window == root
        default: return false
        }
    }
}
