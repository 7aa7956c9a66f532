import CX11
import KeyboardModel

/// Turns our window's input events into model actions: a small pure function, no decisions beyond naming what happened.
enum EventTranslator {
    static func action(for event: InputEvent, time: Milliseconds) -> AppAction? {
        switch event {
        case .buttonPress(let button, let point):
            switch button {
            case 1: return .pointerDown(point, time: time)
            case 2: return .middleClick(point, time: time)
            case 3: return .secondaryClick(point, time: time)
            case 4, 6: return .scrolled(steps: -1, at: point, time: time)
            case 5, 7: return .scrolled(steps: 1, at: point, time: time)
            default: return nil
            }
        case .buttonRelease(let button, let point):
            return button == 1 ? .pointerUp(point, time: time) : nil
        case .motion(let point):
            return .pointerMoved(point, time: time)
        case .leave:
            return .pointerLeft(time: time)
        case .key(let input):
            return key(input).map { .key($0.key, shift: $0.shift, time: time) }
        case .keyRelease(let input):
            return key(input).map { .keyReleased($0.key, time: time) }
        case .focus(let focused, let grab):
            return grab ? nil : .focusChanged(focused, time: time)
        case .configure(let size):
            return .resized(size)
        }
    }

    /// The key a press means: editing keys by keysym, Ctrl+letter as a command, other text as typing. Text typed
    /// with Control, Alt or Super held is a shortcut of someone else's, never typing.
    static func key(_ input: KeyInput) -> (key: Key, shift: Bool)? {
        let shift = input.modifiers.contains(.shift)
        let control = input.modifiers.contains(.control)
        switch Int32(truncatingIfNeeded: input.keysym) {
        case XK_Left, XK_KP_Left: return (control ? .wordLeft : .left, shift)
        case XK_Right, XK_KP_Right: return (control ? .wordRight : .right, shift)
        case XK_Up, XK_KP_Up: return (.up, shift)
        case XK_Down, XK_KP_Down: return (.down, shift)
        case XK_Tab, XK_ISO_Left_Tab, XK_KP_Tab:
            return (.tab, shift || Int32(truncatingIfNeeded: input.keysym) == XK_ISO_Left_Tab)
        case XK_F6: return (.switchFocus, shift)
        case XK_Home, XK_KP_Home: return (.home, shift)
        case XK_End, XK_KP_End: return (.end, shift)
        case XK_BackSpace: return (.backspace, shift)
        case XK_Delete, XK_KP_Delete: return (.delete, shift)
        case XK_Return, XK_KP_Enter: return (.enter, shift)
        case XK_Page_Up, XK_KP_Page_Up: return (.pageUp, shift)
        case XK_Page_Down, XK_KP_Page_Down: return (.pageDown, shift)
        case XK_Escape: return (.escape, shift)
        default: break
        }
        if input.modifiers.contains(.alt) || input.modifiers.contains(.superKey) { return nil }
        if control {
            guard input.keysym < 0x80, let scalar = Unicode.Scalar(UInt32(input.keysym)),
                scalar.properties.isAlphabetic || scalar == ","
            else { return nil }
            return (.control(Character(String(scalar).lowercased())), shift)
        }
        guard !input.text.isEmpty else { return nil }
        return (.text(input.text), shift)
    }

    /// The events of a batch worth handling: a motion event is dropped only when the very next event is motion too,
    /// so no motion ever moves across a press or a release (which would turn a click into a drag or a swipe).
    static func coalescingMotion<Event>(_ events: [Event], isMotion: (Event) -> Bool) -> [Event] {
        events.indices.compactMap { index in
            let next = events.index(after: index)
            return isMotion(events[index]) && next < events.endIndex && isMotion(events[next]) ? nil : events[index]
        }
    }
}
