import CX11
import KeyboardModel

/// The X input method and our window's input context: looks key presses up as keysyms and text, so non-ASCII
/// layouts and compose sequences type text. Holds the display, so it is always destroyed before the display closes.
final class InputMethod {
    private let display: XDisplay
    private var inputMethod: XIM?
    private var inputContext: XIC?

    init(display: XDisplay, window: Window) {
        self.display = display
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

    // No focusOut: Xlib's XUnsetICFocus makes a synchronous XGetICValues round trip to the XIM server on the way,
    // with no time limit, and fcitx5 5.0.21 does not always answer it. Twice in the e2e suite, as the focus left for
    // the application after Send, the window hung there for good with a SIGTERM pending. The input method learns of
    // the focus from the window that takes it next.

    /// The keysym, text and modifiers of a key press.
    func lookup(_ event: inout XKeyEvent) -> KeyInput {
        var buffer = [CChar](repeating: 0, count: 256)
        var keysym: KeySym = 0
        var status: Int32 = 0
        var length: Int32
        if let inputContext {
            length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            // A composed text longer than the buffer: ask again with the size the input method reported.
            if status == XBufferOverflow, length > 0, length <= 1 << 16 {
                buffer = [CChar](repeating: 0, count: Int(length))
                length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            }
        } else {
            length = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        }
        let bytes = buffer.prefix(Int(max(0, min(length, Int32(buffer.count))))).map { UInt8(bitPattern: $0) }
        let text = String(validating: bytes, as: UTF8.self) ?? ""
        return KeyInput(keysym: UInt(keysym), text: text, modifiers: KeyInput.Modifiers(rawValue: event.state & 0x4D))
    }
}
