import CX11
import Testing

@testable import KeyboardModel
@testable import X11Keyboard

/// Every event the window selects, decoded without a server: which one is which, and in what order the shell hears it.
@Suite("X event decoding")
struct XEventDecoderTests {
    let window: Window = 0x40_0001
    let root: Window = 0x1e3
    let daemon: Window = 0x60_0001
    let deleteAtom: Atom = 301
    let activeAtom: Atom = 302
    let managerAtom: Atom = 303
    let xsettingsSelection: Atom = 304
    let settingsAtom: Atom = 305
    let instanceSelection: Atom = 306
    let toggleTarget: Atom = 307

    func decoder(ewmh: Bool = true, daemon owner: Window? = nil, instance: Bool = true) -> XEventDecoder {
        XEventDecoder(
            window: window, deleteWindowAtom: deleteAtom,
            activity: ActivityEvents(root: root, activeAtom: activeAtom, ewmh: ewmh),
            xsettings: XSettingsEvents(
                root: root, managerAtom: managerAtom, selection: xsettingsSelection,
                settingsAtom: settingsAtom, owner: owner ?? 0),
            instance: instance
                ? InstanceRequests(
                    window: window, selection: instanceSelection, toggleTarget: toggleTarget,
                    ownedSince: 1000) : nil,
            ximServersAtom: ximServersAtom)
    }

    let ximServersAtom: Atom = 308
    let pingAtom: Atom = 309

    @Test func anXIMServerComingOrGoingIsSeenOnTheRootOnly() {
        let changed = event(PropertyNotify) {
            $0.xproperty.window = root
            $0.xproperty.atom = ximServersAtom
            $0.xproperty.time = 80
        }
        #expect(names(decoder().decode(changed)) == ["time 80", "input methods"])
        let elsewhere = event(PropertyNotify) {
            $0.xproperty.window = window
            $0.xproperty.atom = ximServersAtom
            $0.xproperty.time = 81
        }
        #expect(names(decoder().decode(elsewhere)) == ["time 81", "property \(ximServersAtom)"])
    }

    func event(_ type: Int32, _ fill: (inout XEvent) -> Void = { _ in }) -> XEvent {
        var event = XEvent()
        event.type = type
        fill(&event)
        return event
    }

    /// The meanings as short names, so that expectations read as the shell's order.
    func names(_ meanings: [ShellEvent]) -> [String] {
        meanings.map { meaning in
            switch meaning {
            case .redrawAll: "redraw"
            case .serverTime(let time): "time \(time)"
            case .input(let input, let time): "input \(describe(input)) \(time.map(String.init) ?? "-")"
            case .keyPress(let key): "key \(key.keycode) at \(key.time)"
            case .keyRelease(let key): "key up \(key.keycode) at \(key.time)"
            case .activeWindowChanged: "active"
            case .inputMethodsChanged: "input methods"
            case .inputMethodFocus(let focused): "im \(focused)"
            case .desktopSettingsChanged: "xsettings"
            case .closeRequested: "close"
            case .pinged: "ping"
            case .shown(let shown): "shown \(shown)"
            case .placed: "placed"
            case .instanceRequest(_, let toggle): "instance toggle \(toggle)"
            case .selectionRequest: "selection request"
            case .selectionCleared: "selection cleared"
            case .selectionReceived: "selection received"
            case .propertyChanged(let property): "property \(property.atom)"
            case .keymapChanged: "keymap"
            case .keyboardGroupChanged: "group"
            }
        }
    }

    func describe(_ input: InputEvent) -> String {
        switch input {
        case .buttonPress(let button, let point): "press \(button) at \(point.x),\(point.y)"
        case .buttonRelease(let button, let point): "release \(button) at \(point.x),\(point.y)"
        case .motion(let point): "motion \(point.x),\(point.y)"
        case .leave: "leave"
        case .key(let key): "key \(key.keysym)"
        case .keyRelease(let key): "key up \(key.keysym)"
        case .focus(let focused, let grab): "focus \(focused) grab \(grab)"
        case .configure(let size): "size \(size.width)x\(size.height)"
        }
    }

    @Test func theXKBEventIsAGroupChangeOnlyWhenSelected() {
        var watching = decoder()
        watching.xkbEvent = 85
        #expect(names(watching.decode(event(85))) == ["group"])
        #expect(names(decoder().decode(event(85))).isEmpty, "without XKB selected, event 85 is nothing")
    }

    @Test func onlyTheLastExposeOfASeriesRedraws() {
        #expect(names(decoder().decode(event(Expose) { $0.xexpose.count = 2 })).isEmpty)
        #expect(names(decoder().decode(event(Expose) { $0.xexpose.count = 0 })) == ["redraw"])
    }

    @Test func pointerEventsCarryTheirServerTime() {
        let press = event(ButtonPress) {
            $0.xbutton.button = 1
            $0.xbutton.x = 12
            $0.xbutton.y = 34
            $0.xbutton.time = 5000
        }
        #expect(names(decoder().decode(press)) == ["input press 1 at 12,34 5000"])
        let release = event(ButtonRelease) {
            $0.xbutton.button = 3
            $0.xbutton.x = 1
            $0.xbutton.y = 2
            $0.xbutton.time = 5001
        }
        #expect(names(decoder().decode(release)) == ["input release 3 at 1,2 5001"])
        let motion = event(MotionNotify) {
            $0.xmotion.x = 7
            $0.xmotion.y = 8
            $0.xmotion.time = 5002
        }
        #expect(names(decoder().decode(motion)) == ["input motion 7,8 5002"])
        let key = event(KeyPress) {
            $0.xkey.keycode = 38
            $0.xkey.time = 5003
        }
        #expect(names(decoder().decode(key)) == ["key 38 at 5003"])
        let keyUp = event(KeyRelease) {
            $0.xkey.keycode = 36
            $0.xkey.time = 5004
        }
        #expect(names(decoder().decode(keyUp)) == ["key up 36 at 5004"])
    }

    @Test func leavingCountsOnlyForOurWindowAndAPlainCrossing() {
        #expect(
            names(
                decoder().decode(
                    event(LeaveNotify) {
                        $0.xcrossing.window = window
                        $0.xcrossing.mode = NotifyNormal
                    })) == ["input leave -"])
        #expect(
            names(
                decoder().decode(
                    event(LeaveNotify) {
                        $0.xcrossing.window = window
                        $0.xcrossing.mode = NotifyGrab
                    })
            ).isEmpty)
        #expect(
            names(
                decoder().decode(
                    event(LeaveNotify) {
                        $0.xcrossing.window = root
                        $0.xcrossing.mode = NotifyNormal
                    })
            ).isEmpty)
    }

    @Test func ourFocusMovesTheInputMethodThenTheModel() {
        let focusIn = event(FocusIn) {
            $0.xfocus.window = window
            $0.xfocus.mode = NotifyNormal
        }
        #expect(names(decoder().decode(focusIn)) == ["im true", "input focus true grab false -"])
        let grabbed = event(FocusOut) {
            $0.xfocus.window = window
            $0.xfocus.mode = NotifyGrab
        }
        #expect(names(decoder().decode(grabbed)) == ["im false", "input focus false grab true -"])
    }

    @Test func theRootsFocusIsTheActiveWindowOnlyWithoutAWindowManager() {
        let rootFocus = event(FocusIn) {
            $0.xfocus.window = root
            $0.xfocus.mode = NotifyNormal
        }
        #expect(names(decoder(ewmh: false).decode(rootFocus)) == ["active"])
        #expect(names(decoder(ewmh: true).decode(rootFocus)) == ["im true"], "with EWMH the root's focus says nothing")
        let active = event(PropertyNotify) {
            $0.xproperty.window = root
            $0.xproperty.atom = activeAtom
            $0.xproperty.time = 77
        }
        #expect(names(decoder(ewmh: true).decode(active)) == ["time 77", "active"])
        #expect(names(decoder(ewmh: false).decode(active)) == ["time 77", "property \(activeAtom)"])
    }

    @Test func theSettingsDaemonsEvents() {
        let manager = event(ClientMessage) {
            $0.xclient.window = root
            $0.xclient.message_type = managerAtom
            $0.xclient.data.l.1 = Int(xsettingsSelection)
        }
        #expect(names(decoder().decode(manager)) == ["xsettings"])
        let gone = event(DestroyNotify) { $0.xdestroywindow.window = daemon }
        #expect(names(decoder(daemon: daemon).decode(gone)) == ["xsettings"])
        #expect(names(decoder().decode(gone)).isEmpty, "no daemon known: another window's end")
        let changed = event(PropertyNotify) {
            $0.xproperty.window = daemon
            $0.xproperty.atom = settingsAtom
            $0.xproperty.time = 9
        }
        #expect(names(decoder(daemon: daemon).decode(changed)) == ["xsettings"])
    }

    func protocolMessage(_ proto: Atom, to target: Window? = nil, format: Int32 = 32) -> XEvent {
        event(ClientMessage) {
            $0.xclient.window = target ?? window
            $0.xclient.format = format
            $0.xclient.data.l.0 = Int(proto)
        }
    }

    @Test func aPingIsAnsweredOnlyWhenAskedForAndOnlyForOurWindow() {
        var pinged = decoder()
        pinged.pingAtom = pingAtom
        #expect(names(pinged.decode(protocolMessage(pingAtom))) == ["ping"])
        #expect(names(pinged.decode(protocolMessage(pingAtom, to: root))).isEmpty, "another window's ping")
        #expect(names(decoder().decode(protocolMessage(pingAtom))).isEmpty, "no ping atom: none was announced")
    }

    @Test func closingMappingAndTheKeymap() {
        #expect(names(decoder().decode(protocolMessage(deleteAtom))) == ["close"])
        #expect(names(decoder().decode(protocolMessage(deleteAtom + 1))).isEmpty)
        #expect(
            names(decoder().decode(protocolMessage(deleteAtom, format: 8))).isEmpty,
            "a protocol message is of 32-bit values")
        #expect(names(decoder().decode(event(DestroyNotify) { $0.xdestroywindow.window = window })) == ["close"])
        #expect(names(decoder().decode(event(MapNotify) { $0.xmap.window = window })) == ["shown true", "placed"])
        #expect(names(decoder().decode(event(UnmapNotify) { $0.xunmap.window = window })) == ["shown false"])
        #expect(names(decoder().decode(event(MapNotify) { $0.xmap.window = root })).isEmpty)
        #expect(names(decoder().decode(event(MappingNotify))) == ["keymap"])
        #expect(
            names(
                decoder().decode(
                    event(ConfigureNotify) {
                        $0.xconfigure.window = window
                        $0.xconfigure.width = 640
                        $0.xconfigure.height = 300
                    }))
                == ["placed", "input size 640x300 -"], "a dock checks its place on every configure of the window")
        var onSmallScreen = decoder()
        onSmallScreen.maximumSize = Size(width: 1280, height: 800)
        #expect(
            names(
                onSmallScreen.decode(
                    event(ConfigureNotify) {
                        $0.xconfigure.width = 4096
                        $0.xconfigure.height = 4096
                    }))
                == ["input size 1280x800 -"], "issue 26, item 7: no window manager holds the window to the screen")
    }

    @Test func selectionsGoToTheInstanceOrTheBroker() {
        func request(_ selection: Atom, target: Atom, time: Time) -> XEvent {
            event(SelectionRequest) {
                $0.xselectionrequest.owner = window
                $0.xselectionrequest.selection = selection
                $0.xselectionrequest.target = target
                $0.xselectionrequest.time = time
            }
        }
        #expect(
            names(decoder().decode(request(instanceSelection, target: toggleTarget, time: 2000))) == [
                "instance toggle true"
            ])
        #expect(
            names(decoder().decode(request(instanceSelection, target: toggleTarget, time: 0))) == [
                "instance toggle true"
            ])
        #expect(
            names(decoder().decode(request(instanceSelection, target: toggleTarget, time: 999))) == [
                "instance toggle false"
            ],
            "older than our ownership: answered, never toggled")
        #expect(names(decoder().decode(request(instanceSelection, target: 1, time: 2000))) == ["instance toggle false"])
        #expect(names(decoder().decode(request(1, target: toggleTarget, time: 2000))) == ["selection request"])
        #expect(
            names(decoder(instance: false).decode(request(instanceSelection, target: toggleTarget, time: 2000))) == [
                "selection request"
            ])
        #expect(names(decoder().decode(event(SelectionClear))) == ["selection cleared"])
        #expect(names(decoder().decode(event(SelectionNotify))) == ["selection received"])
        let property = event(PropertyNotify) {
            $0.xproperty.window = window
            $0.xproperty.atom = 900
            $0.xproperty.time = 12
        }
        #expect(names(decoder().decode(property)) == ["time 12", "property 900"])
    }
}
