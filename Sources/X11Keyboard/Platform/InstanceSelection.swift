import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// One keyboard per display: the first owns the selection `_EMOTION_KEYBOARD_S<screen>` (with a real server
/// timestamp), and a later launch asks it to show or hide by converting that selection to the target
/// `_EMOTION_KEYBOARD_TOGGLE`, then exits. The owner answers TARGETS and TIMESTAMP as ICCCM asks.
final class InstanceSelection {
    private let display: XDisplay
    private let window: Window
    private let atoms: Atoms
    /// When we took the selection; requests from before are refused.
    private let ownedSince: Time

    struct Atoms {
        let selection, toggle, targets, timestamp: Atom

        /// The names of these atoms on `display`'s screen, to intern them at once.
        static func names(_ display: XDisplay) -> [String] {
            [
                "_EMOTION_KEYBOARD_S\(display.screen)", "_EMOTION_KEYBOARD_TOGGLE", "TARGETS", "TIMESTAMP",
                ServerClock.atomName
            ]
        }

        init(_ display: XDisplay) {
            selection = display.atom("_EMOTION_KEYBOARD_S\(display.screen)")
            toggle = display.atom("_EMOTION_KEYBOARD_TOGGLE")
            targets = display.atom("TARGETS")
            timestamp = display.atom("TIMESTAMP")
        }
    }

    /// Takes the selection for `window` unless another keyboard has it; `nil` when one has (it won a race with this
    /// start). The server is grabbed between looking and taking, so two starts cannot both take it.
    init?(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        atoms = Atoms(display)
        let clock = ServerClock(display: display, window: window)
        XGrabServer(display.handle)
        defer {
            XUngrabServer(display.handle)
            display.flush()
        }
        guard XGetSelectionOwner(display.handle, atoms.selection) == 0 else { return nil }
        let time = clock.now()
        XSetSelectionOwner(display.handle, atoms.selection, window, time)
        guard XGetSelectionOwner(display.handle, atoms.selection) == window else { return nil }
        ownedSince = time
    }

    /// Which requests are for our selection, and which of those ask us to show or hide (the caller does, then calls
    /// `answer`).
    var requests: InstanceRequests {
        InstanceRequests(window: window, selection: atoms.selection, toggleTarget: atoms.toggle, ownedSince: ownedSince)
    }

    /// Answers `request`: TARGETS, TIMESTAMP, or the toggle (`shown` says whether the window is shown now, as an
    /// INTEGER 1 or 0); anything else is refused.
    func answer(_ request: XSelectionRequestEvent, shown: Bool) {
        // Obsolete clients send property None: ICCCM says to use the target as the property.
        let property = request.property != 0 ? request.property : request.target
        var replied: Atom = 0
        if request.time == 0 || request.time >= ownedSince {
            switch request.target {
            case atoms.targets:
                WindowProperty.set(
                    display, window: request.requestor, atom: property, type: XA_ATOM,
                    values: [atoms.targets, atoms.timestamp, atoms.toggle].map { Int($0) })
                replied = property
            case atoms.timestamp:
                WindowProperty.set(
                    display, window: request.requestor, atom: property, type: XA_INTEGER, values: [Int(ownedSince)])
                replied = property
            case atoms.toggle:
                WindowProperty.set(
                    display, window: request.requestor, atom: property, type: XA_INTEGER, values: [shown ? 1 : 0])
                replied = property
            default:
                break
            }
        }
        SelectionReply.send(display, answering: request, property: replied)
    }

    /// What asking a running keyboard to toggle came to.
    enum ToggleOutcome: Equatable {
        /// No keyboard runs on this display.
        case noneRunning
        /// The running keyboard showed (`true`) or hid its window.
        case toggled(shown: Bool)
        /// A keyboard owns the selection but did not answer within the time allowed.
        case noAnswer(owner: Window)
    }

    /// How long a launch waits for the running keyboard's answer.
    static let answerTimeout: Milliseconds = 2000

    /// Asks the keyboard that owns the selection, if any, to show or hide, and waits for its answer. Three round
    /// trips (the atoms come with start-up's) and the owner's turn of its event loop. Events other than the answer are
    /// left queued.
    static func toggleRunning(on display: XDisplay) -> ToggleOutcome {
        display.internAtoms(Atoms.names(display))
        let atoms = Atoms(display)
        let owner = XGetSelectionOwner(display.handle, atoms.selection)
        guard owner != 0 else { return .noneRunning }
        var attributes = XSetWindowAttributes()
        attributes.event_mask = PropertyChangeMask
        let requestor = XCreateWindow(
            display.handle, display.root, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil,
            UInt(CWEventMask), &attributes)
        defer { XDestroyWindow(display.handle, requestor) }
        let time = ServerClock(display: display, window: requestor).now()
        XConvertSelection(display.handle, atoms.selection, atoms.toggle, atoms.toggle, requestor, time)
        display.flush()
        let deadline = MonotonicClock.now() + answerTimeout
        while true {
            var event = XEvent()
            if XCheckTypedWindowEvent(display.handle, requestor, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0,
                    let value = WindowProperty.cardinals(display, window: requestor, atom: atoms.toggle, limit: 1)?
                        .first
                else {
                    return .noAnswer(owner: owner)
                }
                return .toggled(shown: value != 0)
            }
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { return .noAnswer(owner: owner) }
            var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(left, 100)))
        }
    }
}
