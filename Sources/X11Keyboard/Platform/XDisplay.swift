import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The X connection: owns `Display*` and knows the screen's visual, depth and interned atoms.
final class XDisplay {
    let handle: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let depth: Int32
    private var atoms: [String: Atom] = [:]
    /// The events this client selected on the root window; each part of the shell adds its own.
    private var rootEventMask = 0

    struct OpenError: Error, CustomStringConvertible {
        let name: String
        /// What Xlib printed while it tried (the server's refusal, say), folded into one line; empty when nothing.
        var said = ""
        var description: String {
            let display = name.isEmpty ? "(none)" : name
            return said.isEmpty
                ? "cannot open display \(display): is DISPLAY set?" : "cannot open display \(display): \(said)"
        }
    }

    init(name: String?) throws {
        // Xlib prints a refused connection's reason itself ("Authorization required, ..."), in lines of its own.
        let (opened, said) = StandardError.capturing { XOpenDisplay(name) }
        guard let handle = opened else {
            throw OpenError(name: name ?? String(cString: XDisplayName(nil)), said: Self.oneLine(said))
        }
        if !said.isEmpty { StandardError.warn(Self.oneLine(said)) }
        self.handle = handle
        screen = XDefaultScreen(handle)
        root = XRootWindow(handle, screen)
        visual = XDefaultVisual(handle, screen)
        colormap = XDefaultColormap(handle, screen)
        depth = XDefaultDepth(handle, screen)
    }

    deinit { XCloseDisplay(handle) }

    /// Lines as one: each trimmed, the empty ones left out, joined by "; ".
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { line in
            line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        }.filter { !$0.isEmpty }.map { String($0) }.joined(separator: "; ")
    }

    var fileDescriptor: Int32 { XConnectionNumber(handle) }

    /// The client that created `window`: its id without the resource bits, which the server gives every client alike.
    func client(of window: Window) -> UInt64 {
        UInt64(window & ~cx_resource_mask(handle))
    }

    /// The default screen's size in pixels, as the connection reported it when opened (no round trip).
    var screenSize: Size {
        Size(width: Int(XDisplayWidth(handle, screen)), height: Int(XDisplayHeight(handle, screen)))
    }

    func atom(_ name: String) -> Atom {
        if let known = atoms[name] { return known }
        Trace.mark("atom \(name) interned alone")
        let atom = XInternAtom(handle, name, 0)
        atoms[name] = atom
        return atom
    }

    /// Interns `names` in one round trip (each `atom(_:)` of a new name costs one), for the atoms start-up needs.
    func internAtoms(_ names: [String]) {
        var seen: Set<String> = []
        let missing = names.filter { atoms[$0] == nil && seen.insert($0).inserted }
        guard !missing.isEmpty else { return }
        Trace.mark("\(missing.count) atoms interned")
        var pointers = missing.map { strdup($0) }
        defer { for pointer in pointers { free(pointer) } }
        var values = [Atom](repeating: 0, count: missing.count)
        guard XInternAtoms(handle, &pointers, Int32(missing.count), 0, &values) != 0 else { return }
        for (name, value) in zip(missing, values) where value != 0 { atoms[name] = value }
    }

    /// The names of `atoms` in one round trip; an atom the server does not know (a bad value from another client)
    /// gives an empty name, the others theirs.
    func atomNames(_ atoms: [Atom]) -> [String] {
        guard !atoms.isEmpty else { return [] }
        var values = atoms
        var names = [UnsafeMutablePointer<CChar>?](repeating: nil, count: atoms.count)
        // Nonzero when every name came back; the names that did are kept either way.
        _ = XGetAtomNames(handle, &values, Int32(atoms.count), &names)
        defer { for name in names where name != nil { XFree(name) } }
        return names.map { $0.map { String(cString: $0) } ?? "" }
    }

    /// Asks for the RENDER extension's picture formats now: the first `XRenderFind...Format` makes two round trips,
    /// which after the window is mapped wait behind the window manager's framing of it.
    func loadRenderFormats() { _ = XRenderQueryFormats(handle) }

    func flush() { XFlush(handle) }

    /// Adds `mask` to the events this client receives from the root window (a client has one mask per window, so
    /// every part that needs root events goes through here).
    func selectRootInput(adding mask: Int) {
        rootEventMask |= mask
        XSelectInput(handle, root, rootEventMask)
    }

    /// `Xft.dpi` from the X resources divided by 96, or 1 when unset; a value that is not a usable scale (1e9, inf, nan,
    /// negative) gives 1 and one warning. O(size of the resources).
    var resourceScale: Double {
        guard let resources = XResourceManagerString(handle) else { return 1 }
        for line in String(cString: resources).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: " \t") == "Xft.dpi" {
                let (scale, problem) = DisplayScale.fromXftDPI(String(parts[1]))
                if let problem { StandardError.warn(problem) }
                return scale
            }
        }
        return 1
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
