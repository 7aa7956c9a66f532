extension WindowCommand {
    /// The window options given, as typed: they apply to a new window only. `--display` and `--new-instance` are not
    /// among them (they choose which keyboard, not how it looks), nor `--print` (which always opens a window).
    var launchOptions: [String] {
        var options: [String] = []
        func add(_ name: String, _ value: (some CustomStringConvertible)?) {
            if let value { options.append("--\(name) \(value)") }
        }
        add("rows", rows)
        add("columns", columns)
        add("cell-size", cellSize)
        add("margin", margin)
        add("scale", scale)
        add("theme", theme?.rawValue)
        add("language", language)
        add("mode", mode?.rawValue)
        add("deliver", delivery?.rawValue)
        add("dock", dock?.rawValue)
        for pack in packs { add("pack", pack) }
        return options
    }
}
