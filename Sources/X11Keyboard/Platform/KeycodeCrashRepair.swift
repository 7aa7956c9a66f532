import CX11

/// Undoes the bindings of a keyboard that was killed while it had keycodes bound (`KeyInjector` records them on the
/// root window).
enum KeycodeCrashRepair {
    /// Gives back the keycodes still bound as recorded, when the window that recorded them no longer exists.
    static func run(display: XDisplay, atom: Atom, ownWindow: Window) {
        guard let triples = WindowProperty.cardinals(display, window: display.root, atom: atom, limit: 3 * 256),
            triples.count % 3 == 0,
            !triples.isEmpty
        else { return }
        // X reuses a dead client's ids, so a window that exists under the recorded id is the owner only if it is
        // another keyboard's (never our own, created just before).
        let owner = Window(triples[0])
        var attributes = XWindowAttributes()
        let exists = XErrorLog.errors(on: display) { XGetWindowAttributes(display.handle, owner, &attributes) }.isEmpty
        let keyboardClass = WindowProperty.bytes(display, window: owner, atom: XA_WM_CLASS, limit: 64)?.bytes.split(
            separator: 0
        ).last
        guard
            !exists || owner == ownWindow
                || keyboardClass.map({ String(decoding: $0, as: UTF8.self) }) != "EmotionKeyboard"
        else { return }
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        var stale: [KeyCode: [KeySym]] = [:]
        for index in stride(from: 0, to: triples.count, by: 3) {
            let code = triples[index + 1]
            guard code >= Int(minimum), code <= Int(maximum),
                XkbKeycodeToKeysym(display.handle, KeyCode(code), 0, 0) == KeySym(triples[index + 2])
            else { continue }
            stale[KeyCode(code)] = []
        }
        KeysymBinding.apply(stale, display: display)
        XDeleteProperty(display.handle, display.root, atom)
        XSync(display.handle, 0)
    }
}
