import CX11
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// The event loop: X events become actions, the reducer makes the new state and effects, the renderer draws, effects
/// are performed. It wakes only for X events, signals and the model's own next deadline.
final class KeyboardShell {

    let display: XDisplay
    let window: KeyboardWindow
    let renderer: Renderer
    let measure: any TextMeasuring
    let broker: SelectionBroker
    let tracker: ActiveWindowTracker
    /// `nil` without XTest (typing then falls back to pasting).
    /// Made once the first frame is on screen (`attach`): its round trips and the RECORD connection are not on the
    /// way to it.
    var injector: KeyInjector?
    /// Opened on the first key press: opening the input method reads the locale's Compose table, which would delay the first frame.
    var inputMethod: InputMethod?
    let signals: SignalWatcher
    var catalog: KeyboardCatalog
    /// The user's packs while they load; once loaded they wait in `readyParts` for the model to let them join.
    var morePacks: JoiningPacks?
    /// Parts of the catalog loaded and told to the model (`.catalogPartReady`), until it asks for them to join.
    var readyParts = ReadyCatalogParts()
    /// My stickers' manifest changed since it was last read.
    var ownStickersStale = false
    /// A read of My stickers is queued on the writer's queue.
    var readingOwnStickers = false
    /// What the writer's queue did to My stickers (an edit, a read), for the loop to take.
    let ownStickerReports = LoopInbox<OwnStickerReport>()
    let recents: RecentsStore
    var state: AppState
    var serverTime: Time = 0
    var eventClock = EventClock()
    /// Fresh server timestamps for owning selections (ICCCM: never CurrentTime).
    let serverClock: ServerClock
    var needsDraw = true
    /// _NET_WM_PINGs received, answered once the frame that follows the events before them is drawn.
    var unansweredPings: [XClientMessageEvent] = []
    /// Whether glyphs for likely next pages remain to be rendered; restarted after every frame.
    var prefetching = false
    var exitStatus: Int32?
    let files: FileWriter
    let desktop: DesktopServices
    /// Where the window's frame was when it was hidden, to show it there again.
    var hiddenAt: Point?
    let searchLoader = SearchIndexLoader()
    /// Settings the writer's queue could not save, each with why: the model hears of them on the loop.
    let unsavedSettings = LoopInbox<(key: String, reason: String)>()
    /// Another launch's request being answered: the model says what the window is about to be (`.answerInstance`).
    var instanceRequest: XSelectionRequestEvent?
    /// The settings file, where the tone chosen in the window is written; `nil` without a home folder.
    let settingsPath: String?
    /// XIM_SERVERS, once input methods were first looked for (`detectInputMethods`).
    var ximServersAtom: Atom = 0
    /// The XKB event code of group changes (`KeymapReader.watchGroup`), 0 until watched.
    var xkbEvent: Int32 = 0
    /// The letters layer's key click (`click-sound`), opened on the first click.
    let keyClick = KeyClick()
    /// The layout as data for the tests, with EMOTION_KEYBOARD_LAYOUT set.
    let layoutProperty: LayoutProperty?

    init(
        display: XDisplay, window: KeyboardWindow, renderer: Renderer, measure: any TextMeasuring,
        signals: SignalWatcher,
        tracker: ActiveWindowTracker, catalog: KeyboardCatalog, state: AppState, recents: RecentsStore,
        files: FileWriter,
        desktop: DesktopServices, settingsPath: String?, morePacks: JoiningPacks? = nil
    ) {
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
        layoutProperty = LayoutProperty.enabled ? LayoutProperty(display: display, window: window.id) : nil
        layoutProperty?.publish(state.layoutJSON(catalog: catalog).utf8)
    }

    /// Presses keys in other applications from now on.
    func attach(_ injector: KeyInjector?) {
        self.injector = injector
    }

    /// Looks for the session's input methods now, and again whenever an XIM server comes or goes.
    func detectInputMethods() {
        ximServersAtom = display.atom(InputMethodServers.propertyName)
        let presence = InputMethodServers.presence(on: display)
        if Trace.enabled { Trace.mark("input methods: \(presence.summary)") }
        dispatch(.inputMethodsChanged(presence))
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
        var fds = [
            pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: injector?.witness?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: desktop.settingsWatcher?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: morePacks?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: searchLoader.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: desktop.ownStickersWatcher?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: unsavedSettings.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: ownStickerReports.fileDescriptor, events: Int16(POLLIN), revents: 0)
        ]
        while exitStatus == nil {
            pumpEvents()
            if exitStatus != nil { break }
            takeMorePacks()
            let now = MonotonicClock.now()
            if now >= state.nextDeadline { dispatch(.tick(now)) }
            // A hidden window draws nothing (the first frame may be drawn before the window shows): what changed
            // meanwhile is drawn when it is shown again.
            if needsDraw, state.shown || !renderer.hasDrawn {
                // The trace's own reads (thread times, the server's earlier work) stay outside the frame's time.
                let threadTimes = Trace.ThreadTimes.now()
                if Trace.enabled { renderer.waitForEarlierWork(since: threadTimes) }
                let started = MonotonicClock.microseconds()
                needsDraw = false
                let frame = state.frame(catalog: catalog)
                let damaged = renderer.draw(frame)
                let took = MonotonicClock.microseconds() - started
                if !damaged.isEmpty {
                    if Trace.enabled { Trace.mark("frame damage: \(frame.describe(damaged))") }
                    Trace.mark("frame drawn", took: took, since: threadTimes)
                    prefetching = true
                    // The model times the next frame of the animated stickers now on screen.
                    let animations = renderer.shownAnimations
                    if animations != state.animations.shown.mapValues(\.durations) {
                        dispatch(.animationsShown(animations, time: MonotonicClock.now()))
                    }
                }
                // The first frame may be drawn before the window shows: being shown then draws nothing new.
                if firstFrame, renderer.hasDrawn, state.shown {
                    firstFrame = false
                    afterFirstFrame()
                    // Prefetch starts once the window shows, and widens in stages from then.
                    dispatch(.firstFrameShown(time: MonotonicClock.now()))
                }
            }
            for ping in unansweredPings { window.answerPing(ping) }
            unansweredPings = []
            guard XPending(display.handle) == 0 else { continue }
            // Idle time (not during a press) renders the next pages' glyphs in slices short enough not to delay input.
            var moreToPrefetch = false
            if prefetching, !firstFrame, state.isBetweenPresses {
                let limit = Renderer.prefetchLimit(glyphSize: state.layout.cellGlyphSize)
                prefetching = renderer.prefetch(
                    state.prefetchScope(catalog: catalog), plan: { state.prefetchPlan(catalog: catalog, limit: limit) },
                    until: MonotonicClock.microseconds() + 3000)
                moreToPrefetch = prefetching
                display.flush()
            }
            let deadline = state.nextDeadline
            // A round trip anywhere above (prefetch, a property read) can leave events in Xlib's queue, where poll()
            // on the socket cannot see them.
            let queued = XEventsQueued(display.handle, QueuedAlready) > 0
            let timeout =
                moreToPrefetch || queued
                ? 0 : deadline == .max ? -1 : max(0, min(deadline - MonotonicClock.now(), 60_000))
            fds[4].fd = morePacks?.descriptor ?? -1
            fds[2].fd = injector?.witness?.fileDescriptor ?? -1
            for index in fds.indices { fds[index].revents = 0 }
            if poll(&fds, nfds_t(fds.count), Int32(timeout)) < 0, errno != EINTR { break }
            if fds[1].revents != 0, signals.take() != nil { exitStatus = 0 }
            if fds[2].revents != 0 { keymapFetched() }
            if fds[3].revents != 0, desktop.settingsWatcher?.settingsFileChanged() == true {
                dispatch(.settingsFileTouched(time: MonotonicClock.now()))
            }
            if fds[6].revents != 0, desktop.ownStickersWatcher?.settingsFileChanged() == true {
                ownStickersStale = true
            }
            if fds[8].revents != 0 { takeOwnStickerReports() }
            if ownStickersStale, !readingOwnStickers { readOwnStickers() }
            if fds[7].revents != 0 {
                for (key, reason) in unsavedSettings.take() {
                    dispatch(.settingNotSaved(key: key, reason: reason, time: MonotonicClock.now()))
                }
            }
            if fds[5].revents != 0 {
                for built in searchLoader.take() {
                    Trace.mark("search index ready")
                    dispatch(.searchIndexReady(built.index, generation: built.generation, time: MonotonicClock.now()))
                }
            }
        }
        if state.keyboardGrabbed { XUngrabKeyboard(display.handle, UInt(CurrentTime)) }
        saveRecents()
        injector?.restore(force: true)
        // A paste still under way (a signal, the window closed) gives the user's clipboard back before it is handed on.
        broker.giveBackKeptContents(time: serverClock.now())
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

    /// Tells the model once the user's packs are loaded; they join when it says (`join`).
    private func takeMorePacks() {
        guard let pending = morePacks, let more = pending.take() else { return }
        morePacks = nil
        readyParts.userPacks = (more, pending.base)
        dispatch(.catalogPartReady(.userPacks))
    }

    func dispatch(_ action: AppAction) {
        if Trace.enabled { Trace.mark("\(action)") }
        // A copy of the state to compare with would share the composer's chunks, and an edit would then copy them
        // all; a pointer motion edits no text (it moves a selection at most), so only a motion keeps one: most motions
        // of a drag change nothing drawn, and then no frame is built. Otherwise the renderer finds what changed, if
        // anything, from its own record of the last frame.
        let before: AppState? = if case .pointerMoved = action { state } else { nil }
        let effects = state.reduce(action, catalog: catalog, measure: measure)
        if before.map({ state.drawsAsBefore($0) }) != true { needsDraw = true }
        for effect in effects { perform(effect) }
        layoutProperty?.publish(state.layoutJSON(catalog: catalog).utf8)
    }
}
