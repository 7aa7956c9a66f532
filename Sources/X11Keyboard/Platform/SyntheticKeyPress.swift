import CX11
import KeyboardModel

/// Without XTest, a paste chord can only be sent as a synthetic key event (XSendEvent) to the focused window, with the
/// modifiers in its state. Toolkits such as GTK take it; xterm ignores synthetic keys unless allowSendEvents is set.
enum SyntheticKeyPress {
    static func send(_ chord: PasteKey, display: XDisplay) {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display.handle, &focus, &revert)
        guard focus > 1 else { return }
        let keys = chord.chord
        let state = UInt32((keys.shifted ? ShiftMask : 0) | (keys.modifiers.contains(.control) ? ControlMask : 0))
        let keycode = XKeysymToKeycode(display.handle, KeySym(keys.keysym))
        guard keycode != 0 else { return }
        for type in [KeyPress, KeyRelease] {
            var key = XKeyEvent()
            key.type = type
            key.display = display.handle
            key.window = focus
            key.root = display.root
            key.time = UInt(CurrentTime)
            key.x_root = 1
            key.y_root = 1
            key.state = state
            key.keycode = UInt32(keycode)
            key.same_screen = 1
            var event = XEvent(xkey: key)
            XSendEvent(display.handle, focus, 1, type == KeyPress ? KeyPressMask : KeyReleaseMask, &event)
        }
        display.flush()
    }
}
