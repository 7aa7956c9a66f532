import CX11
import KeyboardModel

/// Turns key events into `Key`s through the input method, so non-ASCII layouts and compose sequences type text.
final class KeyTranslator {
    private var inputMethod: XIM?
    private var inputContext: XIC?

    init(display: XDisplay, window: Window) {
        setlocale(LC_CTYPE, "")
        XSetLocaleModifiers("")
        inputMethod = XOpenIM(display.handle, nil, nil, nil)
        if inputMethod == nil {
            XSetLocaleModifiers("@im=none")
            inputMethod = XOpenIM(display.handle, nil, nil, nil)
        }
        if let inputMethod { inputContext = cx_create_ic(inputMethod, window) }
    }

    deinit {
        if let inputContext { XDestroyIC(inputContext) }
        if let inputMethod { XCloseIM(inputMethod) }
    }

    func focusIn() { if let inputContext { XSetICFocus(inputContext) } }

    func focusOut() { if let inputContext { XUnsetICFocus(inputContext) } }

    func translate(_ event: inout XKeyEvent) -> (key: Key, shift: Bool)? {
        var buffer = [CChar](repeating: 0, count: 64)
        var keysym: KeySym = 0
        var status: Int32 = 0
        let length: Int32
        if let inputContext {
            length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
        } else {
            length = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        }
        let shift = event.state & UInt32(ShiftMask) != 0
        let control = event.state & UInt32(ControlMask) != 0
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Left: return (control ? .wordLeft : .left, shift)
        case XK_Right: return (control ? .wordRight : .right, shift)
        case XK_Home: return (.home, shift)
        case XK_End: return (.end, shift)
        case XK_BackSpace: return (.backspace, shift)
        case XK_Delete: return (.delete, shift)
        case XK_Return, XK_KP_Enter: return (.enter, shift)
        case XK_Page_Up: return (.pageUp, shift)
        case XK_Page_Down: return (.pageDown, shift)
        case XK_Escape: return (.escape, shift)
        default: break
        }
        if control, keysym >= KeySym(XK_a), keysym <= KeySym(XK_z) {
            return (.control(Character(Unicode.Scalar(UInt8(keysym)))), shift)
        }
        if control, keysym >= KeySym(XK_A), keysym <= KeySym(XK_Z) {
            return (.control(Character(Unicode.Scalar(UInt8(keysym + 32)))), shift)
        }
        guard length > 0, !control else { return nil }
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        guard let text = String(validating: bytes, as: UTF8.self), !text.isEmpty else { return nil }
        return (.text(text), shift)
    }
}
