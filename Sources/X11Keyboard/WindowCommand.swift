import ArgumentParser
import CX11
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// `emotion-keyboard` with no subcommand: the on-screen keyboard window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "window", abstract: "Open the keyboard window (the default).")

    @Flag(help: "Send writes the composer's plain text and a newline to standard output (for `emotion-keyboard --print | command`).")
    var print = false

    @Option(help: "Rows of the emotion grid.")
    var rows = 3

    @Option(help: "Columns of the emotion grid.")
    var columns = 7

    @Option(help: "Least space in pixels (at scale 1) around the grid, so the magnifier has room.")
    var margin = LayoutMetrics().minimumMargin

    @Option(name: .customLong("pack"), help: "Add the sticker pack in this folder.")
    var packs: [String] = []

    @Option(help: "The X display to use (default: $DISPLAY).")
    var display: String?

    @Option(help: "Scale factor (default: Xft.dpi / 96 from the X resources).")
    var scale: Double?

    func validate() throws {
        guard rows >= 1, columns >= 1, rows * columns >= 2, rows <= 20, columns <= 40 else {
            throw ValidationError("--rows and --columns must make a grid of 2 to 800 cells")
        }
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4") }
        guard (0...200).contains(margin) else { throw ValidationError("--margin must be between 0 and 200") }
    }

    func run() throws {
        Trace.mark("main")
        let packs = packs
        // Without a glyph cache the first frame needs fontconfig: initialise it on the other core meanwhile.
        let fontconfigWarmUp = GlyphDiskCache.exists() ? nil : BackgroundValue { FontFiles.shared.warmUp() }
        // Packs named on the command line are checked before any window opens, so a bad one fails cleanly.
        let named = packs.isEmpty ? nil : try CatalogLoading.load(explicitPacks: packs, lazily: true)
        let catalogLoad = BackgroundValue { try named ?? CatalogLoading.load(explicitPacks: [], lazily: true) }
        let locations = DataLocations.fromEnvironment()
        let store = RecentsStore(path: locations.recentsFile)
        let connection: XDisplay
        do {
            connection = try XDisplay(name: display)
        } catch {
            StandardError.error("\(error)")
            throw ExitCode.failure
        }
        XSetIOErrorHandler { _ in
            FileWriter.shared.finish()
            StandardOutput.writeLine(2, "emotion-keyboard: lost the connection to the X server; recents are saved")
            Glibc.exit(1)
        }
        // Protocol errors are not fatal: a client that asked for the clipboard may have gone before our answer arrived.
        XSetErrorHandler { _, event in
            if Trace.enabled, let event { Trace.mark("X error \(event.pointee.error_code) on request \(event.pointee.request_code)") }
            return 0
        }
        Trace.mark("display open")
        let factor = scale ?? connection.resourceScale
        var unscaled = LayoutMetrics(rows: rows, columns: columns)
        unscaled.minimumMargin = margin
        let metrics = unscaled.scaled(by: factor)
        let size = metrics.preferredWindowSize
        let window = KeyboardWindow(display: connection, size: size, minimum: metrics.minimumWindowSize, title: "Emotion Keyboard")
        window.map()
        Trace.mark("window mapped")
        let glyphs = GlyphCache(display: connection, disk: GlyphDiskCache())
        Trace.mark("glyph cache read")
        let stickers = StickerImages(display: connection) { StandardError.warn($0) }
        let renderer = Renderer(display: connection, window: window.id, glyphs: glyphs, stickers: stickers, chinese: Locale.prefersChinese)
        let catalog = try catalogLoad.wait()
        _ = try fontconfigWarmUp?.wait()
        let recents = store.load(now: Int(time(nil)))
        if let warning = recents.warning { StandardError.warn(warning) }
        Trace.mark("catalog loaded")
        let state = AppState(keyboard: KeyboardState(windowSize: size, metrics: metrics, recents: recents.texts), now: MonotonicClock.now())
        let files = FileWriter.shared
        let shell = KeyboardShell(display: connection, window: window, renderer: renderer, catalog: catalog, state: state,
                                  recents: store, files: files, options: .init(printOnSend: print))
        // A warm start draws its first frame from the glyph cache without fontconfig: check the fonts after it.
        let status = shell.run {
            for warning in FontCheck.missingFontWarnings() { StandardError.warn(warning) }
        }
        glyphs.saveDiskCache()
        files.finish()
        if status != 0 { throw ExitCode(status) }
    }
}
