import CX11

/// The X clients (connections) of the process that owns a window, from the X-Resource extension: a browser reads its
/// window's events on one connection and translates keys through GTK's keymap on another, and each fetches the
/// keymap on its own. Three round trips; made only when the window keys go to changes.
enum ProcessClients {
    /// The resource bases of every client of `window`'s process, or `[window]` alone when the server cannot say (no
    /// X-Resource, a client of another machine).
    static func sharingProcess(with window: Window, on display: XDisplay) -> [XID] {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard let xres = LibXRes.library, XQueryExtension(display.handle, "X-Resource", &opcode, &event, &error) != 0,
              let pid = pids(of: [window], xres: xres, display: display).first?.pid else { return [window] }
        var count: Int32 = 0
        var list: UnsafeMutablePointer<XResClient>?
        // Unlike XResQueryClientIds (Success), XResQueryClients returns nonzero when it succeeds.
        guard xres.queryClients(display.handle, &count, &list) != 0, let list else { return [window] }
        defer { XFree(list) }
        let bases = UnsafeBufferPointer(start: list, count: Int(max(0, count))).map(\.resource_base)
        let same = pids(of: bases, xres: xres, display: display).filter { $0.pid == pid }.map(\.client)
        return same.isEmpty ? [window] : same
    }

    /// The process id each of `clients` gave the server (clients it cannot say for are left out).
    private static func pids(of clients: [XID], xres: LibXRes, display: XDisplay) -> [(client: XID, pid: pid_t)] {
        var specs = clients.map { XResClientIdSpec(client: $0, mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue)) }
        var count = 0
        var values: UnsafeMutablePointer<XResClientIdValue>?
        guard !specs.isEmpty, xres.queryClientIds(display.handle, specs.count, &specs, &count, &values) == Success, let values else { return [] }
        defer { xres.clientIdsDestroy(count, values) }
        return (0..<max(0, count)).compactMap { index in
            let pid = xres.getClientPid(values + index)
            return pid > 0 ? (values[index].spec.client, pid) : nil
        }
    }
}
