import CX11

/// Protocol errors the server reported, so code that made a request can ask whether it failed. Errors are not fatal
/// (a clipboard requestor may vanish before our answer arrives); Xlib calls the handler on the event loop's thread.
enum XErrorLog {
    struct Entry: Hashable {
        var serial: UInt
        var requestCode: UInt8
        var errorCode: UInt8
    }

    nonisolated(unsafe) private static var entries: [Entry] = []

    /// Installs the handler; call once, right after opening the display.
    static func install() {
        XSetErrorHandler { _, event in
            guard let event else { return 0 }
            XErrorLog.record(
                Entry(
                    serial: event.pointee.serial, requestCode: event.pointee.request_code,
                    errorCode: event.pointee.error_code))
            if Trace.enabled {
                Trace.mark("X error \(event.pointee.error_code) on request \(event.pointee.request_code)")
            }
            return 0
        }
    }

    private static func record(_ entry: Entry) {
        entries.append(entry)
        if entries.count > 64 { entries.removeFirst(entries.count - 64) }
    }

    /// Runs `body`, waits for the server to process it, and returns the errors its requests caused.
    static func errors(on display: XDisplay, during body: () -> Void) -> [Entry] {
        let first = XNextRequest(display.handle)
        body()
        XSync(display.handle, 0)
        return entries.filter { $0.serial >= first }
    }
}
