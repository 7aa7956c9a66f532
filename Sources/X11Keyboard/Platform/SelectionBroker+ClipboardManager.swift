import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Handing the clipboard to a clipboard manager at exit.
extension SelectionBroker {
    /// At exit, while we own the clipboard, asks a running clipboard manager to keep its contents
    /// (freedesktop ClipboardManager: SAVE_TARGETS), serving its requests for at most `timeout`; what no manager took
    /// (the clipboard without one, PRIMARY always) goes to a background owner (`SelectionKeeper`), so the user is never
    /// left without their clipboard.
    func handOverToClipboardManager(timeout: Milliseconds) {
        let saved = askClipboardManager(timeout: timeout)
        let left = [atoms.clipboard, XA_PRIMARY].filter { !(saved && $0 == atoms.clipboard) }
            .compactMap { selection in owned[selection].map { (selection, $0) } }.filter { !$0.1.isEmpty }
        // On the display the window ran on, which `--display` may have named rather than DISPLAY.
        SelectionKeeper.start(left, display: String(cString: XDisplayString(display.handle)))
    }

    /// Whether a clipboard manager said it saved the clipboard.
    private func askClipboardManager(timeout: Milliseconds) -> Bool {
        guard let data = owned[atoms.clipboard], XGetSelectionOwner(display.handle, atoms.clipboardManager) != 0 else {
            return false
        }
        WindowProperty.set(
            display, window: window, atom: atoms.targetsProperty, type: XA_ATOM, values: data.order.map { Int($0) })
        XConvertSelection(
            display.handle, atoms.clipboardManager, atoms.saveTargets, atoms.targetsProperty, window,
            ownedSince[atoms.clipboard] ?? 0)
        display.flush()
        let deadline = MonotonicClock.now() + timeout
        var event = XEvent()
        while MonotonicClock.now() < deadline {
            guard XPending(display.handle) > 0 else {
                var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, Int32(max(1, deadline - MonotonicClock.now())))
                continue
            }
            XNextEvent(display.handle, &event)
            switch event.type {
            case SelectionRequest: _ = answer(event.xselectionrequest, now: MonotonicClock.now())
            case PropertyNotify: _ = propertyChanged(event.xproperty, now: MonotonicClock.now())
            case SelectionNotify where event.xselection.selection == atoms.clipboardManager:
                return event.xselection.property != 0
            default: break
            }
        }
        return false
    }

    /// Whether any selection is still ours.
    var ownsAnything: Bool { !owned.isEmpty }
}
