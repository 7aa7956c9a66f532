import Testing

@testable import KeyboardModel

/// The letters layer's reducer alone (issue 36 step 3): what it changes is the letters' state, what each key types
/// is an effect the window performs.
@Suite("Letters: their own reducer")
struct LettersReducerTests {
    let timings = Configuration.defaults.timings

    func context(composing: Bool, at now: Milliseconds = 0) -> LettersContext {
        LettersContext(
            layout: KeyboardLayout(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            keymap: LettersTests.keymap("us"), timings: timings, now: now, composing: composing)
    }

    func point(of key: LetterKey, _ letters: LettersState, in context: LettersContext) throws -> Point {
        let frame = try #require(letters.layout(in: context).keys.first { $0.key == key }).frame
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Down then up on `key`, 20 ms apart.
    func tap(_ key: LetterKey, _ letters: inout LettersState, in context: LettersContext) throws -> [LettersEffect] {
        let point = try point(of: key, letters, in: context)
        return letters.reduce(.pointerDown(point, time: context.now), in: context)
            + letters.reduce(.pointerUp(point), in: context)
    }

    @Test func aKeyTypesIntoTheComposerOrPressesItsKeycodeAndOneShotShiftLastsOneKey() throws {
        for composing in [true, false] {
            let context = context(composing: composing)
            var letters = LettersState()
            #expect(try tap(.shift, &letters, in: context) == [.click])
            #expect(letters.shift == .once)
            let capital: [LettersEffect] =
                composing ? [.insert("Q")] : [.press(KeyPress(keycode: 24, shifted: true, modifiers: []), text: "Q")]
            #expect(try tap(.keycode(24), &letters, in: context) == [.click] + capital)
            #expect(letters.shift == .off && letters.press == nil)
            let small: [LettersEffect] =
                composing ? [.insert("q")] : [.press(KeyPress(keycode: 24, shifted: false, modifiers: []), text: "q")]
            #expect(try tap(.keycode(24), &letters, in: context) == [.click] + small)
        }
    }

    @Test func aShortcutMeansNothingToTheComposerButIsPressedInDirectMode() throws {
        var composing = LettersState()
        _ = try tap(.modifier(.control), &composing, in: context(composing: true))
        #expect(try tap(.keycode(54), &composing, in: context(composing: true)) == [.click], "Ctrl+C types nothing")
        #expect(composing.modifiers.isEmpty, "the sticky Ctrl lasted one key")

        var direct = LettersState()
        _ = try tap(.modifier(.control), &direct, in: context(composing: false))
        #expect(
            try tap(.keycode(54), &direct, in: context(composing: false))
                == [.click, .press(KeyPress(keycode: 54, shifted: false, modifiers: .control), text: "c")])
    }

    @Test func backspaceDeletesAtOnceThenItsRepeatCatchesUpOnTheTicksItMissed() throws {
        let context = context(composing: true)
        var letters = LettersState()
        let point = try point(of: .backspace, letters, in: context)
        #expect(letters.reduce(.pointerDown(point, time: 1000), in: context) == [.click, .deleteBackward(count: 1)])
        let first = 1000 + timings.deleteRepeatDelay
        #expect(letters.reduce(.tick(first - 1), in: context) == [])
        #expect(
            letters.reduce(.tick(first + 2 * timings.deleteRepeatInterval), in: context) == [.deleteBackward(count: 3)])
        #expect(letters.reduce(.pointerUp(point), in: context) == [], "the release after a repeat types nothing more")
        #expect(letters.press == nil)
    }

    @Test func returnSendsInComposeModeAndIsPressedThroughItsKeyInDirectMode() throws {
        var letters = LettersState()
        #expect(try tap(.enter, &letters, in: context(composing: true)) == [.click, .send])
        #expect(
            try tap(.enter, &letters, in: context(composing: false))
                == [.click, .press(KeyPress(keycode: 36, shifted: false, modifiers: []), text: "\n")])
    }

    @Test func aLongPressOpensTheAccentsAndTheReleaseOverOneTypesIt() throws {
        let context = context(composing: false)
        var letters = LettersState()
        let e = try point(of: .keycode(26), letters, in: context)
        _ = letters.reduce(.pointerDown(e, time: 0), in: context)
        #expect(letters.reduce(.tick(timings.longPress), in: context) == [])
        let options = try #require(letters.press?.variants)
        #expect(options.first == "e" && options.contains("é"))
        let frames = letters.variantFrames(in: context)
        let acute = try #require(options.firstIndex(of: "é"))
        let over = Point(x: frames[acute].midX, y: frames[acute].midY)
        _ = letters.reduce(.pointerMoved(over, time: timings.longPress + 10), in: context)
        #expect(
            letters.reduce(.pointerUp(over), in: context) == [.deliver("é")], "é has no key on us: delivered as text")
    }

    @Test func keysTheLettersDoNotTakeGoBackToTheWindowUnchanged() {
        var letters = LettersState()
        let before = letters
        #expect(letters.reduce(.key(.pageDown, shift: false), in: context(composing: true)) == [.keyNotTaken])
        #expect(letters == before)
    }

    @Test func upFromTheTopRowGivesTheComposerTheKeysOnlyInComposeMode() {
        var letters = LettersState()
        #expect(letters.reduce(.key(.right, shift: false), in: context(composing: true)) == [])
        #expect(letters.focused == 1)
        #expect(letters.reduce(.key(.up, shift: false), in: context(composing: true)) == [.focusComposer])
        #expect(letters.reduce(.key(.up, shift: false), in: context(composing: false)) == [])
        #expect(letters.focused == 1)
    }

    @Test func slidingOffTheKeysLetsGoWithoutTyping() throws {
        let context = context(composing: true)
        var letters = LettersState()
        let q = try point(of: .keycode(24), letters, in: context)
        _ = letters.reduce(.pointerDown(q, time: 0), in: context)
        _ = letters.reduce(.pointerMoved(Point(x: q.x, y: -5), time: 10), in: context)
        #expect(letters.press == nil)
        #expect(letters.reduce(.pointerUp(Point(x: q.x, y: -5)), in: context) == [])
    }
}
