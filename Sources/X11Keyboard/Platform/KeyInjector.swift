import CX11
import KeyboardModel

/// Types into whatever window has the focus with XTest fake key events, without ever taking the focus: performs what
/// its `KeycodePlanner` decides (which keys to press, which keysyms to bind to spare keycodes, when a keycode may be
/// bound anew), with one keymap change (`KeysymBinding`) per batch. Every keycode we bound is restored by `restore()`,
/// at exit and by `deinit`; what we bound is also recorded on the root window, so a start after a crash (SIGKILL) can
/// restore it.
final class KeyInjector {
    private let display: XDisplay
    private let ownerWindow: Window
    private var planner: KeycodePlanner
    private let recordAtom: Atom
    /// `nil` without RECORD: then only time tells when a change is safe.
    let witness: KeymapWitness?
    /// Whether the server can name the process of the focused window's client (X-Resource).
    private let canAskProcesses: Bool

    /// The property of the root window naming the keycodes we bound, so a later start can undo them after a crash;
    /// start-up interns it with its other atoms.
    static let recordAtomName = "_EMOTION_KEYBOARD_KEYCODES"

    /// Whether the server has XTest, without which no key can be pressed in another application. One round trip:
    /// XTestQueryExtension makes five, setting up the XInput extension and asking for versions on the way.
    static func isAvailable(on display: XDisplay) -> Bool {
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        return XQueryExtension(display.handle, "XTEST", &opcode, &event, &error) != 0
    }

    /// `nil` when the server has no XTest.
    init?(display: XDisplay, ownerWindow: Window) {
        guard Self.isAvailable(on: display) else { return nil }
        self.display = display
        self.ownerWindow = ownerWindow
        recordAtom = display.atom(Self.recordAtomName)
        XTestGrabControl(display.handle, 1)
        KeycodeCrashRepair.run(display: display, atom: recordAtom, ownWindow: ownerWindow)
        let spare = Self.spareKeycodes(display)
        witness = KeymapWitness(display: display, ownWindow: ownerWindow)
        canAskProcesses = ClientProcess.canAsk(display)
        planner = KeycodePlanner(spare: spare, witnessed: witness != nil)
    }

    deinit { restore(force: true) }

    /// Reads what RECORD sent (call when the witness's descriptor is readable); returns whether typing held back for
    /// a keymap fetch may go on (once the keys after our change had time to be translated). `now` is our clock.
    func keymapFetchReported(now: Milliseconds) -> Bool {
        guard let witness else { return false }
        let waiting = planner.isWaitingForFetch
        witness.process()
        planner.keymapFetched(after: witness.changeBeforeLatestFetch, now: now)
        if Trace.enabled { Trace.mark("keymap fetch after our change \(witness.changeBeforeLatestFetch)") }
        return waiting && !planner.isWaitingForFetch
    }

    /// Call when the server's keymap changed (MappingNotify): the layout tables are read again when next needed.
    func keymapChanged() { planner.forgetLayout() }

    // MARK: Typing

    struct Report {
        var remaining: [Keystrokes]
        var retryAt: Milliseconds?
        var keymapChanged: Bool
    }

    /// Types as much of `items` as the free keycodes allow now and reports the rest.
    func type(_ items: [Keystrokes], now: Milliseconds) -> Report {
        let state = keyboardState()
        let capsLock = state.locked_mods & UInt8(LockMask) != 0
        let released = releaseHeldModifiers(state)
        let plan = planner.plan(items, capsLock: capsLock, now: now)
        change(plan.keymapChange, now: now)
        if Trace.enabled {
            Trace.mark(
                "typing \(plan.presses.count) presses: \(plan.presses.map { "\($0.keycode)\($0.shifted ? "S" : "")" }.joined(separator: " "))"
            )
        }
        for key in plan.presses { press(key) }
        pressAgain(released)
        XSync(display.handle, 0)
        if Trace.enabled { Trace.mark("typed") }
        let retryAt = plan.remaining.isEmpty ? nil : planner.earliestRebind(now: now)
        return Report(remaining: plan.remaining, retryAt: retryAt, keymapChanged: !plan.keymapChange.isEmpty)
    }

    /// Presses a paste chord in the focused application, on a spare keycode bound for it when no key of the layout
    /// has its letter; reports whether the keymap changed (to be restored later), or `nil` when it could not be pressed.
    func press(_ chord: KeyChord, now: Milliseconds) -> Bool? {
        let state = keyboardState()
        guard let plan = planner.plan(chord, now: now) else { return nil }
        change(plan.keymapChange, now: now)
        let released = releaseHeldModifiers(state)
        for key in plan.presses { press(key) }
        pressAgain(released)
        XSync(display.handle, 0)
        return !plan.keymapChange.isEmpty
    }

    /// The keyboard's state now, the planner told of the focused client and of the keys of its layout group.
    private func keyboardState() -> XkbStateRec {
        watchFocusedClient()
        var state = XkbStateRec()
        XkbGetState(display.handle, UInt32(XkbUseCoreKbd), &state)
        readLayout(group: Int(state.group))
        return state
    }

    /// Makes a plan's keymap change, noting which of our requests it is: the witness tells fetches after it.
    private func change(_ keymap: [UInt8: [UInt]], now: Milliseconds) {
        guard !keymap.isEmpty else { return }
        record()
        let request = KeymapWitness.nextRequest(on: display)
        KeysymBinding.apply(keymap.mapValues { $0.map { KeySym($0) } }, display: display)
        planner.keymapChanged(request: request, now: now)
        if Trace.enabled {
            let bound = keymap.sorted { $0.key < $1.key }.map {
                "\($0.key)=" + $0.value.map { String($0, radix: 16) }.joined(separator: "/")
            }
            Trace.mark(
                "keymap change request \(request) (fetch after \(planner.lastFetch)): \(bound.joined(separator: " "))")
        }
    }

    /// Has the witness report the keymap fetches of the process whose window has the focus (the keys go to it), and
    /// tells the planner what the server knows of that process's connections. Asked again for every batch: a client
    /// id names whichever client the server gave it to last.
    private func watchFocusedClient() {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display.handle, &focus, &revert)
        guard let witness, focus > 1 else { return }
        let process = ClientProcess(of: focus, on: display, canAsk: canAskProcesses)
        witness.watch(process.clients)
        if Trace.enabled, process.connections != planner.target {
            Trace.mark("typing into clients \(process.clients) of process \(process.connections)")
        }
        planner.target(process.connections)
    }

    /// Gives every keycode we bound back its empty mapping, in one request for the range; unless `force`d (at exit),
    /// only when the keymap may change now. Returns whether nothing is left bound.
    @discardableResult
    func restore(force: Bool = false, now: Milliseconds = 0) -> Bool {
        guard !planner.bindings.isEmpty else { return true }
        guard force || planner.mayRestore(now: now) else { return false }
        let codes = planner.unbindAll()
        KeysymBinding.apply(Dictionary(uniqueKeysWithValues: codes.map { ($0, [KeySym]()) }), display: display)
        XDeleteProperty(display.handle, display.root, recordAtom)
        XSync(display.handle, 0)
        return true
    }

    private func press(_ key: KeyPress) {
        var held: [KeySym] = key.shifted ? [KeySym(XK_Shift_L)] : []
        for (modifier, keysym) in Self.modifierKeysyms where key.modifiers.contains(modifier) { held.append(keysym) }
        let codes = held.map { XKeysymToKeycode(display.handle, $0) }.filter { $0 != 0 }
        for code in codes { XTestFakeKeyEvent(display.handle, UInt32(code), 1, 0) }
        XTestFakeKeyEvent(display.handle, UInt32(key.keycode), 1, 0)
        XTestFakeKeyEvent(display.handle, UInt32(key.keycode), 0, 0)
        for code in codes.reversed() { XTestFakeKeyEvent(display.handle, UInt32(code), 0, 0) }
    }

    /// The key held for each of the letters layer's sticky modifiers.
    private static let modifierKeysyms: [(KeyModifiers, KeySym)] = [
        (.control, KeySym(XK_Control_L)), (.alt, KeySym(XK_Alt_L)), (.super, KeySym(XK_Super_L)),
        (.altGr, KeySym(XK_ISO_Level3_Shift))
    ]

    /// The keycodes the injector may bind: the letters layer leaves them out of its keymap.
    var spareKeycodes: Set<UInt8> { Set(planner.spare) }

    /// Hands the planner the keys of the active layout group and their names, unless it has them for the group.
    private func readLayout(group: Int) {
        guard planner.layoutGroup != group else { return }
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        let keycodes = UInt8(minimum)...UInt8(maximum)
        planner.readLayout(group: group, keycodes: keycodes, names: XkbKeyNames.read(display)) { code, level in
            UInt(XkbKeycodeToKeysym(display.handle, code, Int32(group), Int32(level)))
        }
    }

    /// Releases the modifier keys the user holds (so Ctrl or Alt cannot turn our keys into shortcuts); returns them.
    private func releaseHeldModifiers(_ state: XkbStateRec) -> [KeyCode] {
        let held = Int32(state.base_mods) & (ShiftMask | ControlMask | Mod1Mask | Mod3Mask | Mod4Mask | Mod5Mask)
        guard held != 0, let map = XGetModifierMapping(display.handle) else { return [] }
        defer { XFreeModifiermap(map) }
        var keys = [CChar](repeating: 0, count: 32)
        XQueryKeymap(display.handle, &keys)
        var released: [KeyCode] = []
        let perModifier = Int(map.pointee.max_keypermod)
        for modifier in 0..<8 where held & (1 << modifier) != 0 {
            for slot in 0..<perModifier {
                let code = map.pointee.modifiermap[modifier * perModifier + slot]
                guard code != 0, UInt8(bitPattern: keys[Int(code) / 8]) & (1 << (code % 8)) != 0 else { continue }
                XTestFakeKeyEvent(display.handle, UInt32(code), 0, 0)
                released.append(code)
            }
        }
        return released
    }

    private func pressAgain(_ keycodes: [KeyCode]) {
        for code in keycodes { XTestFakeKeyEvent(display.handle, UInt32(code), 1, 0) }
    }

    // MARK: Spare keycodes and the record

    private static func spareKeycodes(_ display: XDisplay) -> [KeyCode] {
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        var perKeycode: Int32 = 0
        let count = maximum - minimum + 1
        guard count > 0, let map = XGetKeyboardMapping(display.handle, KeyCode(minimum), count, &perKeycode) else {
            return []
        }
        defer { XFree(map) }
        let width = Int(perKeycode)
        return (0..<Int(count)).compactMap { offset in
            (0..<width).allSatisfy { map[offset * width + $0] == 0 } ? KeyCode(Int(minimum) + offset) : nil
        }
    }

    /// Notes on the root window which keycodes this window bound, as (window, keycode, keysym) triples.
    private func record() {
        let values = planner.bindings.sorted { $0.key < $1.key }.flatMap {
            [Int(ownerWindow), Int($0.key), Int($0.value.keysyms[0])]
        }
        WindowProperty.set(display, window: display.root, atom: recordAtom, type: XA_CARDINAL, values: values)
    }
}
