/// Decides how text is typed into another application with fake key events: which key of the user's layout types a
/// character, which keysyms are bound to which spare keycodes (one with no keysyms in the user's keymap), and when a
/// bound keycode may be bound anew. The injector reads the keymap, performs the plan and reports what the server did.
///
/// ASCII the layout has goes through its own key (with Shift when needed); everything else is bound, as the keysym
/// 0x01000000 + code point, two keysyms per keycode, one keymap change per batch, least recently used keycodes first.
///
/// The target looks a keycode up when it handles the key event, not when the event is sent, and Xlib clients fetch a
/// changed keymap when they look up the next key after *reading* a keymap change, even one read ahead of keys still
/// queued. So a keycode is bound to another keysym only when it has rested `settle` ms since its last press, and not
/// before the target has fetched the keymap since our last change and then had `settle` ms to translate the keys
/// after it (when a witness reports fetches; a target stopped across our change is waited for up to `fetchTimeout`),
/// or without a witness, until `5 * settle` after the change.
///
/// A fetch proves only that the target has *read* our last change, on the first key it looked up after it; the keys
/// we pressed after the change may all be still untranslated. A target that fell behind (a busy machine) fetches
/// late, long after those keys rested by our clock: rebinding right after that fetch had it read the new mapping
/// ahead of them and type the next batch's keysyms instead. So the rest counts from the fetch too.
public struct KeycodePlanner: Hashable, Sendable {
    /// How long a bound keycode rests after its last press before it may be bound to another keysym.
    public static let settle: Milliseconds = 300
    /// Keysyms per bound keycode.
    public static let levels = 2
    /// How long after our last keymap change rebinding waits for a target no witness reports on.
    public static let unwitnessedWait: Milliseconds = 5 * settle
    /// With a witness, how long after our last change a target that has not fetched the keymap is waited for: it is
    /// stopped or busy, and translates the keys it has queued with whatever mapping it reads when it wakes, so a
    /// rebinding or a restore before then would change what they type. The outer bound only.
    public static let fetchTimeout: Milliseconds = 30_000

    static let returnKeysym: UInt = 0xFF0D
    static let tabKeysym: UInt = 0xFF09
    static let backSpaceKeysym: UInt = 0xFF08

    /// Keycodes with no keysyms when we started: the only ones ever bound.
    public let spare: [UInt8]
    /// Whether keymap fetches of the target are reported (`keymapFetched`); without, only time tells.
    public let witnessed: Bool
    /// The spare keycodes bound now.
    public internal(set) var bindings: [UInt8: KeycodeBinding] = [:]
    /// The layout's key for each printable ASCII keysym, Return, Tab, BackSpace and Insert, in group `layoutGroup`.
    public private(set) var layout: [UInt: KeyPress] = [:]
    /// The keycode of each key of the keymap by its XKB name (AB04), spare keycodes left out; read with `layout`.
    public private(set) var keysByName: [String: UInt8] = [:]
    /// The keyboard group `layout` was read for; `nil` until read, and after the server's keymap changed.
    public private(set) var layoutGroup: Int?
    /// Our latest keymap change (by request number) the server had handled when the target last fetched the keymap.
    public private(set) var lastFetch: UInt = 0
    /// Our latest keymap change since the last restore, if any.
    public private(set) var lastChange: KeymapChange?
    /// Our time when a fetch of the target since `lastChange` was first reported; `nil` until then.
    public private(set) var fetchSeen: Milliseconds?
    /// The target's process, and whether it talks to the X server on connections besides its window's.
    public private(set) var target = TargetConnections()
    /// Processes seen fetching the keymap on a connection of their own after our change (`TargetConnections`).
    public private(set) var processesFetchingApart: Set<UInt> = []
    /// Until when the presses after our last change wait for the target's fetch; `nil` when they went at once.
    public internal(set) var pressesHeldUntil: Milliseconds?

    /// A planner that binds only `spare` keycodes; `witnessed` when the target's keymap fetches will be reported.
    public init(spare: [UInt8], witnessed: Bool) {
        self.spare = spare
        self.witnessed = witnessed
    }

    /// Whether bound keycodes may be bound anew: `settle` ms have passed since the target was first reported to
    /// have fetched the keymap after our last change (without a witness, once `unwitnessedWait` has passed since the
    /// change; for a target that never fetches, once `fetchTimeout` has).
    public func mayRebind(now: Milliseconds) -> Bool {
        now >= rebindAllowedAt(now: now)
    }

    /// From when our last change allows rebinding (`now` when nothing is waited for).
    private func rebindAllowedAt(now: Milliseconds) -> Milliseconds {
        guard let lastChange else { return now }
        guard witnessed else { return lastChange.time + Self.unwitnessedWait }
        guard let fetchSeen else { return lastChange.time + Self.fetchTimeout }
        return fetchSeen + Self.settle
    }

    /// Whether typing is held back until the target fetches the keymap we changed.
    public var isWaitingForFetch: Bool {
        witnessed && lastChange != nil && fetchSeen == nil
    }

    /// The target fetched the keymap after the server had handled our change numbered `request`, the latest it had
    /// (the order RECORD reports requests in is the server's; a clock cannot tell a fetch from a change in the same
    /// millisecond), reported to us at `now`.
    public mutating func keymapFetched(after request: UInt, now: Milliseconds) {
        lastFetch = request
        guard let lastChange, fetchSeen == nil, lastFetch >= lastChange.request else { return }
        fetchSeen = now
        // Presses held for this fetch show that the process fetches on its own, apart from its window's connection.
        if pressesHeldUntil != nil, let process = target.process { processesFetchingApart.insert(process) }
    }

    /// The keymap change of a plan was sent as our request numbered `request` or later; `now` is the plan's time.
    public mutating func keymapChanged(request: UInt, now: Milliseconds) {
        lastChange = KeymapChange(request: request, time: now)
        fetchSeen = nil
    }

    // MARK: The target's connections

    /// The keys go to `connections` from now on.
    public mutating func target(_ connections: TargetConnections) { target = connections }

    /// Whether the presses after a keymap change wait for the target to fetch the keymap: a process with other X
    /// connections may translate its window's keys with a keymap one of those fetches when it gets to it (Chromium),
    /// so its first key after our change could be read with the old mapping, where a bound keycode types nothing.
    /// A single connection translates after fetching, in the order of its events: its keys go at once.
    var holdsPressesAfterChange: Bool { witnessed && target.hasOtherConnections }

    /// How long held presses wait for the fact they are held for: RECORD reporting a keymap fetch, by a connection of
    /// the target's process, that the server handled after our change (`keymapFetched`). For a process seen fetching
    /// apart, up to `fetchTimeout` (it is stopped or busy: the user sees the text when it wakes); for one never seen
    /// to, `unwitnessedWait` (its other connections may never fetch). At the bound the presses go anyway: the text
    /// is typed that much later, and a target that still has the old mapping may miss its first emotion.
    var heldPressesWait: Milliseconds {
        target.process.map { processesFetchingApart.contains($0) } == true ? Self.fetchTimeout : Self.unwitnessedWait
    }

    /// The presses of a batch whose keymap change was planned at `now` wait: they go once the target has fetched or
    /// the wait is over.
    mutating func holdPresses(now: Milliseconds) { pressesHeldUntil = now + heldPressesWait }

    /// Whether presses held after our last change may go now.
    func heldPressesMayGo(now: Milliseconds) -> Bool {
        guard let pressesHeldUntil else { return true }
        return fetchSeen != nil || now >= pressesHeldUntil
    }

    /// When the next bound keycode may be bound anew (a reported fetch can make it sooner), or held presses go.
    public func earliestRebind(now: Milliseconds) -> Milliseconds {
        if let pressesHeldUntil, fetchSeen == nil { return pressesHeldUntil }
        let allowed = rebindAllowedAt(now: now)
        if let rested = bindings.values.map({ $0.lastUsed + Self.settle }).filter({ $0 > now }).min() {
            return max(rested, allowed)
        }
        return allowed > now ? allowed : now + Self.settle
    }

    // MARK: Restoring

    /// Whether every bound keycode may go back to the user's keymap now: all have rested and the keymap may change.
    public func mayRestore(now: Milliseconds) -> Bool {
        mayRebind(now: now) && bindings.values.allSatisfy { now - $0.lastUsed >= Self.settle }
    }

    /// Forgets every binding; returns the keycodes to give back their empty mapping, in order.
    public mutating func unbindAll() -> [UInt8] {
        let codes = bindings.keys.sorted()
        bindings = [:]
        lastChange = nil
        fetchSeen = nil
        pressesHeldUntil = nil
        return codes
    }

    // MARK: Layout

    /// Reads, unless it was read for `group`, which key types each printable ASCII keysym, Return, Tab, BackSpace and Insert
    /// at level 1 or (with Shift) 2; `keysym` gives the keysym of a keycode at a level (0 or 1); `names` are the
    /// keys' XKB names. Spare keycodes are skipped; the lowest keycode and level win.
    public mutating func readLayout(
        group: Int, keycodes: ClosedRange<UInt8>, names: [UInt8: String] = [:],
        keysym: (_ keycode: UInt8, _ level: Int) -> UInt
    ) {
        guard group != layoutGroup else { return }
        layoutGroup = group
        layout = [:]
        keysByName = [:]
        let wanted: (UInt) -> Bool = {
            ($0 >= 0x20 && $0 <= 0x7E) || $0 == Self.returnKeysym || $0 == Self.tabKeysym || $0 == Self.backSpaceKeysym
                || $0 == PasteKey.insertKeysym
        }
        for code in keycodes where !spare.contains(code) {
            if let name = names[code], keysByName[name] == nil { keysByName[name] = code }
            for level in 0...1 {
                let symbol = keysym(code, level)
                if wanted(symbol), layout[symbol] == nil {
                    layout[symbol] = KeyPress(keycode: code, shifted: level == 1)
                }
            }
        }
    }

    /// The server's keymap changed: the layout is read again when next needed.
    public mutating func forgetLayout() { layoutGroup = nil }

    // MARK: Free keycodes

    /// Whether `keysym` is bound to one of our keycodes.
    func isBound(_ keysym: UInt) -> Bool { bindings.values.contains { $0.keysyms.contains(keysym) } }

    /// How many keysyms can be bound now without touching those in `keeping`.
    func capacity(now: Milliseconds, keeping: Set<UInt>) -> Int {
        freeKeycodes(now: now, keeping: keeping).count * Self.levels
    }

    /// Spare keycodes that may be bound now, least recently used first: never bound ones, and bound ones that have
    /// rested (while rebinding is allowed at all) and hold no keysym in `keeping`.
    func freeKeycodes(now: Milliseconds, keeping: Set<UInt>) -> [UInt8] {
        let rebinding = mayRebind(now: now)
        return spare.filter { code in
            guard let binding = bindings[code] else { return true }
            return rebinding && now - binding.lastUsed >= Self.settle
                && binding.keysyms.allSatisfy { !keeping.contains($0) }
        }.sorted { (bindings[$0]?.lastUsed ?? .min) < (bindings[$1]?.lastUsed ?? .min) }
    }

    /// Binds `keysyms` to free keycodes other than those holding `keeping`, least recently used first, pressed `now`;
    /// returns the keymap change (empty when nothing is bound: none needed, or too few free keycodes).
    mutating func bind(_ keysyms: [UInt], keeping: Set<UInt>, now: Milliseconds) -> [UInt8: [UInt]] {
        guard !keysyms.isEmpty else { return [:] }
        let groups = stride(from: 0, to: keysyms.count, by: Self.levels).map {
            Array(keysyms[$0..<min(keysyms.count, $0 + Self.levels)])
        }
        let codes = Array(freeKeycodes(now: now, keeping: keeping).prefix(groups.count))
        guard codes.count == groups.count else { return [:] }
        var change: [UInt8: [UInt]] = [:]
        for (code, group) in zip(codes, groups) {
            change[code] = group
            bindings[code] = KeycodeBinding(keysyms: group, lastUsed: now)
        }
        return change
    }

    /// The key that types a bound keysym (marking its keycode used `now`); `nil` when it is not bound.
    mutating func pressBound(_ keysym: UInt, now: Milliseconds) -> KeyPress? {
        guard let (code, binding) = bindings.first(where: { $0.value.keysyms.contains(keysym) }) else { return nil }
        bindings[code]?.lastUsed = now
        return KeyPress(keycode: code, shifted: binding.keysyms.first != keysym)
    }
}
