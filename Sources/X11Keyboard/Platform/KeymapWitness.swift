import CX11

/// Sees, through the RECORD extension, when a client of the process we type into fetches the keymap (a core
/// GetKeyboardMapping or an XKB GetMap request), and where that fetch stands among our own keymap changes (XKB
/// SetMap requests of our connection): RECORD reports one context's requests in the order the server handled them. A
/// client looks a keycode up when it handles the key event, and after a keymap change it fetches the keymap again
/// first: once it has fetched after our last change, the keycodes we pressed before that change can no longer be
/// read through a newer mapping, so rebinding them is safe.
final class KeymapWitness {
    /// The connection RECORD sends its data on; the event loop polls its descriptor.
    private let data: OpaquePointer
    private let control: XDisplay
    private let context: XRecordContext
    /// What is recorded of the target's clients: its keymap fetches.
    private var fetches: [UnsafeMutablePointer<XRecordRange>?]
    /// What is recorded of our own connection: its keymap changes.
    private var changes: [UnsafeMutablePointer<XRecordRange>?]
    private let xkbOpcode: UInt8
    /// The target's clients watched (RECORD names a client by any of its resource ids), our control connection left
    /// out.
    private var watched: [UInt64] = []
    private let own: UInt64
    /// The request number (low 32 bits) of the latest of our keymap changes the server has handled.
    private var latestChange: UInt = 0
    /// The latest of our changes the server had handled when a watched client last fetched the keymap.
    private(set) var changeBeforeLatestFetch: UInt = 0
    /// The core request's opcode (X_GetKeyboardMapping in Xproto.h); XKB's GetMap is its minor 8, SetMap minor 9.
    private static let getKeyboardMapping: UInt8 = 101
    private static let xkbGetMap: UInt8 = 8
    private static let xkbSetMap: UInt8 = 9

    /// The request number RECORD gives a request our connection sends next (its low 32 bits: RECORD's are 32-bit).
    static func nextRequest(on display: XDisplay) -> UInt {
        UInt(UInt32(truncatingIfNeeded: XNextRequest(display.handle)))
    }

    /// Watches the keymap changes `ownWindow`'s connection makes. `nil` when the server has no RECORD or XKEYBOARD
    /// extension or a second connection cannot be opened.
    init?(display: XDisplay, ownWindow: Window) {
        var major: Int32 = 0
        var minor: Int32 = 0
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        guard XRecordQueryVersion(display.handle, &major, &minor) != 0,
            XQueryExtension(display.handle, "XKEYBOARD", &opcode, &event, &error) != 0,
            let data = XOpenDisplay(XDisplayString(display.handle))
        else { return nil }
        xkbOpcode = UInt8(opcode)
        let allocated = [XRecordAllocRange(), XRecordAllocRange(), XRecordAllocRange()]
        guard let core = allocated[0], let getMap = allocated[1], let setMap = allocated[2] else {
            for range in allocated { XFree(range) }
            XCloseDisplay(data)
            return nil
        }
        core.pointee.core_requests = XRecordRange8(first: Self.getKeyboardMapping, last: Self.getKeyboardMapping)
        getMap.pointee.ext_requests = XRecordExtRange(
            ext_major: XRecordRange8(first: xkbOpcode, last: xkbOpcode),
            ext_minor: XRecordRange16(first: UInt16(Self.xkbGetMap), last: UInt16(Self.xkbGetMap)))
        setMap.pointee.ext_requests = XRecordExtRange(
            ext_major: XRecordRange8(first: xkbOpcode, last: xkbOpcode),
            ext_minor: XRecordRange16(first: UInt16(Self.xkbSetMap), last: UInt16(Self.xkbSetMap)))
        fetches = [core, getMap]
        changes = [setMap]
        own = display.client(of: ownWindow)
        var ownSpec = XRecordClientSpec(ownWindow)
        context = XRecordCreateContext(
            display.handle, XRecordFromClientSequence, &ownSpec, 1, &changes, Int32(changes.count))
        XSync(display.handle, 0)
        self.data = data
        control = display
        guard context != 0 else { return nil }
        let callback: XRecordInterceptProc = { closure, recorded in
            guard let closure, let recorded else { return }
            let witness = Unmanaged<KeymapWitness>.fromOpaque(UnsafeRawPointer(closure)).takeUnretainedValue()
            witness.handle(recorded.pointee)
            XRecordFreeData(recorded)
        }
        guard
            XRecordEnableContextAsync(
                data, context, callback, Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
                != 0
        else {
            return nil
        }
    }

    deinit {
        if context != 0 {
            XRecordDisableContext(control.handle, context)
            XRecordFreeContext(control.handle, context)
            XSync(control.handle, 0)
        }
        XCloseDisplay(data)
        for range in fetches + changes { XFree(range) }
    }

    var fileDescriptor: Int32 { XConnectionNumber(data) }

    /// Reads what RECORD sent; call when the descriptor is readable.
    func process() {
        XRecordProcessReplies(data)
    }

    /// A recorded request: our change (only SetMap is recorded of us, and never SetMap of others) or a fetch.
    private func handle(_ recorded: XRecordInterceptData) {
        guard recorded.category == XRecordFromClient, recorded.data_len > 0, let request = recorded.data else { return }
        if request[0] == xkbOpcode, request[1] == Self.xkbSetMap {
            latestChange = UInt(UInt32(truncatingIfNeeded: recorded.client_seq))
        } else {
            changeBeforeLatestFetch = latestChange
        }
    }

    /// Watches `clients` (the target process's, by id) instead of those watched so far, each registered on its own
    /// (one that has gone fails alone) and again each time: RECORD forgets a client that disconnects, and the server
    /// gives its id to the next one. Our own connection keeps its registration for our changes only.
    func watch(_ clients: [UInt64]) {
        let targets = clients.filter { $0 != own }
        for gone in watched where !targets.contains(gone) {
            var spec = XRecordClientSpec(gone)
            XRecordUnregisterClients(control.handle, context, &spec, 1)
        }
        for client in targets {
            var spec = XRecordClientSpec(client)
            XRecordRegisterClients(
                control.handle, context, XRecordFromClientSequence, &spec, 1, &fetches, Int32(fetches.count))
        }
        XSync(control.handle, 0)
        watched = targets
    }
}
