import CX11
import Testing

@testable import KeyboardModel
@testable import X11Keyboard

@Suite("Event translation")
struct EventTranslatorTests {
    let point = Point(x: 30, y: 40)

    func key(_ keysym: Int32, _ text: String = "", _ modifiers: KeyInput.Modifiers = []) -> KeyInput {
        KeyInput(keysym: UInt(keysym), text: text, modifiers: modifiers)
    }

    @Test func buttonsMotionFocusAndSize() {
        #expect(
            EventTranslator.action(for: .buttonPress(button: 1, at: point), time: 5) == .pointerDown(point, time: 5))
        #expect(
            EventTranslator.action(for: .buttonRelease(button: 1, at: point), time: 6) == .pointerUp(point, time: 6))
        #expect(EventTranslator.action(for: .buttonRelease(button: 3, at: point), time: 6) == nil)
        #expect(
            EventTranslator.action(for: .buttonPress(button: 3, at: point), time: 6) == .secondaryClick(point, time: 6))
        #expect(EventTranslator.action(for: .leave, time: 6) == .pointerLeft(time: 6))
        #expect(
            EventTranslator.action(for: .buttonPress(button: 2, at: point), time: 7) == .middleClick(point, time: 7))
        #expect(
            EventTranslator.action(for: .buttonPress(button: 4, at: point), time: 8)
                == .scrolled(steps: -1, at: point, time: 8))
        #expect(
            EventTranslator.action(for: .buttonPress(button: 7, at: point), time: 8)
                == .scrolled(steps: 1, at: point, time: 8))
        #expect(EventTranslator.action(for: .motion(at: point), time: 9) == .pointerMoved(point, time: 9))
        #expect(EventTranslator.action(for: .focus(true, grab: false), time: 1) == .focusChanged(true, time: 1))
        #expect(
            EventTranslator.action(for: .focus(false, grab: true), time: 1) == nil, "a grab does not move the focus")
        #expect(
            EventTranslator.action(for: .configure(Size(width: 5, height: 6)), time: 1)
                == .resized(Size(width: 5, height: 6)))
        #expect(EventTranslator.action(for: .keyRelease(key(XK_Return)), time: 2) == .keyReleased(.enter, time: 2))
        #expect(
            EventTranslator.action(for: .keyRelease(key(XK_Shift_L)), time: 2) == nil,
            "a modifier going up means nothing")
    }

    @Test func editingKeysAndControlShortcuts() {
        #expect(EventTranslator.key(key(XK_Left)) ?? (.escape, true) == (.left, false))
        #expect(EventTranslator.key(key(XK_Left, "", [.control, .shift])) ?? (.escape, false) == (.wordLeft, true))
        #expect(EventTranslator.key(key(XK_KP_Enter)) ?? (.escape, true) == (.enter, false))
        #expect(EventTranslator.key(key(XK_a, "\u{1}", .control)) ?? (.escape, true) == (.control("a"), false))
        #expect(
            EventTranslator.key(key(XK_Z, "\u{1A}", [.control, .shift])) ?? (.escape, false) == (.control("z"), true))
        #expect(EventTranslator.key(key(XK_a, "a")) ?? (.escape, true) == (.text("a"), false))
        #expect(EventTranslator.key(key(XK_A, "A", .shift)) ?? (.escape, false) == (.text("A"), true))
    }

    @Test func navigationKeys() {
        #expect(EventTranslator.key(key(XK_Up)) ?? (.escape, true) == (.up, false))
        #expect(EventTranslator.key(key(XK_KP_Down)) ?? (.escape, true) == (.down, false))
        #expect(EventTranslator.key(key(XK_Tab, "\t")) ?? (.escape, true) == (.tab, false))
        #expect(EventTranslator.key(key(XK_ISO_Left_Tab, "", .shift)) ?? (.escape, false) == (.tab, true), "Shift+Tab")
        #expect(
            EventTranslator.key(key(XK_ISO_Left_Tab)) ?? (.escape, false) == (.tab, true),
            "ISO_Left_Tab is Shift+Tab itself")
        #expect(EventTranslator.key(key(XK_F6)) ?? (.escape, true) == (.switchFocus, false))
        #expect(EventTranslator.key(key(XK_slash, "/")) ?? (.escape, true) == (.text("/"), false))
        #expect(EventTranslator.key(key(XK_f, "\u{6}", .control)) ?? (.escape, true) == (.control("f"), false))
        #expect(
            EventTranslator.key(key(XK_comma, "", .control)) ?? (.escape, true) == (.control(","), false),
            "Ctrl+comma: settings")
    }

    @Test func textUnderAltOrSuperOrAControlNonLetterIsNotTyping() {
        #expect(EventTranslator.key(key(XK_a, "a", .alt)) == nil)
        #expect(EventTranslator.key(key(XK_x, "x", .superKey)) == nil)
        #expect(EventTranslator.key(key(XK_1, "1", .control)) == nil)
        #expect(EventTranslator.key(key(XK_Shift_L)) == nil, "a modifier alone types nothing")
    }

    /// The lost click: press, a tiny move, release, a move away. Only consecutive motion may be coalesced; the motion
    /// after the release must never be taken ahead of it.
    @Test func motionIsCoalescedOnlyWithinARunOfMotion() {
        let near = Point(x: 32, y: 40)
        let away = Point(x: 3, y: 3)
        let batch: [InputEvent] = [
            .buttonPress(button: 1, at: point), .motion(at: near), .buttonRelease(button: 1, at: near),
            .motion(at: away)
        ]
        #expect(EventTranslator.coalescingMotion(batch, isMotion: \.isMotion) == batch)
        let run: [InputEvent] = [
            .motion(at: point), .motion(at: near), .motion(at: away), .buttonPress(button: 1, at: away),
            .motion(at: near), .motion(at: point)
        ]
        #expect(
            EventTranslator.coalescingMotion(run, isMotion: \.isMotion) == [
                .motion(at: away), .buttonPress(button: 1, at: away), .motion(at: point)
            ])
    }

    /// Through the model: the lost-click sequence inserts the cell under the press.
    @Test func theLostClickSequenceInsertsTheCell() throws {
        var problems: [PackProblem] = []
        let emoji = Emotion(kind: .emoji, text: "😀", nameEN: "grinning", nameZH: "嘿嘿")
        let catalog = KeyboardCatalog(
            groups: [EmojiGroup(name: "G", subgroups: [], emotions: [emoji])], packs: [], kaomoji: [],
            problems: &problems)
        let metrics = LayoutMetrics()
        var state = AppState(
            keyboard: KeyboardState(windowSize: metrics.preferredWindowSize, metrics: metrics), measure: WidthOne())
        let cell = state.layout.cellRect(0)
        let press = Point(x: cell.midX, y: cell.midY)
        let batch: [InputEvent] = [
            .buttonPress(button: 1, at: press), .motion(at: Point(x: press.x + 2, y: press.y)),
            .buttonRelease(button: 1, at: Point(x: press.x + 2, y: press.y)), .motion(at: Point(x: 3, y: 3))
        ]
        for event in EventTranslator.coalescingMotion(batch, isMotion: \.isMotion) {
            if let action = EventTranslator.action(for: event, time: 100) {
                _ = state.reduce(action, catalog: catalog, measure: WidthOne())
            }
        }
        #expect(state.composer.plainText == "😀")
    }
}

private struct WidthOne: TextMeasuring {
    func advance(of character: Character, size: Int) -> Int { 1 }
    func lineHeight(size: Int) -> Int { 1 }
}
