import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard` with no subcommand: the on-screen keyboard window. Every option overrides the settings file's
/// key of the same name; an option not given leaves the file's value (see `Configuration.settings`).
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window", abstract: "Open the keyboard window (the default).")

    @Flag(
        help:
            "Another name for --deliver print: Send writes the text and a newline to standard output (`emotion-keyboard --print | command`)."
    )
    var print = false

    @Option(
        help:
            "Rows of the emotion grid when the window opens; a taller window has more (setting rows, default \(Configuration.defaults.rows))."
    )
    var rows: Int?

    @Option(
        help:
            "Columns of the emotion grid when the window opens; a wider window has more (setting columns, default \(Configuration.defaults.columns))."
    )
    var columns: Int?

    @Option(
        name: .customLong("cell-size"),
        help:
            "Side of a cell in pixels at scale 1, kept near in a larger window (setting cell-size, default \(Configuration.defaults.cellSize))."
    )
    var cellSize: Int?

    @Option(
        help:
            "Least space in pixels (at scale 1) around the grid, so the magnifier has room (setting margin, default \(Configuration.defaults.margin))."
    )
    var margin: Int?

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder.")
    var packs: [String] = []

    @Option(help: "The X display to use (default: $DISPLAY).")
    var display: String?

    @Option(help: "Scale factor (setting scale; default: Xft.dpi / 96 from the X resources).")
    var scale: Double?

    @Option(help: "Colours: light, dark or system (setting theme).")
    var theme: ThemeChoice?

    @Option(help: "Language of emoji names, a locale such as de or zh_Hant, or auto (setting language).")
    var language: String?

    @Option(
        help:
            "compose: emotions go into the text field and Send delivers it; direct: each emotion and delete goes straight into the focused application (setting mode)."
    )
    var mode: InputMode?

    @Option(
        name: .customLong("deliver"),
        help:
            "How Send delivers: type (XTest key events), paste (clipboard and its paste key), clipboard or print (setting delivery)."
    )
    var delivery: Delivery?

    @Option(help: "What shows under the text field: the emotion grid or the letters keyboard (setting layer).")
    var layer: Layer?

    @Option(help: "Dock the keyboard along the screen's top or bottom edge (maximised windows make room).")
    var dock: Dock?

    @Flag(
        name: .customLong("new-instance"),
        help:
            "Open another window even when a keyboard already runs on this display (otherwise that one is shown or hidden, and this launch exits)."
    )
    var newInstance = false

    /// The options given, as overrides of the settings file.
    var overrides: ConfigurationOverrides {
        var overrides = ConfigurationOverrides()
        overrides.rows = rows
        overrides.columns = columns
        overrides.cellSize = cellSize
        overrides.margin = margin
        overrides.scale = scale
        overrides.theme = theme
        overrides.language = language
        overrides.mode = mode
        overrides.delivery = print ? .print : delivery
        overrides.layer = layer
        return overrides
    }

    /// Each option is checked by the settings' own rules, before any is combined with the file.
    func validate() throws {
        if print, let delivery, delivery != .print {
            throw ValidationError("--print means --deliver print, not --deliver \(delivery.rawValue)")
        }
        do {
            _ = try overrides.applied(to: Configuration())
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        try WindowLaunch.open(
            overrides: overrides, packs: packs, display: display, dock: dock, newInstance: newInstance,
            options: launchOptions)
    }
}

extension InputMode: ExpressibleByArgument {}
extension Delivery: ExpressibleByArgument {}
extension Dock: ExpressibleByArgument {}
extension Layer: ExpressibleByArgument {}
