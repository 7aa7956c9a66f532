/// The input methods the session runs, as the shell found them: XIM servers announced on the root window (alive: their
/// selection has an owner) and the im-module variables applications read. An input method sees every key pressed in
/// the application: pinyin converts what goes through the layout's own keys (`e` became 而, `$HOME` 海鸥么), and an
/// XIM server reads keycodes through its own copy of the keymap, which a rebinding can race.
public struct InputMethodPresence: Hashable, Sendable {
    /// The names of the live XIM servers (`@server=fcitx` is `fcitx`).
    public var ximServers: [String]
    /// GTK_IM_MODULE, QT_IM_MODULE and XMODIFIERS as our environment has them (empty when unset).
    public var gtkModule: String
    public var qtModule: String
    public var xModifiers: String

    public init(ximServers: [String] = [], gtkModule: String = "", qtModule: String = "", xModifiers: String = "") {
        self.ximServers = ximServers
        self.gtkModule = gtkModule
        self.qtModule = qtModule
        self.xModifiers = xModifiers
    }

    public static let none = InputMethodPresence()

    /// Im-module names that add no input method of their own: GTK's built-in contexts, and XIM (whose server, if any,
    /// is seen on the root window).
    static let plainModules: Set<String> = ["", "none", "simple", "gtk-im-context-simple", "xim", "compose", "cedilla"]

    /// Whether keys pressed in an application may go through an input method: an XIM server is alive (Xlib
    /// applications connect to it), or GTK or Qt applications are told to load an input method's module (it may not
    /// run: then pasting costs a little time and loses nothing).
    public var isActive: Bool {
        !ximServers.isEmpty || !Self.plainModules.contains(gtkModule.lowercased())
            || !Self.plainModules.contains(qtModule.lowercased())
    }

    /// One line for the trace: what was found.
    public var summary: String {
        guard isActive else { return "none" }
        var parts: [String] = []
        if !ximServers.isEmpty { parts.append("XIM \(ximServers.joined(separator: ","))") }
        if !gtkModule.isEmpty { parts.append("GTK_IM_MODULE=\(gtkModule)") }
        if !qtModule.isEmpty { parts.append("QT_IM_MODULE=\(qtModule)") }
        if !xModifiers.isEmpty { parts.append("XMODIFIERS=\(xModifiers)") }
        return parts.joined(separator: " ")
    }
}
