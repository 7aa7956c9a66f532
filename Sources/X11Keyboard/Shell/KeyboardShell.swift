import CX11
import KeyboardModel
import KeyboardStorage
#if canImport(Glibc)
import Glibc
#endif

/// The event loop: X events become actions, the reducer makes the new state and effects, the renderer draws, effects
/// are performed. It wakes only for X events, signals and the model's own next deadline.
final class KeyboardShell {

    private let display: XDisplay
    private let window: KeyboardWindow
    private let renderer: Renderer
    private let measure: any TextMeasuring
    private let broker: SelectionBroker
    private let tracker: ActiveWindowTracker
    /// `nil` without XTest (typing then falls back to pasting).
    /// Made once the first frame is on screen (`attach`): its round trips and the RECORD connection are not on the
    /// way to it.
    private var injector: KeyInjector?
    /// Opened on the first key press: opening the input method reads the locale's Compose table, which would delay the first frame.
    private var inputMethod: InputMethod?
    private let signals: SignalWatcher
    private var catalog: KeyboardCatalog
    /// The user's packs while they load; they join the catalog after the first frame, between presses.
    private var morePacks: JoiningPacks?
    private let recents: RecentsStore
    private var state: AppState
    private var serverTime: Time = 0
    private var eventClock = EventClock()
    /// Fresh server timestamps for owning selections (ICCCM: never CurrentTime).
    private let serverClock: ServerClock
    private var needsDraw = true
    /// Whether glyphs for likely next pages remain to be rendered; restarted after every frame.
    private var prefetching = false
    private var exitStatus: Int32?
    private let files: FileWriter
    private let desktop: DesktopServices
    /// Where the window's frame was when it was hidden, to show it there again.
    private var hiddenAt: Point?
    private let searchLoader = SearchIndexLoader()
    /// The settings file, where the tone chosen in the window is written; `nil` without a home folder.
    private let settingsPath: String?

    init(display: XDisplay, window: KeyboardWindow, renderer: Renderer, measure: any TextMeasuring, signals: SignalWatcher,
         tracker: ActiveWindowTracker, catalog: KeyboardCatalog, state: AppState, recents: RecentsStore, files: FileWriter,
         desktop: DesktopServices, settingsPath: String?, morePacks: JoiningPacks? = nil) {
        self.files = files
        self.desktop = desktop
        self.settingsPath = settingsPath
        self.morePacks = morePacks
        self.display = display
        self.window = window
        self.renderer = renderer
        self.measure = measure
        self.signals = signals
        self.catalog = catalog
        self.state = state
        self.recents = recents
        self.tracker = tracker
        broker = SelectionBroker(display: display, window: window.id)
        serverClock = ServerClock(display: display, window: window.id)
    }

    /// Presses keys in other applications from now on.
    func attach(_ injector: KeyInjector?) {
        self.injector = injector
    }

    /// Names emoji in the user's language from now on (the magnifier, the status line, the search index).
    func namesLoaded(_ names: LocalizedNames) {
        dispatch(.namesLoaded(names))
    }

    /// Runs until the window is closed or destroyed or a signal arrives; returns the exit status. `afterFirstFrame`
    /// runs once the first frame is drawn in the window shown (one drawn while the window manager had not yet mapped
    /// it is not seen), before any later event is handled.
    func run(afterFirstFrame: () -> Void) -> Int32 {
        var firstFrame = true
        // Prefetch starts once the window shows, and widens at times the renderer gives.
        var prefetchWidensAt: Milliseconds?
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: injector?.witness?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: desktop.settingsWatcher?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: morePacks?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: searchLoader.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        while exitStatus == nil {
            pumpEvents()
            if exitStatus != nil { break }
            if !firstFrame, state.keyboard.press == nil { addMorePacks() }
            let now = MonotonicClock.now()
            if now >= state.nextDeadline { dispatch(.tick(now)) }
            if needsDraw {
                let started = MonotonicClock.microseconds()
                needsDraw = false
                if renderer.draw(state, catalog: catalog) {
                    Trace.mark("frame drawn", took: MonotonicClock.microseconds() - started)
                    prefetching = true
                }
                // The first frame may be drawn before the window shows: being shown then draws nothing new.
                if firstFrame, renderer.hasDrawn, state.shown {
                    firstFrame = false
                    afterFirstFrame()
                    prefetchWidensAt = renderer.prefetchWidensAt
                }
            }
            guard XPending(display.handle) == 0 else { continue }
            // Idle time (not during a press) renders the next pages' glyphs in slices short enough not to delay input.
            var moreToPrefetch = false
            if let widens = prefetchWidensAt, MonotonicClock.now() >= widens {
                prefetching = true
                prefetchWidensAt = renderer.prefetchWidensAt
            }
            if prefetching, !firstFrame, state.keyboard.press == nil {
                prefetching = renderer.prefetch(state, catalog: catalog, until: MonotonicClock.microseconds() + 3000)
                moreToPrefetch = prefetching
                display.flush()
            }
            let deadline = min(state.nextDeadline, prefetchWidensAt ?? .max)
            // A round trip anywhere above (prefetch, a property read) can leave events in Xlib's queue, where poll()
            // on the socket cannot see them.
            let queued = XEventsQueued(display.handle, QueuedAlready) > 0
            let timeout = moreToPrefetch || queued ? 0 : deadline == .max ? -1 : max(0, min(deadline - MonotonicClock.now(), 60_000))
            // The packs wait for the end of a press: their descriptor stays readable, so it is not watched meanwhile.
            fds[4].fd = state.keyboard.press == nil ? morePacks?.descriptor ?? -1 : -1
            fds[2].fd = injector?.witness?.fileDescriptor ?? -1
            for index in fds.indices { fds[index].revents = 0 }
            if poll(&fds, nfds_t(fds.count), Int32(timeout)) < 0, errno != EINTR { break }
            if fds[1].revents != 0, signals.take() != nil { exitStatus = 0 }
            if fds[2].revents != 0 { keymapFetched() }
            if fds[3].revents != 0, desktop.settingsWatcher?.settingsFileChanged() == true {
                dispatch(.settingsFileTouched(time: MonotonicClock.now()))
            }
            if fds[5].revents != 0, let built = searchLoader.take() {
                Trace.mark("search index ready")
                dispatch(.searchIndexReady(built.index, generation: built.generation, time: MonotonicClock.now()))
            }
        }
        if state.keyboardGrabbed { XUngrabKeyboard(display.handle, UInt(CurrentTime)) }
        saveRecents()
        injector?.restore(force: true)
        broker.handOverToClipboardManager(timeout: 2000)
        // The input context must go before the display closes.
        inputMethod = nil
        return exitStatus ?? 0
    }

    /// The user's packs that join the catalog after the first frame.
    struct JoiningPacks {
        /// Becomes readable when they are ready.
        let descriptor: Int32
        /// The catalog without them, which they are added to: the first frame's may hold a few of their stickers.
        let base: KeyboardCatalog
        /// The packs once they are ready, without waiting; `nil` before.
        let take: () -> PackLoadResult?
    }

    /// Adds the user's packs to the catalog once they are loaded, and draws the window again with their tabs.
    private func addMorePacks() {
        guard let pending = morePacks, let more = pending.take() else { return }
        morePacks = nil
        defer { dispatch(.userPacksJoined) }
        // No user packs, and none shown: the catalog is complete as it is, nothing to draw again.
        guard !more.packs.isEmpty || !more.problems.isEmpty || catalog.tabs.count != pending.base.tabs.count else { return }
        let previous = catalog.tabs.map(\.id)
        catalog = WindowCommand.adding(more, to: pending.base)
        dispatch(.catalogChanged(previousTabIDs: previous))
        Trace.mark("user packs added")
        renderer.invalidate()
        needsDraw = true
    }

    private func dispatch(_ action: AppAction) {
        if Trace.enabled { Trace.mark("\(action)") }
        // No copy of the state to compare with: it would share the composer's chunks, and the edit would copy them
        // all. The renderer finds what changed, if anything, from its own record of the last frame.
        let effects = state.reduce(action, catalog: catalog, measure: measure)
        needsDraw = true
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: AppEffect) {
        if Trace.enabled { Trace.mark("\(effect)") }
        let now = MonotonicClock.now()
        switch effect {
        case .setClipboard(let kind, let content): broker.own(kind, content: content, time: serverClock.now())
        case .requestPaste(let kind): handle(broker.requestPaste(kind, time: serverTime, now: now))
        case .print(let text):
            if !StandardOutput.write(text + "\n") {
                StandardError.warn("cannot write to standard output (\(String(cString: strerror(errno)))); the text stays in the composer")
                dispatch(.deliveryFailed(text, time: now))
            }
        case .saveRecents: saveRecents()
        case .buildSearchIndex(let generation):
            // On another core; the loop hands the index to the model when it is ready (a query typed meanwhile is
            // answered then).
            searchLoader.start(catalog: catalog, locations: DataLocations.ofThisProcess, names: state.names, generation: generation)
        case .type(let keystrokes):
            guard let injector else { return }
            let report = injector.type(keystrokes, now: now)
            dispatch(.typingReported(remaining: report.remaining, retryAt: report.retryAt, keymapChanged: report.keymapChanged, time: now))
        case .restoreKeymap:
            // Not while the target may still read keys through the mapping: try again after another quiet while.
            if injector?.restore(now: now) == false {
                dispatch(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: now))
            }
        case .activate(let target):
            tracker.activate(target, time: serverTime)
            // Already active (our window never took the focus): nothing will change, so say so now.
            if tracker.current()?.id == target.id { dispatch(.activeWindowChanged(target, time: now)) }
        case .saveClipboard: handle(broker.keepCurrentContents(time: serverTime, now: now))
        case .pressPasteKey(let key):
            if let injector { injector.press(key) } else { SyntheticKeyPress.send(key, display: display) }
        case .restoreClipboard: broker.giveBackKeptContents(time: serverClock.now())
        case .applyMode(let mode): window.apply(mode)
        case .readSettings: readSettings()
        case .resizeWindow(let size, let minimum): window.resize(to: size, minimum: minimum)
        case .hideWindow: hiddenAt = window.hide()
        case .showWindow: window.show(at: hiddenAt)
        case .saveDefaultTone(let tone): saveDefaultTone(tone)
        case .saveSetting(let key, let literal): saveSetting(key, literal)
        case .openFolder(let path):
            files.perform { if let refusal = FolderOpener.open(path) { StandardError.warn("cannot open \(path): \(refusal)") } }
        case .grabKeyboard:
            let status = XGrabKeyboard(display.handle, window.id, 0, GrabModeAsync, GrabModeAsync, serverTime)
            if status != GrabSuccess { StandardError.warn("cannot take the keyboard for the search field (another program holds it)") }
        case .releaseKeyboard:
            XUngrabKeyboard(display.handle, serverTime)
            display.flush()
        }
    }

    /// Writes the tone as the `skin-tone` setting, changing only that line of the settings file.
    private func saveDefaultTone(_ tone: SkinTone) {
        guard let path = settingsPath else { return }
        files.perform(path, consequence: "the tone is used until the keyboard closes") {
            do {
                try ConfigurationEdit.setting("skin-tone", to: TOMLText.quoted(tone.rawValue), inFileAt: path)
            } catch {
                throw CommandFailure("cannot save the skin tone in \(path): \(error)")
            }
        }
    }

    /// Writes a value chosen in the settings view, changing only that key's line of the settings file; the watcher
    /// then reads the file again.
    private func saveSetting(_ key: String, _ literal: String) {
        guard let path = settingsPath else { return }
        files.perform(path, consequence: "the settings stay as they were") {
            do {
                try ConfigurationEdit.setting(key, to: literal, inFileAt: path)
            } catch {
                throw CommandFailure("cannot save \(key) in \(path): \(error)")
            }
        }
    }

    /// Reads the settings file again (with the command line's flags over it) and hands it to the model; the names of
    /// a new language are loaded here, and keys that apply only at a restart are named once.
    private func readSettings() {
        guard let configuration = desktop.reloadConfiguration() else { return }
        let change = ConfigurationChange(from: state.configuration, to: configuration)
        guard !change.isEmpty else { return }
        if change.contains(.language) {
            dispatch(.namesLoaded(UserLanguages.names(setting: configuration.language)))
        }
        let later = AppState.keysApplyingAtNextStart(from: state.configuration, to: configuration)
        if !later.isEmpty { StandardError.warn("settings file: \(later.joined(separator: ", ")) take effect at the next start") }
        dispatch(.reconfigured(configuration, scale: configuration.scale ?? display.resourceScale, time: MonotonicClock.now()))
    }

    /// RECORD reported requests of the client we type into: if it fetched the keymap we changed, typing goes on.
    private func keymapFetched() {
        guard let injector, let witness = injector.witness else { return }
        let waiting = injector.isWaitingForFetch
        witness.process()
        if waiting && !injector.isWaitingForFetch { dispatch(.keymapSettled(time: MonotonicClock.now())) }
    }

    /// Turns what the selection broker finished into an action.
    private func handle(_ outcome: SelectionBroker.Outcome?) {
        let now = MonotonicClock.now()
        switch outcome {
        case .pasted(let text)?: dispatch(.pasted(text, time: now))
        case .saved?: dispatch(.clipboardSaved(time: now))
        case .served(let selection)? where selection == broker.atoms.clipboard || selection == XA_PRIMARY:
            dispatch(.clipboardServed(time: now))
        default: break
        }
    }

    private func saveRecents() {
        let (store, snapshot) = (recents, state.keyboard.recents)
        files.perform(store.path, consequence: "recents are kept in memory") { try store.save(snapshot, now: Int(time(nil))) }
    }

    /// Reads every queued event, then handles them in order; only runs of consecutive motion are cut to their last.
    private func pumpEvents() {
        var batch: [XEvent] = []
        while XPending(display.handle) > 0 {
            var event = XEvent()
            XNextEvent(display.handle, &event)
            if XFilterEvent(&event, 0) != 0 { continue }
            batch.append(event)
        }
        for var event in EventTranslator.coalescingMotion(batch, isMotion: { $0.type == MotionNotify }) {
            handle(&event)
            if exitStatus != nil { return }
        }
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 {
                renderer.invalidate()
                needsDraw = true
            }
        case ButtonPress, ButtonRelease:
            serverTime = event.xbutton.time
        case MotionNotify:
            serverTime = event.xmotion.time
        case KeyPress:
            serverTime = event.xkey.time
        case FocusIn where tracker.isActivityEvent(event), FocusOut where tracker.isActivityEvent(event):
            dispatch(.activeWindowChanged(tracker.current(), time: MonotonicClock.now()))
        case FocusIn:
            inputMethod?.focusIn()
        case FocusOut:
            inputMethod?.focusOut()
        case _ where desktop.xsettings.isSettingsEvent(event):
            dispatch(.desktopThemeChanged(desktop.xsettings.read()?.themeName))
        case ClientMessage:
            if event.xclient.window == window.id, Atom(event.xclient.data.l.0) == window.deleteWindowAtom { exitStatus = 0 }
        case DestroyNotify:
            if event.xdestroywindow.window == window.id { exitStatus = 0 }
        case MapNotify where event.xmap.window == window.id:
            dispatch(.shownChanged(true))
        case UnmapNotify where event.xunmap.window == window.id:
            dispatch(.shownChanged(false))
        case SelectionRequest where desktop.instance?.isRequest(event.xselectionrequest) == true:
            // The answer says what the window is about to be; its Map or UnmapNotify follows.
            var shown = state.shown
            if let instance = desktop.instance, instance.isToggle(event.xselectionrequest) {
                dispatch(.toggleRequested(time: MonotonicClock.now()))
                shown.toggle()
            }
            desktop.instance?.answer(event.xselectionrequest, shown: shown)
        case SelectionRequest: handle(broker.answer(event.xselectionrequest, now: MonotonicClock.now()))
        case SelectionClear: broker.selectionCleared(event.xselectionclear)
        case SelectionNotify: handle(broker.received(event.xselection, now: MonotonicClock.now()))
        case PropertyNotify:
            serverTime = event.xproperty.time
            if tracker.isActivityEvent(event) {
                dispatch(.activeWindowChanged(tracker.current(), time: MonotonicClock.now()))
            } else {
                handle(broker.propertyChanged(event.xproperty, now: MonotonicClock.now()))
            }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            injector?.keymapChanged()
        default: break
        }
        if let input = inputEvent(&event), let action = EventTranslator.action(for: input, time: inputTime(event)) {
            dispatch(action)
        }
    }

    /// When an input event happened, on our clock: pointer and key events carry the server's time.
    private func inputTime(_ event: XEvent) -> Milliseconds {
        let now = MonotonicClock.now()
        switch event.type {
        case ButtonPress, ButtonRelease: return eventClock.time(ofServerTime: event.xbutton.time, now: now)
        case MotionNotify: return eventClock.time(ofServerTime: event.xmotion.time, now: now)
        case KeyPress: return eventClock.time(ofServerTime: event.xkey.time, now: now)
        default: return now
        }
    }

    /// The input event an XEvent of our window carries, if any.
    private func inputEvent(_ event: inout XEvent) -> InputEvent? {
        switch event.type {
        case ButtonPress: return .buttonPress(button: event.xbutton.button, at: Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
        case ButtonRelease: return .buttonRelease(button: event.xbutton.button, at: Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
        case MotionNotify: return .motion(at: Point(x: Int(event.xmotion.x), y: Int(event.xmotion.y)))
        case LeaveNotify where event.xcrossing.window == window.id && event.xcrossing.mode == NotifyNormal: return .leave
        case KeyPress:
            let method = inputMethod ?? openInputMethod()
            return .key(method.lookup(&event.xkey))
        case FocusIn where event.xfocus.window == window.id, FocusOut where event.xfocus.window == window.id:
            let grab = event.xfocus.mode == NotifyGrab || event.xfocus.mode == NotifyUngrab
            return .focus(event.type == FocusIn, grab: grab)
        case ConfigureNotify:
            return .configure(Size(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height)))
        default:
            return nil
        }
    }

    private func openInputMethod() -> InputMethod {
        let method = InputMethod(display: display, window: window.id)
        method.focusIn()
        inputMethod = method
        return method
    }
}
