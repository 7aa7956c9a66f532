import CX11
import KeyboardModel

/// Reading X events, and turning what they mean (`XEventDecoder`) into actions.
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
        for event in EventTranslator.coalescingMotion(batch, isMotion: { $0.type == MotionNotify }) {
            for meaning in decoder.decode(event) {
                handle(meaning)
                if exitStatus != nil { return }
            }
        }
    }

    /// What the window's events mean, with the ids and atoms of now (the XSETTINGS daemon may change).
    private var decoder: XEventDecoder {
        XEventDecoder(
            window: window.id, deleteWindowAtom: window.deleteWindowAtom, pingAtom: window.pingAtom,
            activity: tracker.events,
            xsettings: desktop.xsettings.events, instance: desktop.instance?.requests, ximServersAtom: ximServersAtom,
            maximumSize: KeyboardWindow.maximumSize(screen: display.screenSize), xkbEvent: xkbEvent)
    }

    private func handle(_ event: ShellEvent) {
        let now = MonotonicClock.now()
        switch event {
        case .redrawAll:
            renderer.invalidate()
            needsDraw = true
        case .serverTime(let time): serverTime = time
        case .input(let input, let time):
            if let time { serverTime = time }
            let when = time.map { eventClock.time(ofServerTime: $0, now: now) } ?? now
            if let action = EventTranslator.action(for: input, time: when) { dispatch(action) }
        case .keyPress(var key):
            serverTime = key.time
            let method = inputMethod ?? openInputMethod()
            let input = InputEvent.key(method.lookup(&key))
            if let action = EventTranslator.action(for: input, time: eventClock.time(ofServerTime: key.time, now: now))
            {
                dispatch(action)
            }
        case .keyRelease(var key):
            serverTime = key.time
            let input = InputEvent.keyRelease(KeyInput(keysym: UInt(XLookupKeysym(&key, 0)), text: "", modifiers: []))
            if let action = EventTranslator.action(for: input, time: eventClock.time(ofServerTime: key.time, now: now))
            {
                dispatch(action)
            }
        case .activeWindowChanged: dispatch(.activeWindowChanged(tracker.current(), time: now))
        case .inputMethodsChanged: dispatch(.inputMethodsChanged(InputMethodServers.presence(on: display)))
        case .inputMethodFocus(let focused):
            if focused { inputMethod?.focusIn() }  // Never unset: see InputMethod.
        case .desktopSettingsChanged:
            let settings = desktop.xsettings.read()
            dispatch(.desktopThemeChanged(settings?.themeName))
            dispatch(.desktopAnimationsChanged(settings?.enablesAnimations))
        case .closeRequested: exitStatus = 0
        case .pinged(let ping): unansweredPings.append(ping)
        case .shown(let shown): dispatch(.shownChanged(shown))
        case .placed: window.keepDockFrame()
        case .instanceRequest(let request, let toggle):
            instanceRequest = request
            dispatch(.instanceAsked(toggle: toggle, time: now))
            instanceRequest = nil
        case .selectionRequest(let request): handle(broker.answer(request, now: now))
        case .selectionCleared(let clear): broker.selectionCleared(clear)
        case .selectionReceived(let notify): handle(broker.received(notify, now: now))
        case .propertyChanged(let property): handle(broker.propertyChanged(property, now: now))
        case .keymapChanged(var mapping):
            XRefreshKeyboardMapping(&mapping)
            injector?.keymapChanged()
            readKeymap()
        case .keyboardGroupChanged:
            injector?.keymapChanged()
            readKeymap()
        }
    }

    /// Gives the letters layer the keymap of now.
    func readKeymap() {
        let keymap = KeymapReader.read(display, skipping: injector?.spareKeycodes ?? [])
        if keymap != state.keymap { dispatch(.keymapRead(keymap)) }
    }

    private func openInputMethod() -> InputMethod {
        let method = InputMethod(display: display, window: window.id)
        method.focusIn()
        inputMethod = method
        return method
    }
}
