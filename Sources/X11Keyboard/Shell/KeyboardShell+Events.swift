import CX11
import KeyboardModel

/// Reading X events and turning them into actions.
extension KeyboardShell {
    /// Reads every queued event, then handles them in order; only runs of consecutive motion are cut to their last.
    func pumpEvents() {
        var batch: [XEvent] = []
        while XPending(display.handle) > 0 {
            var event = XEvent()
            XNextEvent(display.handle, &event)
            if XFilterEvent(&event, 0) != 0 { continue }
            batch.append(event)
        }
        for var event in EventTranslator.coalescingMotion(batch, isMotion: { $0.type == MotionNotify }) {
            handle(&event)
            if exitStatus != nil { return }
        }
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 {
                renderer.invalidate()
                needsDraw = true
            }
        case ButtonPress, ButtonRelease:
            serverTime = event.xbutton.time
        case MotionNotify:
            serverTime = event.xmotion.time
        case KeyPress:
            serverTime = event.xkey.time
        case FocusIn where tracker.isActivityEvent(event), FocusOut where tracker.isActivityEvent(event):
            dispatch(.activeWindowChanged(tracker.current(), time: MonotonicClock.now()))
        case FocusIn:
            inputMethod?.focusIn()
        case FocusOut:
            inputMethod?.focusOut()
        case _ where desktop.xsettings.isSettingsEvent(event):
            dispatch(.desktopThemeChanged(desktop.xsettings.read()?.themeName))
        case ClientMessage:
            if event.xclient.window == window.id, Atom(event.xclient.data.l.0) == window.deleteWindowAtom { exitStatus = 0 }
        case DestroyNotify:
            if event.xdestroywindow.window == window.id { exitStatus = 0 }
        case MapNotify where event.xmap.window == window.id:
            dispatch(.shownChanged(true))
        case UnmapNotify where event.xunmap.window == window.id:
            dispatch(.shownChanged(false))
        case SelectionRequest where desktop.instance?.isRequest(event.xselectionrequest) == true:
            // The answer says what the window is about to be; its Map or UnmapNotify follows.
            var shown = state.shown
            if let instance = desktop.instance, instance.isToggle(event.xselectionrequest) {
                dispatch(.toggleRequested(time: MonotonicClock.now()))
                shown.toggle()
            }
            desktop.instance?.answer(event.xselectionrequest, shown: shown)
        case SelectionRequest: handle(broker.answer(event.xselectionrequest, now: MonotonicClock.now()))
        case SelectionClear: broker.selectionCleared(event.xselectionclear)
        case SelectionNotify: handle(broker.received(event.xselection, now: MonotonicClock.now()))
        case PropertyNotify:
            serverTime = event.xproperty.time
            if tracker.isActivityEvent(event) {
                dispatch(.activeWindowChanged(tracker.current(), time: MonotonicClock.now()))
            } else {
                handle(broker.propertyChanged(event.xproperty, now: MonotonicClock.now()))
            }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            injector?.keymapChanged()
        default: break
        }
        if let input = inputEvent(&event), let action = EventTranslator.action(for: input, time: inputTime(event)) {
            dispatch(action)
        }
    }

    /// When an input event happened, on our clock: pointer and key events carry the server's time.
    private func inputTime(_ event: XEvent) -> Milliseconds {
        let now = MonotonicClock.now()
        switch event.type {
        case ButtonPress, ButtonRelease: return eventClock.time(ofServerTime: event.xbutton.time, now: now)
        case MotionNotify: return eventClock.time(ofServerTime: event.xmotion.time, now: now)
        case KeyPress: return eventClock.time(ofServerTime: event.xkey.time, now: now)
        default: return now
        }
    }

    /// The input event an XEvent of our window carries, if any.
    private func inputEvent(_ event: inout XEvent) -> InputEvent? {
        switch event.type {
        case ButtonPress: return .buttonPress(button: event.xbutton.button, at: Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
        case ButtonRelease: return .buttonRelease(button: event.xbutton.button, at: Point(x: Int(event.xbutton.x), y: Int(event.xbutton.y)))
        case MotionNotify: return .motion(at: Point(x: Int(event.xmotion.x), y: Int(event.xmotion.y)))
        case LeaveNotify where event.xcrossing.window == window.id && event.xcrossing.mode == NotifyNormal: return .leave
        case KeyPress:
            let method = inputMethod ?? openInputMethod()
            return .key(method.lookup(&event.xkey))
        case FocusIn where event.xfocus.window == window.id, FocusOut where event.xfocus.window == window.id:
            let grab = event.xfocus.mode == NotifyGrab || event.xfocus.mode == NotifyUngrab
            return .focus(event.type == FocusIn, grab: grab)
        case ConfigureNotify:
            return .configure(Size(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height)))
        default:
            return nil
        }
    }

    private func openInputMethod() -> InputMethod {
        let method = InputMethod(display: display, window: window.id)
        method.focusIn()
        inputMethod = method
        return method
    }
}
