import CX11
import KeyboardModel

/// Types into whatever window has the focus with XTest fake key events, without ever taking the focus.
///
/// ASCII the user's layout has goes through its own key (with Shift when needed); everything else is bound, as the
/// keysym 0x01000000 + code point, to a spare keycode (one with no keysyms in the user's keymap), one keymap change
/// (`KeysymBinding`) per batch. Bound keycodes are reused least recently used first.
///
/// The target looks a keycode up when it handles the key event, not when the event is sent, and Xlib clients fetch a
/// changed keymap when they look up the next key after *reading* a keymap change, even one read ahead of keys still
/// queued. So a keycode is bound to another keysym only when it has rested `settle` ms since its last press, and not
/// before the target has fetched the keymap since our last change (seen through RECORD by `KeymapWitness`): a target
/// that has not even done that is certainly still behind. Every keycode we bound is restored by `restore()`, at exit
/// and by `deinit`; what we bound is also recorded on the root window, so a start after a crash (SIGKILL) can restore it.
final class KeyInjector {
    /// How long a bound keycode rests after its last press before it may be bound to another keysym.
    static let settle: Milliseconds = 300

    private let display: XDisplay
    private let ownerWindow: Window
    /// Keycodes with no keysyms when we started: the only ones we ever bind.
    private let spare: [KeyCode]
    private var bindings: [KeyCode: Binding] = [:]
    /// Layout keys for ASCII in the group the layout tables were read for.
    private var layoutKeys: [KeySym: LayoutKey] = [:]
    private var layoutGroup: Int32 = -1
    private let recordAtom: Atom
    /// `nil` without RECORD: then only time tells when a change is safe.
    let witness: KeymapWitness?
    /// The server's and our clock at our last keymap change.
    private var lastChange: (serverTime: Time, time: Milliseconds)?
    private let clock: ServerClock

    /// What a bound keycode types: its first keysym alone, its second with Shift (an XKB TWO_LEVEL key), which
    /// doubles the keysyms a batch can bind.
    private struct Binding {
        var keysyms: [KeySym]
        var lastUsed: Milliseconds
    }

    /// Keysyms per bound keycode.
    static let levels = 2

    struct LayoutKey {
        var keycode: KeyCode
        var shifted: Bool
    }

    /// The property of the root window naming the keycodes we bound, so a later start can undo them after a crash;
    /// start-up interns it with its other atoms.
    static let recordAtomName = "_EMOTION_KEYBOARD_KEYCODES"

    /// Whether the server has XTest, without which no key can be pressed in another application. One round trip:
    /// XTestQueryExtension makes five, setting up the XInput extension and asking for versions on the way.
    static func isAvailable(on display: XDisplay) -> Bool {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        return XQueryExtension(display.handle, "XTEST", &opcode, &event, &error) != 0
    }

    /// `nil` when the server has no XTest.
    init?(display: XDisplay, ownerWindow: Window) {
        guard Self.isAvailable(on: display) else { return nil }
        self.display = display
        self.ownerWindow = ownerWindow
        recordAtom = display.atom(Self.recordAtomName)
        clock = ServerClock(display: display, window: ownerWindow)
        XTestGrabControl(display.handle, 1)
        Self.repairAfterCrash(display: display, atom: recordAtom, ownWindow: ownerWindow)
        spare = Self.spareKeycodes(display)
        witness = KeymapWitness(display: display)
    }

    deinit { restore(force: true) }

    /// Whether bound keycodes may be bound anew: the target has fetched the keymap since our last change (without
    /// RECORD, or for a target that never fetches, once a few settle times have passed).
    func mayRebind(now: Milliseconds) -> Bool {
        guard let lastChange else { return true }
        if let witness, witness.lastFetch > lastChange.serverTime { return true }
        return now - lastChange.time >= 5 * Self.settle
    }

    /// Whether typing held back for a keymap change may go on now (after the witness saw a fetch).
    var isWaitingForFetch: Bool {
        guard let lastChange, let witness else { return false }
        return witness.lastFetch <= lastChange.serverTime
    }

    var spareCount: Int { spare.count }

    /// Call when the server's keymap changed (MappingNotify): the layout tables are read again when next needed.
    func keymapChanged() { layoutGroup = -1 }

    // MARK: Typing

    struct Report {
        var remaining: [Keystrokes]
        var retryAt: Milliseconds?
        var keymapChanged: Bool
    }

    /// Types as much of `items` as the free keycodes allow now and reports the rest.
    func type(_ items: [Keystrokes], now: Milliseconds) -> Report {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display.handle, &focus, &revert)
        witness?.watch(clientOf: focus)
        var state = XkbStateRec()
        XkbGetState(display.handle, UInt32(XkbUseCoreKbd), &state)
        refreshLayout(group: Int32(state.group))
        let capsLock = state.locked_mods & UInt8(LockMask) != 0
        let released = releaseHeldModifiers(state)
        var plan = StrokePlan()
        var remaining: [Keystrokes] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .backspace(let count):
                guard let key = layoutKeys[KeySym(XK_BackSpace)] else { continue }
                plan.strokes += Array(repeating: .layout(key), count: count)
            case .text(let text):
                if let rest = plan.add(text, injector: self, capsLock: capsLock, now: now) {
                    remaining = [.text(rest)] + items[(index + 1)...]
                    break
                }
            }
            if !remaining.isEmpty { break }
        }
        let changed = bind(plan.newBindings, keeping: plan.reused, now: now)
        for stroke in plan.strokes { press(stroke, now: now) }
        pressAgain(released)
        XSync(display.handle, 0)
        let retryAt = remaining.isEmpty ? nil : earliestRebind(now: now)
        return Report(remaining: remaining, retryAt: retryAt, keymapChanged: changed)
    }

    /// Presses a paste chord in the focused application.
    func press(_ chord: PasteKey) {
        var state = XkbStateRec()
        XkbGetState(display.handle, UInt32(XkbUseCoreKbd), &state)
        refreshLayout(group: Int32(state.group))
        let released = releaseHeldModifiers(state)
        let (modifiers, key): ([KeySym], KeySym) = switch chord {
        case .controlV: ([KeySym(XK_Control_L)], KeySym(XK_v))
        case .controlShiftV: ([KeySym(XK_Control_L), KeySym(XK_Shift_L)], KeySym(XK_v))
        case .shiftInsert: ([KeySym(XK_Shift_L)], KeySym(XK_Insert))
        }
        let modifierCodes = modifiers.map { XKeysymToKeycode(display.handle, $0) }.filter { $0 != 0 }
        let keycode = layoutKeys[key]?.keycode ?? XKeysymToKeycode(display.handle, key)
        if keycode != 0 {
            for code in modifierCodes { XTestFakeKeyEvent(display.handle, UInt32(code), 1, 0) }
            XTestFakeKeyEvent(display.handle, UInt32(keycode), 1, 0)
            XTestFakeKeyEvent(display.handle, UInt32(keycode), 0, 0)
            for code in modifierCodes.reversed() { XTestFakeKeyEvent(display.handle, UInt32(code), 0, 0) }
        }
        pressAgain(released)
        XSync(display.handle, 0)
    }

    /// Gives every keycode we bound back its empty mapping, in one request per run of neighbouring keycodes; unless
    /// `force`d (at exit), only when the keymap may change now. Returns whether nothing is left bound.
    @discardableResult
    func restore(force: Bool = false, now: Milliseconds = 0) -> Bool {
        guard !bindings.isEmpty else { return true }
        guard force || (mayRebind(now: now) && bindings.values.allSatisfy { now - $0.lastUsed >= Self.settle }) else { return false }
        lastChange = nil
        KeysymBinding.apply(Dictionary(uniqueKeysWithValues: bindings.keys.map { ($0, [KeySym]()) }), display: display)
        bindings = [:]
        XDeleteProperty(display.handle, display.root, recordAtom)
        XSync(display.handle, 0)
        return true
    }

    // MARK: Planning

    enum Stroke {
        case layout(LayoutKey)
        case bound(KeySym)
    }

    /// The strokes of a batch, the keysyms they need bound, and the bound keysyms they reuse (whose keycodes must
    /// not be taken for the new ones).
    struct StrokePlan {
        var strokes: [Stroke] = []
        var newBindings: [KeySym] = []
        var reused: Set<KeySym> = []

        /// Adds the graphemes of `text` that fit in the free keycodes; returns the rest, or `nil` when all fit.
        /// O(graphemes x spare keycodes).
        mutating func add(_ text: String, injector: KeyInjector, capsLock: Bool, now: Milliseconds) -> String? {
            var consumed = text.startIndex
            for grapheme in text {
                var graphemeStrokes: [Stroke] = []
                var graphemeNew: [KeySym] = []
                var graphemeReused: Set<KeySym> = []
                let scalars: [Unicode.Scalar] = grapheme == "\r\n" ? ["\n"] : Array(grapheme.unicodeScalars)
                for scalar in scalars {
                    guard let stroke = injector.stroke(for: scalar, capsLock: capsLock) else { continue }
                    graphemeStrokes.append(stroke)
                    guard case .bound(let keysym) = stroke else { continue }
                    if injector.isBound(keysym) {
                        graphemeReused.insert(keysym)
                    } else if !newBindings.contains(keysym), !graphemeNew.contains(keysym) {
                        graphemeNew.append(keysym)
                    }
                }
                let capacity = injector.capacity(now: now, keeping: reused.union(graphemeReused))
                if newBindings.count + graphemeNew.count > capacity {
                    // A grapheme needing more keycodes than are free waits for the next batch; one bigger than every
                    // free keycode together goes scalar by scalar instead (still whole and in order, only slower).
                    guard strokes.isEmpty, newBindings.isEmpty else { return String(text[consumed...]) }
                    return addInParts(grapheme, rest: text[text.index(after: consumed)...], injector: injector, capsLock: capsLock, now: now)
                }
                strokes += graphemeStrokes
                newBindings += graphemeNew
                reused.formUnion(graphemeReused)
                consumed = text.index(after: consumed)
            }
            return nil
        }

        private mutating func addInParts(_ grapheme: Character, rest: Substring, injector: KeyInjector, capsLock: Bool, now: Milliseconds) -> String? {
            var scalars = grapheme.unicodeScalars[...]
            while let scalar = scalars.first {
                if let stroke = injector.stroke(for: scalar, capsLock: capsLock) {
                    if case .bound(let keysym) = stroke {
                        if injector.isBound(keysym) {
                            reused.insert(keysym)
                        } else if !newBindings.contains(keysym) {
                            guard newBindings.count < injector.capacity(now: now, keeping: reused) else { break }
                            newBindings.append(keysym)
                        }
                    }
                    strokes.append(stroke)
                }
                scalars = scalars.dropFirst()
            }
            let remaining = String(String.UnicodeScalarView(scalars)) + rest
            return remaining.isEmpty ? nil : remaining
        }
    }

    /// How one scalar is typed: through the layout's own key, or a bound keysym; `nil` for what is never typed.
    func stroke(for scalar: Unicode.Scalar, capsLock: Bool) -> Stroke? {
        switch scalar {
        case "\n", "\r": return layoutKeys[KeySym(XK_Return)].map(Stroke.layout)
        case "\t": return layoutKeys[KeySym(XK_Tab)].map(Stroke.layout)
        default: break
        }
        guard scalar.properties.generalCategory != .control else { return nil }
        let keysym = scalar.value < 0x100 ? KeySym(scalar.value) : KeySym(0x0100_0000 + scalar.value)
        let letter = scalar.properties.isAlphabetic
        // Caps Lock would change a letter's case on its own key; a bound keysym has one level and ignores it.
        if let key = layoutKeys[keysym], !(capsLock && letter) { return .layout(key) }
        return .bound(keysym)
    }

    fileprivate func isBound(_ keysym: KeySym) -> Bool { bindings.values.contains { $0.keysyms.contains(keysym) } }

    /// How many keysyms can be bound now without touching those in `keeping`.
    fileprivate func capacity(now: Milliseconds, keeping: Set<KeySym>) -> Int {
        freeKeycodes(now: now, keeping: keeping).count * Self.levels
    }

    /// Spare keycodes that may be bound now, least recently used first: never bound ones, and bound ones that have
    /// rested (while rebinding is allowed at all) and hold no keysym in `keeping`.
    fileprivate func freeKeycodes(now: Milliseconds, keeping: Set<KeySym>) -> [KeyCode] {
        let rebinding = mayRebind(now: now)
        return spare.filter { code in
            guard let binding = bindings[code] else { return true }
            return rebinding && now - binding.lastUsed >= Self.settle && binding.keysyms.allSatisfy { !keeping.contains($0) }
        }.sorted { (bindings[$0]?.lastUsed ?? .min) < (bindings[$1]?.lastUsed ?? .min) }
    }

    /// When the next bound keycode may be bound anew (the fetch the witness waits for can make it sooner).
    private func earliestRebind(now: Milliseconds) -> Milliseconds {
        let rested = bindings.values.map { $0.lastUsed + Self.settle }.filter { $0 > now }.min() ?? now + Self.settle
        let fallback = lastChange.map { $0.time + 5 * Self.settle } ?? now
        return mayRebind(now: now) ? rested : max(rested, fallback)
    }

    // MARK: Keymap

    /// Binds `keysyms` to free keycodes other than those holding `keeping`, least recently used first; returns
    /// whether the keymap changed.
    private func bind(_ keysyms: [KeySym], keeping: Set<KeySym>, now: Milliseconds) -> Bool {
        guard !keysyms.isEmpty else { return false }
        let pairs = stride(from: 0, to: keysyms.count, by: Self.levels).map { Array(keysyms[$0..<min(keysyms.count, $0 + Self.levels)]) }
        let codes = Array(freeKeycodes(now: now, keeping: keeping).prefix(pairs.count))
        guard codes.count == pairs.count else { return false }
        var chosen: [KeyCode: [KeySym]] = [:]
        for (code, pair) in zip(codes, pairs) {
            chosen[code] = pair
            bindings[code] = Binding(keysyms: pair, lastUsed: now)
        }
        record()
        KeysymBinding.apply(chosen, display: display)
        // Fetches the target makes from now on see this mapping.
        lastChange = (clock.now(), now)
        return true
    }

    private func press(_ stroke: Stroke, now: Milliseconds) {
        switch stroke {
        case .layout(let key):
            let shift = key.shifted ? XKeysymToKeycode(display.handle, KeySym(XK_Shift_L)) : 0
            if shift != 0 { XTestFakeKeyEvent(display.handle, UInt32(shift), 1, 0) }
            XTestFakeKeyEvent(display.handle, UInt32(key.keycode), 1, 0)
            XTestFakeKeyEvent(display.handle, UInt32(key.keycode), 0, 0)
            if shift != 0 { XTestFakeKeyEvent(display.handle, UInt32(shift), 0, 0) }
        case .bound(let keysym):
            guard let (code, binding) = bindings.first(where: { $0.value.keysyms.contains(keysym) }) else { return }
            bindings[code]?.lastUsed = now
            let shift = binding.keysyms.first == keysym ? 0 : XKeysymToKeycode(display.handle, KeySym(XK_Shift_L))
            if shift != 0 { XTestFakeKeyEvent(display.handle, UInt32(shift), 1, 0) }
            XTestFakeKeyEvent(display.handle, UInt32(code), 1, 0)
            XTestFakeKeyEvent(display.handle, UInt32(code), 0, 0)
            if shift != 0 { XTestFakeKeyEvent(display.handle, UInt32(shift), 0, 0) }
        }
    }

    /// Reads which key types each printable ASCII keysym, Return, Tab and BackSpace in the active group, at level 1
    /// or (with Shift) 2.
    private func refreshLayout(group: Int32) {
        guard group != layoutGroup else { return }
        layoutGroup = group
        layoutKeys = [:]
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        let wanted: (KeySym) -> Bool = { ($0 >= 0x20 && $0 <= 0x7E) || $0 == KeySym(XK_Return) || $0 == KeySym(XK_Tab) || $0 == KeySym(XK_BackSpace) }
        for code in minimum...maximum where !spare.contains(KeyCode(code)) {
            for level in [Int32(0), 1] {
                let keysym = XkbKeycodeToKeysym(display.handle, KeyCode(code), group, level)
                if wanted(keysym), layoutKeys[keysym] == nil {
                    layoutKeys[keysym] = LayoutKey(keycode: KeyCode(code), shifted: level == 1)
                }
            }
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

    // MARK: Spare keycodes and crash repair

    private static func spareKeycodes(_ display: XDisplay) -> [KeyCode] {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        var perKeycode: Int32 = 0
        let count = maximum - minimum + 1
        guard count > 0, let map = XGetKeyboardMapping(display.handle, KeyCode(minimum), count, &perKeycode) else { return [] }
        defer { XFree(map) }
        let width = Int(perKeycode)
        return (0..<Int(count)).compactMap { offset in
            (0..<width).allSatisfy { map[offset * width + $0] == 0 } ? KeyCode(Int(minimum) + offset) : nil
        }
    }

    /// Notes on the root window which keycodes this window bound, as (window, keycode, keysym) triples.
    private func record() {
        let values = bindings.sorted { $0.key < $1.key }.flatMap { [Int(ownerWindow), Int($0.key), Int($0.value.keysyms[0])] }
        WindowProperty.set(display, window: display.root, atom: recordAtom, type: XA_CARDINAL, values: values)
    }

    /// A keyboard killed while it had keycodes bound left them in the keymap: give back those still bound as recorded,
    /// when the window that recorded them no longer exists.
    private static func repairAfterCrash(display: XDisplay, atom: Atom, ownWindow: Window) {
        guard let triples = WindowProperty.cardinals(display, window: display.root, atom: atom, limit: 3 * 256), triples.count % 3 == 0,
              !triples.isEmpty else { return }
        // X reuses a dead client's ids, so a window that exists under the recorded id is the owner only if it is
        // another keyboard's (never our own, created just before).
        let owner = Window(triples[0])
        var attributes = XWindowAttributes()
        let exists = XErrorLog.errors(on: display) { XGetWindowAttributes(display.handle, owner, &attributes) }.isEmpty
        let keyboardClass = WindowProperty.bytes(display, window: owner, atom: XA_WM_CLASS, limit: 64)?.bytes.split(separator: 0).last
        guard !exists || owner == ownWindow || keyboardClass.map({ String(decoding: $0, as: UTF8.self) }) != "EmotionKeyboard" else { return }
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        var stale: [KeyCode: [KeySym]] = [:]
        for index in stride(from: 0, to: triples.count, by: 3) {
            let code = triples[index + 1]
            guard code >= Int(minimum), code <= Int(maximum), XkbKeycodeToKeysym(display.handle, KeyCode(code), 0, 0) == KeySym(triples[index + 2]) else { continue }
            stale[KeyCode(code)] = []
        }
        KeysymBinding.apply(stale, display: display)
        XDeleteProperty(display.handle, display.root, atom)
        XSync(display.handle, 0)
    }
}
