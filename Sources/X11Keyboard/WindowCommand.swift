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
    }

    func run() throws {
        StartupTrace.mark("main")
        let packs = packs
        let catalogLoad = BackgroundValue { try CatalogLoading.load(explicitPacks: packs) }
        let locations = DataLocations.fromEnvironment()
        let store = RecentsStore(path: locations.recentsFile)
        let recentsLoad = BackgroundValue { store.load(now: Int(time(nil))) }
        let connection: XDisplay
        do {
            connection = try XDisplay(name: display)
        } catch {
            StandardError.error("\(error)")
            throw ExitCode.failure
        }
        XSetIOErrorHandler { _ in
            StandardOutput.writeLine(2, "emotion-keyboard: lost the connection to the X server; recents were saved after each use")
            Glibc.exit(1)
        }
        StartupTrace.mark("display open")
        let factor = scale ?? connection.resourceScale
        let metrics = LayoutMetrics(rows: rows, columns: columns).scaled(by: factor)
        let cell = Int(56 * factor)
        let size = Size(width: columns * cell + 2 * metrics.minimumMargin,
                        height: metrics.composerHeight + rows * cell + 2 * metrics.minimumMargin + metrics.indicatorHeight + metrics.tabBarHeight)
        let window = KeyboardWindow(display: connection, size: size, minimum: metrics.minimumWindowSize, title: "Emotion Keyboard")
        FontCheck.warnAboutMissingFonts(display: connection)
        let glyphs = GlyphCache(display: connection)
        let stickers = StickerImages(display: connection) { StandardError.warn($0) }
        let renderer = Renderer(display: connection, window: window.id, glyphs: glyphs, stickers: stickers, chinese: Locale.prefersChinese)
        window.map()
        StartupTrace.mark("window mapped")
        let catalog = try catalogLoad.wait()
        let recents = try recentsLoad.wait()
        if let warning = recents.warning { StandardError.warn(warning) }
        StartupTrace.mark("catalog loaded")
        let state = AppState(keyboard: KeyboardState(windowSize: size, metrics: metrics, recents: recents.texts))
        let shell = KeyboardShell(display: connection, window: window, renderer: renderer, catalog: catalog, state: state,
                                  recents: store, options: .init(printOnSend: print))
        let status = shell.run()
        if status != 0 { throw ExitCode(status) }
    }
}

/// Start-up checks of the fonts the window needs: start anyway, but say which package is missing.
enum FontCheck {
    /// Asks fontconfig without opening the fonts: opening the CJK font just to check costs start-up time and memory.
    static func warnAboutMissingFonts(display: XDisplay) {
        if !isInstalled(FontSet.emojiFamily, display: display) {
            StandardError.warn("no colour emoji font (\(FontSet.emojiFamily)); install fonts-noto-color-emoji")
        }
        if !FontSet.textFamilies.contains(where: { $0.contains("CJK") && isInstalled($0, display: display) }) {
            StandardError.warn("no CJK font; Chinese text shows as boxes: install fonts-noto-cjk")
        }
    }

    static func isInstalled(_ family: String, display: XDisplay) -> Bool {
        guard let pattern = XftNameParse(family) else { return false }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultMatch
        guard let match = XftFontMatch(display.handle, display.screen, pattern, &result) else { return false }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return false }
        return String(cString: name).lowercased() == family.lowercased()
    }
}

/// Whether names in the magnifier should be Chinese, from the usual locale variables.
enum Locale {
    static var prefersChinese: Bool {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value.hasPrefix("zh") }
        }
        return false
    }
}
