import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The top-level window with the properties a window manager needs: title, class, size hints, protocols, icon.
final class KeyboardWindow {
    let display: XDisplay
    let id: Window
    let deleteWindowAtom: Atom
    /// _NET_WM_PING: the window manager asks whether the client still answers; the loop sends it back (EWMH).
    let pingAtom: Atom
    /// The screen edge the window is docked along, if any.
    let dock: Dock?
    /// The size the window was made at: a dock's is the screen's width, whatever size was asked for.
    let size: Size
    /// Where a dock belongs now (its height follows the layout), and how often it asked to be put back there.
    var dockFrame: Rect?
    var dockFrameRequests = 0

    /// Every atom the window's properties may name, whatever its mode and dock (WM_PROTOCOLS for XSetWMProtocols).
    static let atomNames = [
        "WM_DELETE_WINDOW", "WM_PROTOCOLS", "_NET_WM_PING", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_WINDOW_TYPE",
        "_NET_WM_WINDOW_TYPE_DOCK",
        "_NET_WM_WINDOW_TYPE_UTILITY", "_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT", "_NET_WM_STATE", "_NET_WM_STATE_ABOVE",
        "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER", "_NET_WM_PID", "_NET_WM_ICON"
    ]

    init(display: XDisplay, size requested: Size, minimum: Size, title: String, mode: InputMode, dock: Dock?) {
        self.display = display
        display.internAtoms(Self.atomNames)
        self.dock = dock
        let maximum = Self.maximumSize(screen: display.screenSize)
        let size = Size(width: min(requested.width, maximum.width), height: min(requested.height, maximum.height))
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask =
            ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
            | LeaveWindowMask
            | KeyPressMask | KeyReleaseMask | FocusChangeMask | PropertyChangeMask
        let frame =
            dock.map { $0.frame(height: size.height, screen: display.screenSize) }
            ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
        self.size = Size(width: frame.width, height: frame.height)
        dockFrame = dock == nil ? nil : frame
        id = XCreateWindow(
            display.handle, display.root, Int32(frame.x), Int32(frame.y), UInt32(frame.width), UInt32(frame.height), 0,
            display.depth,
            UInt32(InputOutput), display.visual, UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
        deleteWindowAtom = display.atom("WM_DELETE_WINDOW")
        pingAtom = display.atom("_NET_WM_PING")
        setTitle(title)
        setClass(instance: "emotion-keyboard", className: "EmotionKeyboard")
        setSizeHints(
            size: Size(width: frame.width, height: frame.height), minimum: Self.least(minimum, maximum),
            maximum: maximum,
            position: dock == nil ? nil : Point(x: frame.x, y: frame.y))
        var protocols = [deleteWindowAtom, pingAtom]
        XSetWMProtocols(display.handle, id, &protocols, Int32(protocols.count))
        if let dock {
            setAtoms("_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_DOCK"])
            setStruts(dock.strut(frame: frame))
        } else if mode == .direct {
            setAtoms("_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_UTILITY"])
        }
        setInputHint(accepts: mode == .compose)
        if mode == .direct || dock != nil {
            setAtoms("_NET_WM_STATE", ["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER"])
        }
        setCardinals("_NET_WM_PID", [Int(getpid())])
        setCardinals("_NET_WM_ICON", WindowIcon.argb(side: 32))
    }

    /// The largest window: the screen, and never more than `LayoutMetrics.maximumWindowSize` (a screen of 0 x 0, as
    /// a broken server may report, counts as that maximum).
    static func maximumSize(screen: Size) -> Size {
        let maximum = LayoutMetrics.maximumWindowSize
        return Size(
            width: screen.width > 0 ? min(screen.width, maximum.width) : maximum.width,
            height: screen.height > 0 ? min(screen.height, maximum.height) : maximum.height)
    }

    /// `minimum` no larger than `maximum`: size hints whose least size exceeds their largest mean nothing.
    static func least(_ minimum: Size, _ maximum: Size) -> Size {
        Size(width: min(minimum.width, maximum.width), height: min(minimum.height, maximum.height))
    }

    /// Sent at once: the window manager's work to frame the window overlaps the rest of start-up.
    func map() {
        XMapWindow(display.handle, id)
        display.flush()
    }

    /// Sends a window manager's _NET_WM_PING back to the root window, as EWMH asks. The loop answers once it has
    /// handled the events before the ping and drawn what they changed, so the answer says both.
    func answerPing(_ ping: XClientMessageEvent) {
        var reply = XEvent()
        reply.xclient = ping
        reply.xclient.window = display.root
        XSendEvent(display.handle, display.root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
        display.flush()
    }

    /// Follows a mode change at run time: the focus hint, and staying above other windows out of the taskbar in
    /// direct mode (a mapped window asks the window manager for state changes).
    func apply(_ mode: InputMode) {
        setInputHint(accepts: mode == .compose)
        let action = mode == .direct ? 1 : 0
        for state in ["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER"] {
            var message = XClientMessageEvent()
            message.type = ClientMessage
            message.window = id
            message.message_type = display.atom("_NET_WM_STATE")
            message.format = 32
            message.data.l.0 = action
            message.data.l.1 = Int(display.atom(state))
            message.data.l.3 = 2
            var event = XEvent(xclient: message)
            XSendEvent(display.handle, display.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        }
        display.flush()
    }

    /// Reserves a dock's edge: _NET_WM_STRUT_PARTIAL, and _NET_WM_STRUT (its first four values) for older window
    /// managers.
    func setStruts(_ strut: [Int]) {
        setCardinals("_NET_WM_STRUT_PARTIAL", strut)
        setCardinals("_NET_WM_STRUT", Array(strut.prefix(4)))
    }

    private func setTitle(_ title: String) {
        XStoreName(display.handle, id, title)
        var bytes = Array(title.utf8)
        XChangeProperty(
            display.handle, id, display.atom("_NET_WM_NAME"), display.atom("UTF8_STRING"), 8, PropModeReplace, &bytes,
            Int32(bytes.count))
    }

    private func setClass(instance: String, className: String) {
        guard let hint = XAllocClassHint() else { return }
        instance.withCString { name in
            className.withCString { kind in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: kind)
                XSetClassHint(display.handle, id, hint)
            }
        }
        XFree(hint)
    }

    /// `position` asks the window manager for that place (a dock's edge); otherwise it chooses.
    func setSizeHints(size: Size, minimum: Size, maximum: Size, position: Point?) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize | PMaxSize | PBaseSize | PSize
        if let position {
            hints.pointee.flags |= USPosition | PPosition
            hints.pointee.x = Int32(position.x)
            hints.pointee.y = Int32(position.y)
        }
        hints.pointee.min_width = Int32(min(minimum.width, maximum.width))
        hints.pointee.min_height = Int32(min(minimum.height, maximum.height))
        hints.pointee.max_width = Int32(maximum.width)
        hints.pointee.max_height = Int32(maximum.height)
        hints.pointee.base_width = Int32(size.width)
        hints.pointee.base_height = Int32(size.height)
        hints.pointee.width = Int32(size.width)
        hints.pointee.height = Int32(size.height)
        XSetWMNormalHints(display.handle, id, hints)
        XFree(hints)
    }

    /// The composer takes typing in compose mode; in direct mode the window never takes the focus (and it offers no
    /// WM_TAKE_FOCUS), so typing goes on in the application the user works in.
    private func setInputHint(accepts: Bool) {
        guard let hints = XAllocWMHints() else { return }
        hints.pointee.flags = InputHint
        hints.pointee.input = accepts ? 1 : 0
        XSetWMHints(display.handle, id, hints)
        XFree(hints)
    }

    func setCardinals(_ name: String, _ values: [Int]) {
        WindowProperty.set(display, window: id, atom: display.atom(name), type: XA_CARDINAL, values: values)
    }

    private func setAtoms(_ name: String, _ values: [String]) {
        WindowProperty.set(
            display, window: id, atom: display.atom(name), type: XA_ATOM, values: values.map { Int(display.atom($0)) })
    }
}
