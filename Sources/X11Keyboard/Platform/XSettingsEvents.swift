import CX11

/// Which events say the desktop's XSETTINGS changed: a new daemon's MANAGER message on the root window, the daemon's
/// window destroyed, or its `_XSETTINGS_SETTINGS` property changed. `owner` is the daemon's window now (0: none).
struct XSettingsEvents {
    let root: Window
    let managerAtom: Atom
    let selection: Atom
    let settingsAtom: Atom
    let owner: Window

    func matches(_ event: XEvent) -> Bool {
        switch event.type {
        case ClientMessage:
            return event.xclient.window == root && Atom(event.xclient.message_type) == managerAtom
                && Atom(UInt(bitPattern: event.xclient.data.l.1)) == selection
        case DestroyNotify:
            return owner != 0 && event.xdestroywindow.window == owner
        case PropertyNotify:
            return owner != 0 && event.xproperty.window == owner && event.xproperty.atom == settingsAtom
        default:
            return false
        }
    }
}
