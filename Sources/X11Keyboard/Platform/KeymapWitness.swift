import CX11

/// Sees, through the RECORD extension, when the client we type into fetches the keymap (a core GetKeyboardMapping or
/// an XKB GetMap request). A client looks a keycode up when it handles the key event, and after a keymap change it
/// fetches the keymap again first: once it has fetched since our last change, the keycodes we pressed before that
/// change can no longer be read through a newer mapping, so rebinding them is safe.
final class KeymapWitness {
    /// The connection RECORD sends its data on; the event loop polls its descriptor.
    private let data: OpaquePointer
    private let control: XDisplay
    private let context: XRecordContext
    private var ranges: [UnsafeMutablePointer<XRecordRange>?]
    /// The window whose client is watched (RECORD names a client by any of its resource ids).
    private var watched: Window = 0
    /// The server time of the watched client's latest keymap fetch.
    private(set) var lastFetch: Time = 0
    /// The core request's opcode (X_GetKeyboardMapping in Xproto.h); XKB's GetMap is its minor 8.
    private static let getKeyboardMapping: UInt8 = 101

    /// `nil` when the server has no RECORD extension or a second connection cannot be opened.
    init?(display: XDisplay) {
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XRecordQueryVersion(display.handle, &major, &minor) != 0,
            let data = XOpenDisplay(XDisplayString(display.handle))
        else { return nil }
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        let xkb = XQueryExtension(display.handle, "XKEYBOARD", &opcode, &event, &error) != 0 ? UInt8(opcode) : 0
        guard let core = XRecordAllocRange(), let extensionRange = XRecordAllocRange() else {
            XCloseDisplay(data)
            return nil
        }
        core.pointee.core_requests = XRecordRange8(first: Self.getKeyboardMapping, last: Self.getKeyboardMapping)
        extensionRange.pointee.ext_requests = XRecordExtRange(
            ext_major: XRecordRange8(first: xkb, last: xkb),
            ext_minor: XRecordRange16(first: 8, last: 8))
        ranges = xkb != 0 ? [core, extensionRange] : [core]
        // Each recorded request carries the server time it was handled at.
        context = XRecordCreateContext(display.handle, XRecordFromClientTime, nil, 0, &ranges, Int32(ranges.count))
        XSync(display.handle, 0)
        self.data = data
        control = display
        guard context != 0 else { return nil }
        let callback: XRecordInterceptProc = { closure, recorded in
            guard let closure, let recorded else { return }
            let witness = Unmanaged<KeymapWitness>.fromOpaque(UnsafeRawPointer(closure)).takeUnretainedValue()
            if recorded.pointee.category == XRecordFromClient {
                witness.lastFetch = max(witness.lastFetch, recorded.pointee.server_time)
            }
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
        for range in ranges { XFree(range) }
    }

    var fileDescriptor: Int32 { XConnectionNumber(data) }

    /// Reads what RECORD sent; call when the descriptor is readable.
    func process() {
        XRecordProcessReplies(data)
    }

    /// Watches the client that owns `window` instead of the one watched so far.
    func watch(clientOf window: Window) {
        guard window != watched, window > 1 else { return }
        if watched != 0 {
            var old = XRecordClientSpec(watched)
            XRecordUnregisterClients(control.handle, context, &old, 1)
        }
        var client = XRecordClientSpec(window)
        XRecordRegisterClients(control.handle, context, XRecordFromClientTime, &client, 1, &ranges, Int32(ranges.count))
        XSync(control.handle, 0)
        watched = window
    }
}
