import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// With EMOTION_KEYBOARD_LAYOUT set, the window carries its layout as JSON (`AppState.layoutJSON`) in its UTF8_STRING
/// property _EMOTION_KEYBOARD_LAYOUT, for the end-to-end tests. The shell publishes it after every action, so it is
/// set before any later event is handled: a tool whose _NET_WM_PING the window answered reads the layout after
/// everything it sent before the ping.
final class LayoutProperty {
    static let enabled = getenv("EMOTION_KEYBOARD_LAYOUT") != nil
    static let name = "_EMOTION_KEYBOARD_LAYOUT"
    /// The atoms it uses, for start-up's one batch (none when it is off).
    static var atomNames: [String] { enabled ? [name, "UTF8_STRING"] : [] }

    private let display: XDisplay
    private let window: Window
    private let atom: Atom
    private let utf8String: Atom
    /// The bytes last set, which an unchanged layout is not sent again.
    private var published: [UInt8]?

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        atom = display.atom(Self.name)
        utf8String = display.atom("UTF8_STRING")
    }

    /// Sets the property to the UTF-8 JSON text `json` unless it holds it already.
    func publish(_ json: [UInt8]) {
        guard json != published else { return }
        published = json
        var bytes = json
        XChangeProperty(display.handle, window, atom, utf8String, 8, PropModeReplace, &bytes, Int32(bytes.count))
    }
}
