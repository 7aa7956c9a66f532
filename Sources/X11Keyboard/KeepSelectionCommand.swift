import ArgumentParser
import CX11
import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// `emotion-keyboard keep-selection` (hidden): the background owner a closing window starts when no clipboard manager
/// took its clipboard, as xclip's own does. Reads the selections from standard input (`SelectionData+Handover`), owns
/// them on a window of its own and serves them until other clients own them all, then exits; the X server going
/// away ends it too.
struct KeepSelectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keep-selection", shouldDisplay: false)

    @Option(help: "The X display whose selections to keep (the window's).")
    var display: String?

    func run() throws {
        // Out of the window's session: closing its terminal must not take the user's clipboard with it.
        _ = setsid()
        var input = Data()
        try StandardInput.read { piece in
            guard input.count + piece.count <= SelectionData.handoverLimit else {
                throw CommandFailure("handover too large")
            }
            input.append(contentsOf: piece)
        }
        guard let selections = SelectionData.decodeHandover(input), !selections.isEmpty else { throw ExitCode.failure }
        input = Data()
        let display = try XDisplay(name: self.display)
        // Xlib's default handler exits on the first error, and a requestor that closes its window mid-request causes
        // one: the user's clipboard would go with us.
        XErrorLog.install()
        let window = XCreateSimpleWindow(display.handle, display.root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display.handle, window, PropertyChangeMask)
        let broker = SelectionBroker(display: display, window: window)
        for (selection, data) in selections { broker.adopt(selection, data: data) }
        display.flush()
        var event = XEvent()
        while broker.ownsAnything {
            XNextEvent(display.handle, &event)
            let now = MonotonicClock.now()
            switch event.type {
            case SelectionRequest: _ = broker.answer(event.xselectionrequest, now: now)
            case SelectionClear: broker.selectionCleared(event.xselectionclear)
            case PropertyNotify: _ = broker.propertyChanged(event.xproperty, now: now)
            default: break
            }
            display.flush()
        }
    }
}
