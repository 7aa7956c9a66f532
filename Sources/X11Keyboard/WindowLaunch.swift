import ArgumentParser
import CX11
import Dispatch
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Start-up of the keyboard window: what runs on which thread before the first frame, and the shell it hands over to.
enum WindowLaunch {
    /// Opens the window with the settings file and `overrides` (the flags) over it, adding the packs named on the
    /// command line; a plain launch calls this directly, without the argument parser. A reload of the settings file
    /// applies the same overrides again (`UserConfiguration.load`). When a keyboard already runs on the display, it is
    /// shown or hidden instead and this returns at once, unless `newInstance` or `--print` (whose output belongs to
    /// whoever started this run), saying so in one line that names the `options` given (as typed), which only a new
    /// window takes.
    static func open(
        overrides: ConfigurationOverrides = ConfigurationOverrides(), packs: [String] = [], display: String? = nil,
        dock: Dock? = nil, newInstance: Bool = false, options: [String] = []
    ) throws {
        // Before any thread starts, so every thread leaves these signals to the event loop's signalfd.
        let signals = SignalWatcher()
        let connection: XDisplay
        do {
            connection = try XDisplay(name: display)
        } catch {
            StandardError.error("\(error)")
            throw ExitCode.failure
        }
        Trace.mark("display open")
        // Every atom start-up needs, in one round trip (each name interned alone costs one), a toggle's included.
        connection.internAtoms(
            InstanceSelection.Atoms.names(connection) + KeyboardWindow.atomNames + ActiveWindowTracker.atomNames
                + XSettingsWatcher.atomNames(connection) + SelectionAtoms.names + [
                    KeyInjector.recordAtomName, InputMethodServers.propertyName
                ]
                + LayoutProperty.atomNames)
        // A keyboard that owns the display but does not answer is reported once; this one then runs on its own.
        var singleInstance = !newInstance && overrides.delivery != .print
        if singleInstance {
            switch toggleRunningKeyboard(on: connection, options: options) {
            case .toggled: return
            case .noAnswer: singleInstance = false
            case .noneRunning: break
            }
        }
        // Without a glyph cache the first frame needs fontconfig (about 5 ms to set up) and HarfBuzz: both are loaded on
        // other threads from here, while this one makes the window (a launch that toggled a running keyboard is done).
        let cold = !GlyphDiskCache.exists()
        // Whether the glyph cache and the stored drawable set hold for the fonts installed now is found once the window
        // is mapped (below); with neither to check, after the first frame (a first start's reading of every font file
        // took a core from it).
        let fontsLater = cold && !DrawableEmoji.isStored()
        let fontconfigWarmUp = cold ? BackgroundValue { FontFiles.shared.warmUp() } : nil
        if cold { DetachedThread.run { _ = HarfBuzz.library } }
        let configuration = try UserConfiguration.load(overrides: overrides)
        Trace.mark("settings read")
        // Packs named on the command line are checked before any window opens, so a bad one fails cleanly. The
        // user's packs (thousands of stickers, maybe) are looked up in the pack cache on the other core.
        let configuredPacks = configuration.packFolders
        let named = try CatalogLoading.namedPacks(packs)
        XSetIOErrorHandler { _ in
            FileWriter.shared.finish()
            StandardOutput.writeLine(2, "emotion-keyboard: lost the connection to the X server; recents are saved")
            Glibc.exit(1)
        }
        XErrorLog.install()
        let factor = configuration.scale ?? connection.resourceScale
        let (metrics, fitNote) = LayoutMetrics(configuration).fitted(to: connection.screenSize, scale: factor)
        if let fitNote { StandardError.warn(fitNote) }
        let size = metrics.preferredWindowSize
        let window = KeyboardWindow(
            display: connection, size: size, minimum: metrics.minimumWindowSize, title: "Emotion Keyboard",
            mode: configuration.mode, dock: dock ?? configuration.dock.edge)
        var instance: InstanceSelection?
        if singleInstance {
            instance = InstanceSelection(display: connection, window: window.id)
            // Another keyboard started at the same moment and took the display first: this launch toggles it.
            if instance == nil, case .toggled = toggleRunningKeyboard(on: connection, options: options) { return }
        }
        // The window active before ours opens is where Send delivers until another becomes active.
        let tracker = ActiveWindowTracker(display: connection, ownWindow: window.id)
        let initialTarget = tracker.current()
        // Round trips are made before the map: after it, the server is busy with the window manager framing the window.
        connection.loadRenderFormats()
        let xsettings = XSettingsWatcher(display: connection)
        let desktopSettings = xsettings.read()
        let desktopThemeName = desktopSettings?.themeName
        let canPressKeys = KeyInjector.isAvailable(on: connection)
        var delivery = configuration.delivery
        if !canPressKeys, delivery == .type {
            StandardError.warn(
                "the X server has no XTest extension: text is put on the clipboard to paste instead of typed")
            delivery = .paste
        }
        window.map()
        Trace.mark("window mapped")
        // Not before the map: the reading took a core while this thread's round trips waited for the X server, and
        // the catalog, not the glyph cache, is what the first frame waits for last.
        let fonts = fontsLater ? nil : BackgroundValue { GlyphDiskCache.resolveFingerprint() }
        // The recents are read on the other core with the catalog, while this thread reads the glyph cache. The Recent
        // and Favourites tabs come first: the emoji groups that hold their emoji are parsed with the catalog, and of
        // the user's packs the first frame needs only the stickers they name.
        let locations = DataLocations.ofThisProcess
        let store = RecentsStore(path: locations.recentsFile, capacity: configuration.recentsSize)
        let recentsLoad = BackgroundValue { store.load(now: Int(time(nil))) }
        // The emoji the colour font does not draw are left out as the record beside the glyph cache says, or as a
        // check of the font made on this other thread finds when there is none, so that the catalog is loaded once;
        // the record's fingerprint is compared once the glyph cache has computed it (below).
        let drawable = BackgroundValue { DrawableEmoji.early() }
        @Sendable func loadCatalog(hidden: HiddenEmoji) throws -> KeyboardCatalog {
            let catalog = try CatalogLoading.loadWithoutUserPacks(
                named: named, demoPack: configuration.demoPack, hidden: hidden)
            let recents = try recentsLoad.wait()
            _ = catalog.emotions(forTexts: recents.texts + recents.recents.favourites)
            // Without recents the window opens on the first emoji group: parsed here rather than on the main thread.
            if recents.texts.isEmpty { _ = catalog.tabs[KeyboardCatalog.firstCatalogTab].emotions }
            return catalog
        }
        let catalogLoad = BackgroundValue { try loadCatalog(hidden: try drawable.wait().hidden) }
        let firstPacks = BackgroundValue {
            // The pack cache is read while the recents are; only picking the stickers they name waits for them.
            let cache = CatalogLoading.packCache(configured: configuredPacks)
            let recents = try recentsLoad.wait()
            return cache.first(wanted: Set((recents.texts + recents.recents.favourites).filter(StickerCode.isValid)))
        }
        // All of them: from their folders at once when the cache missed; the rest of the cache once the first frame
        // is drawn (reading it meanwhile took a core from the X server and the main thread).
        let firstFrameDrawn = DispatchSemaphore(value: 0)
        let userPacks = BackgroundValue {
            let first = try firstPacks.wait()
            if first.packs != nil { firstFrameDrawn.wait() }
            return CatalogLoading.userPacks(configured: configuredPacks, after: first)
        }
        // Names in other languages may be built from CLDR the first time: not on the way to the first frame.
        let namesLoad = BackgroundValue { UserLanguages.names(setting: configuration.language) }
        let diskCache = GlyphDiskCache(
            budget: configuration.glyphCacheBytes, fonts: try fonts?.wait(), fontsLater: fontsLater)
        let glyphs = GlyphCache(display: connection, disk: diskCache)
        Trace.mark("glyph cache read")
        let stickers = StickerImages(display: connection, decoded: glyphs) { StandardError.warn($0) }
        let renderer = Renderer(display: connection, window: window.id, glyphs: glyphs, stickers: stickers)
        let recents = try recentsLoad.wait()
        if let warning = recents.warning { StandardError.warn(warning) }
        var base = try catalogLoad.wait()
        // A record made for other fonts is checked again here, and the catalog loaded again with its answer.
        let (rechecked, drawableToKeep) = DrawableEmoji.rechecked(
            early: try drawable.wait(), fingerprint: { diskCache.fingerprint })
        if let rechecked, rechecked != base.hidden { base = try loadCatalog(hidden: rechecked) }
        var catalog = base
        _ = try fontconfigWarmUp?.wait()
        // The user's packs are in the first frame as the pack cache holds them, with the stickers it needs, the rest
        // joining after it. Without the cache they are loaded meanwhile, and join after the first frame unless the
        // recent tab the window opens on names one of their stickers.
        let first = try firstPacks.wait()
        var morePacks: BackgroundValue<CatalogLoading.UserPacks>? = userPacks
        if let preview = first.packs {
            // Their problems (a code two packs share) are reported once, when all of them join.
            catalog = base.adding(preview).catalog
            Trace.mark("user packs from the pack cache")
        } else if userPacks.isReady || Self.namesUnknownStickers(recents.texts, catalog: catalog) {
            catalog = Self.adding(try userPacks.wait().result, to: base)
            morePacks = nil
        }
        Trace.mark("catalog loaded")
        // The window's own size: a dock's is the screen's width, and no ConfigureNotify may ever report it.
        var keyboard = KeyboardState(
            windowSize: window.size, metrics: metrics, recents: recents.recents, timings: configuration.timings,
            skinTone: configuration.skinTone)
        keyboard.prepare(catalog: catalog)
        var state = AppState(
            keyboard: keyboard, now: MonotonicClock.now(), mode: configuration.mode, delivery: delivery,
            target: initialTarget,
            canPressKeys: canPressKeys, configuration: configuration, desktopThemeName: desktopThemeName,
            names: UserLanguages.builtInNames(setting: configuration.language), userPacksPending: morePacks != nil,
            packsFolder: locations.userPacks, measure: glyphs)
        _ = state.reduce(
            .desktopAnimationsChanged(desktopSettings?.enablesAnimations), catalog: catalog, measure: glyphs)
        let files = FileWriter.shared
        let watcher = UserConfiguration.path.flatMap { ConfigurationWatcher(path: $0) }
        let desktop = DesktopServices(
            settingsWatcher: watcher, xsettings: xsettings, instance: instance, overrides: overrides,
            ownStickers: OwnStickerStore(folder: locations.ownStickers))
        let shell = KeyboardShell(
            display: connection, window: window, renderer: renderer, measure: glyphs, signals: signals,
            tracker: tracker, catalog: catalog, state: state, recents: store, files: files,
            desktop: desktop, settingsPath: UserConfiguration.path,
            morePacks: morePacks.map { pending in
                KeyboardShell.JoiningPacks(descriptor: pending.readyDescriptor, base: base) {
                    pending.isReady ? (try? pending.wait())?.result ?? PackLoadResult() : nil
                }
            })
        // The letters need the keymap for their first frame; the grid reads it after its own.
        if configuration.layer == .letters { shell.readKeymap() }
        // The fonts are checked (or their last check repeated) after the first frame; the keys of other applications
        // are not pressed before the user sees the keyboard either.
        let status = shell.run {
            if canPressKeys { shell.attach(KeyInjector(display: connection, ownerWindow: window.id)) }
            shell.xkbEvent = KeymapReader.watchGroup(connection)
            shell.readKeymap()
            shell.detectInputMethods()
            firstFrameDrawn.signal()
            diskCache.findFonts()
            if let drawableToKeep { DrawableEmoji.keep(drawableToKeep, fingerprint: diskCache.fingerprintSource) }
            Self.warnOfMissingFonts(diskCache)
            if let names = try? namesLoad.wait() { shell.namesLoaded(names) }
        }
        glyphs.saveDiskCache()
        files.finish()
        if status != 0 { throw ExitCode(status) }
    }

    /// Warns of each font the window needs that is missing. A glyph cache made for the fonts installed now (its
    /// fingerprint follows the fonts and their configuration) keeps what their check found: a start that draws from it
    /// repeats that without setting up fontconfig (5 ms, and a megabyte or two kept).
    private static func warnOfMissingFonts(_ diskCache: GlyphDiskCache) {
        let missing: [FontCheckRecord.MissingFont]
        if let stored = diskCache.storedFontCheck() {
            missing = stored
        } else {
            guard let checked = FontCheck.missingFonts() else { return }
            diskCache.keepFontCheck(checked)
            missing = checked
        }
        for font in missing { StandardError.warn(FontCheck.warning(font)) }
    }

    /// Shows or hides the keyboard already running on `display`, if any, and says which (and that `options` were not
    /// applied); one that owns the display but does not answer is reported.
    private static func toggleRunningKeyboard(on display: XDisplay, options: [String])
        -> InstanceSelection.ToggleOutcome
    {
        let outcome = InstanceSelection.toggleRunning(on: display)
        switch outcome {
        case .noneRunning: break
        case .toggled(let shown):
            Trace.mark("toggled the running keyboard")
            StandardOutput.report(ToggleReport.line(shown: shown, options: options))
        case .noAnswer(let owner):
            StandardError.warn(
                "the keyboard already running (window 0x\(String(owner, radix: 16))) does not answer; opening another")
        }
        return outcome
    }

    /// Whether `texts` (the recents) name a sticker `catalog` does not have. O(total length of `texts`).
    static func namesUnknownStickers(_ texts: [String], catalog: KeyboardCatalog) -> Bool {
        texts.contains { $0.hasPrefix("[") && $0.hasSuffix("]") && catalog.stickerCodec.code(exactly: $0) == nil }
    }

    /// `catalog` with the packs of `more`, their problems reported.
    static func adding(_ more: PackLoadResult, to catalog: KeyboardCatalog) -> KeyboardCatalog {
        let (added, problems) = catalog.adding(more)
        for problem in PackProblem.bounded(problems) { StandardError.warn(problem.description) }
        return added
    }
}
