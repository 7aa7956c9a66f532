import CX11
import KeyboardModel

/// What one X event means to the shell, decoded into values (`XEventDecoder`): the shell's handling is a switch over
/// these, and every decision about which event is which is made, and tested, in the decoder.
enum ShellEvent {
    /// The window's contents were lost (the last Expose of a series): draw everything again.
    case redrawAll
    /// A server timestamp to own selections and grab with (ICCCM: never CurrentTime).
    case serverTime(Time)
    /// A user-input event of our window; `serverTime` when it carries one (our clock follows it).
    case input(InputEvent, serverTime: Time?)
    /// A key press, still to be looked up by the input method.
    case keyPress(XKeyEvent)
    /// A key release, still to be looked up in the keymap (a release types nothing: no input method).
    case keyRelease(XKeyEvent)
    /// The active window may have changed (EWMH's _NET_ACTIVE_WINDOW, or the focus without a window manager).
    case activeWindowChanged
    /// An XIM server started or ended (the root window's XIM_SERVERS changed).
    case inputMethodsChanged
    /// Our window gained or lost the focus: the input method's context follows.
    case inputMethodFocus(Bool)
    /// The desktop's XSETTINGS changed (a new daemon, the daemon gone, or its property).
    case desktopSettingsChanged
    /// The window manager asked to close the window, or the window was destroyed.
    case closeRequested
    /// The window manager asked whether we still answer (_NET_WM_PING).
    case pinged(XClientMessageEvent)
    /// Our window was mapped or unmapped.
    case shown(Bool)
    /// Our window was mapped, moved or resized: a dock checks that it is still on its edge.
    case placed
    /// Another launch asks the running keyboard something; `toggle` when it asks it to show or hide.
    case instanceRequest(XSelectionRequestEvent, toggle: Bool)
    case selectionRequest(XSelectionRequestEvent)
    case selectionCleared(XSelectionClearEvent)
    case selectionReceived(XSelectionEvent)
    /// A property changed that the selection broker may wait for.
    case propertyChanged(XPropertyEvent)
    /// The server's keyboard mapping changed.
    case keymapChanged(XMappingEvent)
    /// The keyboard's active XKB group changed (another layout of the keymap).
    case keyboardGroupChanged
}
