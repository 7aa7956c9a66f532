import CX11

/// The X server's time now, read with a round trip: appending nothing to a property of our window makes the server
/// send a PropertyNotify stamped with its time. Selection ownership and "did that happen after this" need server time.
struct ServerClock {
    let display: XDisplay
    let window: Window
    let atom: Atom

    /// The property appended to for a timestamp.
    static let atomName = "EMOTION_KEYBOARD_TIME"

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        atom = display.atom(Self.atomName)
    }

    /// The server's time; leaves every other event queued.
    func now() -> Time {
        XChangeProperty(display.handle, window, atom, XA_INTEGER, 32, PropModeAppend, nil, 0)
        XSync(display.handle, 0)
        var event = XEvent()
        var wanted = (window, atom)
        let found = withUnsafeMutablePointer(to: &wanted) { pointer in
            XCheckIfEvent(
                display.handle, &event,
                { _, event, argument in
                    guard let event, let argument else { return 0 }
                    let (window, atom) = argument.withMemoryRebound(to: (Window, Atom).self, capacity: 1) { $0.pointee }
                    return event.pointee.type == PropertyNotify && event.pointee.xproperty.window == window
                        && event.pointee.xproperty.atom == atom ? 1 : 0
                }, UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }
        return found != 0 ? event.xproperty.time : 0
    }
}
