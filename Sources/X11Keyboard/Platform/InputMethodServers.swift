import CX11
import KeyboardModel
import KeyboardStorage

/// Finds the session's input methods: the XIM servers the root window's XIM_SERVERS announces (an atom
/// `@server=NAME` each, alive while its selection has an owner: a server that died leaves its atom behind) and the
/// im-module variables of our environment, which the applications we type into started with too.
enum InputMethodServers {
    static let propertyName = "XIM_SERVERS"

    /// A few round trips: the property, then an owner and a name per announced server.
    static func presence(on display: XDisplay) -> InputMethodPresence {
        let atoms =
            WindowProperty.cardinals(display, window: display.root, atom: display.atom(propertyName), limit: 32) ?? []
        let live = atoms.map { Atom($0) }.filter { $0 != 0 && XGetSelectionOwner(display.handle, $0) != 0 }
        let names = live.compactMap { atom -> String? in
            guard let name = XGetAtomName(display.handle, atom) else { return nil }
            defer { XFree(name) }
            let text = String(cString: name)
            return text.hasPrefix("@server=") ? String(text.dropFirst("@server=".count)) : text
        }
        let environment = ProcessEnvironment.values(["GTK_IM_MODULE", "QT_IM_MODULE", "XMODIFIERS"])
        return InputMethodPresence(
            ximServers: names, gtkModule: environment["GTK_IM_MODULE"] ?? "",
            qtModule: environment["QT_IM_MODULE"] ?? "", xModifiers: environment["XMODIFIERS"] ?? "")
    }
}
