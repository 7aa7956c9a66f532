import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The X clients of the process a window's client belongs to, as the X-Resource extension reports them: the server
/// knows the process id of each local client. One round trip for every client at once.
struct ClientProcess {
    /// The window's own client first, then the process's other clients.
    let clients: [UInt64]
    let connections: TargetConnections

    /// Whether the server can name the process of a client: it has the X-Resource extension (libXRes is opened on
    /// the first question). The server's extensions do not change while we are connected: ask once.
    static func canAsk(_ display: XDisplay) -> Bool {
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        return XQueryExtension(display.handle, "X-Resource", &opcode, &event, &error) != 0
    }

    /// The process of the client that made `window`; only that client when the server cannot tell (`canAsk` false,
    /// no libXRes, a remote client); none when it is ours.
    init(of window: Window, on display: XDisplay, canAsk: Bool) {
        let own = display.client(of: window)
        let processes = canAsk ? Self.processes(display) : [:]
        guard let pid = processes[own] else {
            clients = [own]
            connections = TargetConnections()
            return
        }
        // Our own window: nothing to watch (the witness's own data connection cannot be recorded).
        guard pid != getpid() else {
            clients = []
            connections = TargetConnections()
            return
        }
        let others = processes.filter { $0.value == pid && $0.key != own }.keys.sorted()
        clients = [own] + others
        connections = TargetConnections(process: UInt(pid), hasOtherConnections: !others.isEmpty)
    }

    /// Every client whose process the server knows, by client id.
    private static func processes(_ display: XDisplay) -> [UInt64: Int32] {
        guard let library = LibXRes.library else { return [:] }
        // Client None asks for every client.
        var spec = XResClientIdSpec(client: 0, mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue))
        var count = 0
        var values: UnsafeMutablePointer<XResClientIdValue>?
        guard library.queryClientIds(display.handle, 1, &spec, &count, &values) == Success, let values else {
            return [:]
        }
        defer { library.clientIdsDestroy(count, values) }
        var processes: [UInt64: Int32] = [:]
        for index in 0..<count {
            let pid = library.clientPid(values + index)
            if pid > 0 { processes[display.client(of: Window(values[index].spec.client))] = pid }
        }
        return processes
    }
}
