/// Which paste key an application takes, by WM_CLASS class name (case-insensitive); Ctrl+V for the rest. Terminals
/// and Emacs differ.
public struct PasteKeyTable: Hashable, Sendable {
    /// Terminals, whose Ctrl+V is a control character: xterm-likes paste with Shift+Insert, the rest with Ctrl+Shift+V.
    public static let defaults: [String: PasteKey] = [
        "xterm": .shiftInsert, "uxterm": .shiftInsert, "urxvt": .shiftInsert, "rxvt": .shiftInsert,
        "st-256color": .controlShiftV, "st": .controlShiftV,
        "gnome-terminal": .controlShiftV, "gnome-terminal-server": .controlShiftV, "xfce4-terminal": .controlShiftV,
        "konsole": .controlShiftV, "lxterminal": .controlShiftV, "mate-terminal": .controlShiftV,
        "qterminal": .controlShiftV,
        "tilix": .controlShiftV, "terminator": .controlShiftV, "alacritty": .controlShiftV, "kitty": .controlShiftV,
        "sakura": .controlShiftV, "terminology": .controlShiftV, "org.wezfurlong.wezterm": .controlShiftV,
        "guake": .controlShiftV, "tilda": .controlShiftV, "kgx": .controlShiftV, "ptyxis": .controlShiftV,
        // Emacs's Ctrl+V scrolls; its yank takes the clipboard when another client set it.
        "emacs": .controlY
    ]

    private let entries: [String: PasteChoice]

    /// The defaults with `overrides` (class name to key) on top.
    public init(overrides: [String: PasteKey] = [:]) {
        self.init(choices: overrides.mapValues(PasteChoice.key))
    }

    /// The defaults with the user's `choices` (setting `paste-keys`, class name to a key or typing) on top.
    public init(choices: [String: PasteChoice]) {
        var entries = Self.defaults.mapValues(PasteChoice.key)
        for (name, choice) in choices { entries[name.lowercased()] = choice }
        self.entries = entries
    }

    public func key(forClass className: String) -> PasteKey {
        guard case .key(let key)? = entries[className.lowercased()] else { return .controlV }
        return key
    }

    /// Whether the user chose to have text typed into applications of `className` rather than pasted.
    public func types(forClass className: String) -> Bool {
        entries[className.lowercased()] == .type
    }
}
