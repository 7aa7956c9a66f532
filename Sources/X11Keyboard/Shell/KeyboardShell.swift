import CX11
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// The event loop: X events become actions, the reducer makes the new state and effects, the renderer draws, effects are performed.
final class KeyboardShell {
    struct Options {
        var printOnSend: Bool
    }

    private let display: XDisplay
    private let window: KeyboardWindow
    private let renderer: Renderer
    private let broker: SelectionBroker
    /// Opened on the first key press: opening the input method reads the locale's Compose table, which would delay the first frame.
    private var keys: KeyTranslator?
    private let signals = SignalWatcher()
    private let catalog: KeyboardCatalog
    private let recents: RecentsStore
    private let options: Options
    private var state: AppState
    private var clicks = ClickCounter()
    private var serverTime: Time = 0
    private var needsDraw = true
    /// Whether glyphs for likely next pages remain to be rendered; restarted after every frame.
    private var prefetching = false
    private var exitStatus: Int32?
    private let files: FileWriter

    init(display: XDisplay, window: KeyboardWindow, renderer: Renderer, catalog: KeyboardCatalog, state: AppState,
         recents: RecentsStore, files: FileWriter, options: Options) {
        self.files = files
        self.display = display
        self.window = window
        self.renderer = renderer
        self.catalog = catalog
        self.state = state
        self.recents = recents
        self.options = options
        broker = SelectionBroker(display: display, window: window.id)
    }

    /// Runs until the window is closed or a signal arrives; returns the exit status.
    func run(afterFirstFrame: () -> Void) -> Int32 {
        var firstFrame = true
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        while exitStatus == nil {
            drainEvents()
            if exitStatus != nil { break }
            let now = MonotonicClock.now()
            if now >= state.nextDeadline { dispatch(.tick(now)) }
            if needsDraw {
                let started = MonotonicClock.microseconds()
                renderer.draw(state, catalog: catalog)
                needsDraw = false
                Trace.mark("frame drawn", took: MonotonicClock.microseconds() - started)
                prefetching = true
                if firstFrame {
                    firstFrame = false
                    afterFirstFrame()
                }
            }
            guard XPending(display.handle) == 0 else { continue }
            // Idle time (not during a press) renders the next pages' glyphs in slices short enough not to delay input.
            var moreToPrefetch = false
            if prefetching, state.keyboard.press == nil {
                prefetching = renderer.prefetch(state, catalog: catalog, until: MonotonicClock.microseconds() + 3000)
                moreToPrefetch = prefetching
                display.flush()
            }
            let timeout = moreToPrefetch ? 0 : max(0, min(state.nextDeadline - MonotonicClock.now(), 60_000))
            fds[0].revents = 0
            fds[1].revents = 0
            if poll(&fds, 2, Int32(timeout)) < 0, errno != EINTR { break }
            if fds[1].revents != 0, signals.take() != nil { exitStatus = 0 }
        }
        saveRecents()
        return exitStatus ?? 0
    }

    private func dispatch(_ action: AppAction) {
        let before = state
        let effects = state.reduce(action, catalog: catalog)
        if state != before { needsDraw = true }
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: AppEffect) {
        switch effect {
        case .setClipboard(let kind, let text): broker.own(kind, text: text, time: serverTime)
        case .requestPaste(let kind): broker.requestPaste(kind, time: serverTime)
        case .deliver(let text):
            if options.printOnSend {
                StandardOutput.write(text + "\n")
            } else {
                broker.own(.clipboard, text: text, time: serverTime)
            }
        case .saveRecents: saveRecents()
        case .wake: break
        }
    }

    private func saveRecents() {
        let (store, snapshot) = (recents, state.keyboard.recents)
        files.perform(store.path, consequence: "recents are kept in memory") { try store.save(snapshot, now: Int(time(nil))) }
    }

    private func openKeys() -> KeyTranslator {
        let translator = KeyTranslator(display: display, window: window.id)
        translator.focusIn()
        keys = translator
        return translator
    }

    private func drainEvents() {
        var event = XEvent()
        while XPending(display.handle) > 0 {
            XNextEvent(display.handle, &event)
            if XFilterEvent(&event, 0) != 0 { continue }
            if event.type == MotionNotify {
                // Only the latest position matters: skip motion already superseded in the queue.
                while XCheckTypedWindowEvent(display.handle, window.id, MotionNotify, &event) != 0 {}
            }
            handle(&event)
        }
    }

    private func handle(_ event: inout XEvent) {
        let now = MonotonicClock.now()
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 {
                renderer.invalidate()
                needsDraw = true
            }
        case ConfigureNotify:
            let size = Size(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
            if size != state.layout.windowSize { dispatch(.resized(size)) }
        case ButtonPress:
            serverTime = event.xbutton.time
            let point = Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
            let hit = renderer.composerLayout.hit(at: point.x)
            switch event.xbutton.button {
            case UInt32(Button1):
                dispatch(.pointerDown(point, time: now, clicks: clicks.click(at: point, time: now), hit: hit))
            case UInt32(Button2): dispatch(.middleClick(point, hit: hit))
            case UInt32(Button4), 6: dispatch(.scrolled(steps: -1, time: now))
            case UInt32(Button5), 7: dispatch(.scrolled(steps: 1, time: now))
            default: break
            }
        case ButtonRelease:
            serverTime = event.xbutton.time
            if event.xbutton.button == UInt32(Button1) {
                dispatch(.pointerUp(Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y)), time: now))
            }
        case MotionNotify:
            serverTime = event.xmotion.time
            let point = Point(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
            dispatch(.pointerMoved(point, time: now, hit: renderer.composerLayout.hit(at: point.x)))
        case KeyPress:
            serverTime = event.xkey.time
            let translator = keys ?? openKeys()
            if let (key, shift) = translator.translate(&event.xkey) { dispatch(.key(key, shift: shift, time: now)) }
        case FocusIn: keys?.focusIn()
        case FocusOut: keys?.focusOut()
        case ClientMessage:
            if Atom(event.xclient.data.l.0) == window.deleteWindowAtom { exitStatus = 0 }
        case SelectionRequest: broker.answer(event.xselectionrequest)
        case SelectionClear: broker.selectionCleared(event.xselectionclear)
        case SelectionNotify:
            if let text = broker.received(event.xselection) { dispatch(.pasted(text, time: now)) }
        case MappingNotify: XRefreshKeyboardMapping(&event.xmapping)
        default: break
        }
    }
}
