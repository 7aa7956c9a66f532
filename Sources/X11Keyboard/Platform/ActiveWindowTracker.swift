import CX11
import KeyboardModel

/// Follows which other application's window is active, so Send knows where to deliver, and gives it the focus back.
/// With an EWMH window manager it watches the root window's _NET_ACTIVE_WINDOW; without one, the input focus.
final class ActiveWindowTracker {
    private let display: XDisplay
    private let ownWindow: Window
    private let activeAtom: Atom
    private let ewmh: Bool

    /// The atoms it reads, for start-up to intern with the others.
    static let atomNames = ["_NET_ACTIVE_WINDOW", "_NET_SUPPORTED"]

    init(display: XDisplay, ownWindow: Window) {
        self.display = display
        self.ownWindow = ownWindow
        display.internAtoms(Self.atomNames)
        activeAtom = display.atom("_NET_ACTIVE_WINDOW")
        let supported =
            WindowProperty.cardinals(display, window: display.root, atom: display.atom("_NET_SUPPORTED"), limit: 1024)
            ?? []
        ewmh = supported.contains(Int(activeAtom))
        // Our client's event mask on the root window: property changes (EWMH) or focus changes (no window manager).
        display.selectRootInput(adding: ewmh ? PropertyChangeMask : FocusChangeMask)
    }

    /// The active window now, as the model sees it: `nil` when it is ours or none.
    func current() -> TargetWindow? {
        let window: Window
        if ewmh {
            guard let value = WindowProperty.cardinals(display, window: display.root, atom: activeAtom, limit: 1)?.first
            else { return nil }
            window = Window(UInt(bitPattern: value))
        } else {
            var focus: Window = 0
            var revert: Int32 = 0
            XGetInputFocus(display.handle, &focus, &revert)
            window = focus
        }
        guard window > 1, window != display.root, !isOurs(window) else { return nil }
        return TargetWindow(id: UInt64(window), className: className(of: window), client: display.client(of: window))
    }

    /// Which events on the root window may have changed the active window.
    var events: ActivityEvents { ActivityEvents(root: display.root, activeAtom: activeAtom, ewmh: ewmh) }

    /// Asks the window manager to activate `target` (as a pager would: window managers honour that over focus-stealing
    /// rules), or sets the focus directly without one.
    func activate(_ target: TargetWindow, time: Time) {
        let window = Window(target.id)
        if ewmh {
            var message = XClientMessageEvent()
            message.type = ClientMessage
            message.window = window
            message.message_type = activeAtom
            message.format = 32
            message.data.l.0 = 2
            message.data.l.1 = Int(time)
            message.data.l.2 = Int(ownWindow)
            var event = XEvent(xclient: message)
            XSendEvent(display.handle, display.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        } else {
            XSetInputFocus(display.handle, window, RevertToParent, time)
        }
        display.flush()
    }

    private func isOurs(_ window: Window) -> Bool {
        var cursor = window
        // The focus may sit on our window or on a child of it; walk up a bounded number of parents.
        for _ in 0..<16 {
            if cursor == ownWindow { return true }
            var root: Window = 0
            var parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            guard XQueryTree(display.handle, cursor, &root, &parent, &children, &count) != 0 else { return false }
            if let children { XFree(children) }
            if parent == 0 || parent == root { return false }
            cursor = parent
        }
        return false
    }

    /// WM_CLASS's class part, or "" when the window has none.
    private func className(of window: Window) -> String {
        guard let value = WindowProperty.bytes(display, window: window, atom: XA_WM_CLASS, limit: 512) else {
            return ""
        }
        let parts = value.bytes.split(separator: 0, omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return "" }
        return String(decoding: parts[1], as: UTF8.self)
    }
}
