import CX11
import KeyboardModel

/// Decodes every X event the window selects into what it means (`ShellEvent`), from the ids and atoms it needs to
/// tell them apart: a pure function of the event and these values, tested with events built in the tests.
struct XEventDecoder {
    let window: Window
    let deleteWindowAtom: Atom
    /// _NET_WM_PING (0: not asked for).
    var pingAtom: Atom = 0
    let activity: ActivityEvents
    let xsettings: XSettingsEvents
    let instance: InstanceRequests?
    /// XIM_SERVERS: changed on the root window when an XIM server starts or ends.
    var ximServersAtom: Atom = 0
    /// The largest size laid out (`KeyboardWindow.maximumSize`): without a window manager nothing holds the window to
    /// its size hints, and a larger configure must not make a larger back buffer.
    var maximumSize = LayoutMetrics.maximumWindowSize
    /// The XKB extension's event code; only its group StateNotify is selected (0: none).
    var xkbEvent: Int32 = 0

    /// In the order the shell handles them; most events mean one thing, a focus change of our window two.
    func decode(_ event: XEvent) -> [ShellEvent] {
        var meanings: [ShellEvent] = []
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 { meanings.append(.redrawAll) }
        case FocusIn where activity.matches(event), FocusOut where activity.matches(event):
            meanings.append(.activeWindowChanged)
        case FocusIn, FocusOut:
            meanings.append(.inputMethodFocus(event.type == FocusIn))
        case _ where xsettings.matches(event):
            meanings.append(.desktopSettingsChanged)
        case ClientMessage:
            guard event.xclient.window == window, event.xclient.format == 32 else { break }
            let proto = Atom(event.xclient.data.l.0)
            if proto == deleteWindowAtom { meanings.append(.closeRequested) }
            if pingAtom != 0, proto == pingAtom { meanings.append(.pinged(event.xclient)) }
        case DestroyNotify:
            if event.xdestroywindow.window == window { meanings.append(.closeRequested) }
        case MapNotify where event.xmap.window == window:
            meanings += [.shown(true), .placed]
        case ConfigureNotify where event.xconfigure.window == window:
            meanings.append(.placed)
        case UnmapNotify where event.xunmap.window == window:
            meanings.append(.shown(false))
        case SelectionRequest:
            let request = event.xselectionrequest
            if let instance, instance.matches(request) {
                meanings.append(.instanceRequest(request, toggle: instance.isToggle(request)))
            } else {
                meanings.append(.selectionRequest(request))
            }
        case SelectionClear: meanings.append(.selectionCleared(event.xselectionclear))
        case SelectionNotify: meanings.append(.selectionReceived(event.xselection))
        case PropertyNotify:
            meanings.append(.serverTime(event.xproperty.time))
            if activity.matches(event) {
                meanings.append(.activeWindowChanged)
            } else if ximServersAtom != 0, event.xproperty.window == activity.root,
                event.xproperty.atom == ximServersAtom
            {
                meanings.append(.inputMethodsChanged)
            } else {
                meanings.append(.propertyChanged(event.xproperty))
            }
        case MappingNotify: meanings.append(.keymapChanged(event.xmapping))
        case xkbEvent where xkbEvent != 0: meanings.append(.keyboardGroupChanged)
        default: break
        }
        if let input = input(event) { meanings.append(input) }
        return meanings
    }

    /// The user-input event of our window an XEvent carries, if any.
    private func input(_ event: XEvent) -> ShellEvent? {
        switch event.type {
        case ButtonPress:
            return .input(
                .buttonPress(button: event.xbutton.button, at: Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y))),
                serverTime: event.xbutton.time)
        case ButtonRelease:
            return .input(
                .buttonRelease(
                    button: event.xbutton.button, at: Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y))),
                serverTime: event.xbutton.time)
        case MotionNotify:
            return .input(
                .motion(at: Point(x: Int(event.xmotion.x), y: Int(event.xmotion.y))), serverTime: event.xmotion.time)
        case LeaveNotify where event.xcrossing.window == window && event.xcrossing.mode == NotifyNormal:
            return .input(.leave, serverTime: nil)
        case KeyPress:
            return .keyPress(event.xkey)
        case KeyRelease:
            return .keyRelease(event.xkey)
        case FocusIn where event.xfocus.window == window, FocusOut where event.xfocus.window == window:
            let grab = event.xfocus.mode == NotifyGrab || event.xfocus.mode == NotifyUngrab
            return .input(.focus(event.type == FocusIn, grab: grab), serverTime: nil)
        case ConfigureNotify:
            let size = Size(
                width: min(Int(event.xconfigure.width), maximumSize.width),
                height: min(Int(event.xconfigure.height), maximumSize.height))
            return .input(.configure(size), serverTime: nil)
        default:
            return nil
        }
    }
}
