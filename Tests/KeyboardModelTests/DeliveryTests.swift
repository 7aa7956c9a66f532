import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// Delivering to other applications: what the model asks the shell to do, and when.
@Suite("Delivery to other applications")
struct DeliveryTests {
    let catalog = AppReducerTests().catalogWithSticker()
    let xterm = TargetWindow(id: 0x400001, className: "XTerm")

    func state(_ mode: InputMode, _ delivery: Delivery) -> AppState {
        AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: mode,
            delivery: delivery, measure: FixedMeasure())
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    /// What a paste asks of the shell once the user's clipboard is kept: `text` on both selections, then the key.
    func pasting(_ text: String, with key: PasteKey) -> [AppEffect] {
        [
            .setClipboard(.clipboard, ClipboardContent(text: text)),
            .setClipboard(.primary, ClipboardContent(text: text)),
            .pressPasteKey(key)
        ]
    }

    mutating func click(_ state: inout AppState, _ point: Point, at time: Milliseconds) -> [AppEffect] {
        state.reduce(.pointerDown(point, time: time), catalog: catalog)
            + state.reduce(.pointerUp(point, time: time + 10), catalog: catalog)
    }

    @Test mutating func directModeTypesEachEmotionAndEachDeleteStraightAway() throws {
        var state = state(.direct, .type)
        let emoji = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        #expect(click(&state, center(state.layout.cellRect(0)), at: 100) == [.type([.text(emoji.text)]), .saveRecents])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: 120), catalog: catalog)
        #expect(state.composer.isEmpty, "nothing goes into the composer")
        let delete = center(state.layout.cellRect(state.keyboard.paging.deleteCell))
        #expect(state.reduce(.pointerDown(delete, time: 200), catalog: catalog) == [.type([.backspace(count: 1)])])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 200), catalog: catalog)
        #expect(
            state.reduce(.tick(700), catalog: catalog) == [.type([.backspace(count: 1)])],
            "holding delete repeats BackSpace")
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 700), catalog: catalog)
        state.setUp(.pointerUp(delete, time: 750), catalog: catalog)
        #expect(
            state.nextDeadline == 700 + Outbox.keymapRestoreDelay,
            "the keymap goes back after a quiet while since the last typing")
        #expect(state.reduce(.tick(700 + Outbox.keymapRestoreDelay), catalog: catalog) == [.restoreKeymap])
        #expect(state.nextDeadline == .max, "nothing left to wake for")
    }

    @Test func whatDidNotFitIsTypedWhenTheKeycodesAreFreeAndTheKeymapWaitsForIt() {
        var state = state(.direct, .type)
        state.setUp(
            .typingReported(
                remaining: [.text("😀x"), .backspace(count: 2)], retryAt: 400, keymapChanged: true, time: 100),
            catalog: catalog)
        #expect(state.nextDeadline == 400)
        #expect(state.reduce(.tick(399), catalog: catalog) == [])
        #expect(state.reduce(.tick(400), catalog: catalog) == [.type([.text("😀x"), .backspace(count: 2)])])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: 400), catalog: catalog)
        #expect(state.nextDeadline == 400 + Outbox.keymapRestoreDelay, "restored only after the last typing")
    }

    @Test mutating func composeSendActivatesTheTargetAndTypesOnceItHasTheFocus() {
        var state = state(.compose, .type)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.activeWindowChanged(nil, time: 10), catalog: catalog)
        #expect(state.target == xterm, "our own window never becomes the target")
        state.setUp(.key(.text("hi"), shift: false, time: 20), catalog: catalog)
        #expect(
            state.reduce(.key(.enter, shift: false, time: 30), catalog: catalog) == [],
            "Send waits for the Enter to go up")
        #expect(state.reduce(.keyReleased(.enter, time: 35), catalog: catalog) == [.activate(xterm)])
        #expect(state.composer.isEmpty)
        #expect(
            state.reduce(.activeWindowChanged(TargetWindow(id: 7, className: "Other"), time: 40), catalog: catalog)
                == [],
            "another window becoming active is not the target taking the focus")
        #expect(state.reduce(.activeWindowChanged(xterm, time: 50), catalog: catalog) == [.type([.text("hi")])])
        state.setUp(.key(.control("z"), shift: false, time: 60), catalog: catalog)
        #expect(state.composer.isEmpty, "undo does not bring a sent message back")
    }

    /// A Return typed while the Enter that sent is still down meets it in the server, which takes it for a repeat of
    /// the held key: `a\nb\nc` arrived as `ab\rc`. Nothing is pressed in the target before the Enter is up.
    @Test func sendByEnterWaitsForItsReleaseOrItsTimeout() {
        var state = state(.compose, .type)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.pasted("a\nb\nc", time: 10), catalog: catalog)
        #expect(state.reduce(.key(.enter, shift: false, time: 100), catalog: catalog) == [])
        #expect(state.composer.plainText == "a\nb\nc", "nothing is sent yet")
        #expect(state.nextDeadline == 100 + Outbox.enterReleaseTimeout)
        #expect(
            state.reduce(.key(.enter, shift: false, time: 600), catalog: catalog) == [],
            "an autorepeat press sends nothing more")
        #expect(state.nextDeadline == 100 + Outbox.enterReleaseTimeout, "nor moves the deadline")
        #expect(
            state.reduce(.keyReleased(.text("x"), time: 650), catalog: catalog) == [],
            "another key going up does not send")
        #expect(state.reduce(.keyReleased(.enter, time: 700), catalog: catalog) == [.activate(xterm)])
        #expect(state.reduce(.keyReleased(.enter, time: 710), catalog: catalog) == [], "a second release sends nothing")
        #expect(state.reduce(.activeWindowChanged(xterm, time: 720), catalog: catalog) == [.type([.text("a\nb\nc")])])

        var held = self.state(.compose, .type)
        held.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        held.setUp(.pasted("hi", time: 10), catalog: catalog)
        held.setUp(.key(.enter, shift: false, time: 100), catalog: catalog)
        #expect(held.reduce(.tick(100 + Outbox.enterReleaseTimeout - 1), catalog: catalog) == [])
        #expect(
            held.reduce(.tick(100 + Outbox.enterReleaseTimeout), catalog: catalog) == [.activate(xterm)],
            "a release that never comes sends after the timeout")

        var lost = self.state(.compose, .type)
        lost.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        lost.setUp(.focusChanged(true, time: 5), catalog: catalog)
        lost.setUp(.pasted("hi", time: 10), catalog: catalog)
        lost.setUp(.key(.enter, shift: false, time: 100), catalog: catalog)
        #expect(
            lost.reduce(.focusChanged(false, time: 150), catalog: catalog) == [.activate(xterm)],
            "the focus gone, the release goes elsewhere: Send goes now")
    }

    @Test(arguments: [
        (InputMethodPresence.none, false),
        (InputMethodPresence(ximServers: ["fcitx"]), true),
        (InputMethodPresence(gtkModule: "fcitx"), true),
        (InputMethodPresence(qtModule: "ibus"), true),
        (InputMethodPresence(gtkModule: "xim", xModifiers: "@im=fcitx"), false),
        (InputMethodPresence(gtkModule: "gtk-im-context-simple", qtModule: "none"), false)
    ])
    func anInputMethodIsAnXIMServerAliveOrAnIMModuleNamed(presence: InputMethodPresence, active: Bool) {
        #expect(presence.isActive == active, "\(presence)")
    }

    /// Pinyin converts what goes through the layout's own keys (`e` became 而, `$HOME` 海鸥么) and an XIM server reads
    /// bound keycodes through its own copy of the keymap: under an input method `type` pastes text, and binds nothing.
    @Test mutating func underAnInputMethodTypedTextIsPastedAndADeleteWaitsForIt() throws {
        var state = state(.direct, .type)
        state.setUp(
            .inputMethodsChanged(InputMethodPresence(ximServers: ["fcitx"], gtkModule: "fcitx")), catalog: catalog)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        #expect(state.pastesTypedText)
        let emoji = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        #expect(click(&state, center(state.layout.cellRect(0)), at: 100) == [.saveClipboard, .saveRecents])
        let delete = center(state.layout.cellRect(state.keyboard.paging.deleteCell))
        #expect(
            state.reduce(.pointerDown(delete, time: 200), catalog: catalog) == [],
            "the delete waits for the paste before it")
        state.setUp(.pointerUp(delete, time: 210), catalog: catalog)
        let content = ClipboardContent(text: emoji.text)
        #expect(
            state.reduce(.clipboardSaved(time: 220), catalog: catalog) == [
                .setClipboard(.clipboard, content), .setClipboard(.primary, content),
                .pressPasteKey(.shiftInsert)
            ])
        #expect(state.reduce(.clipboardServed(client: xterm.client, content: true, time: 240), catalog: catalog) == [])
        #expect(
            state.reduce(.tick(240 + Outbox.clipboardRestoreDelay), catalog: catalog) == [
                .restoreClipboard, .type([.backspace(count: 1)])
            ])

        state.setUp(.inputMethodsChanged(.none), catalog: catalog)
        #expect(
            click(&state, center(state.layout.cellRect(0)), at: 1000) == [.type([.text(emoji.text)]), .saveRecents],
            "the input method gone, text is typed again")
    }

    @Test func underAnInputMethodSendPastesLinesAndAStickerAsItsCode() {
        var state = state(.compose, .type)
        state.setUp(.inputMethodsChanged(InputMethodPresence(gtkModule: "ibus")), catalog: catalog)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.pasted("[笑哭]", time: 10), catalog: catalog)
        state.setUp(.key(.enter, shift: false, time: 20), catalog: catalog)
        #expect(state.reduce(.keyReleased(.enter, time: 30), catalog: catalog) == [.activate(xterm)])
        #expect(state.reduce(.activeWindowChanged(xterm, time: 40), catalog: catalog) == [.saveClipboard])
        let code = ClipboardContent(text: "[笑哭]")
        #expect(
            state.reduce(.clipboardSaved(time: 50), catalog: catalog) == [
                .setClipboard(.clipboard, code), .setClipboard(.primary, code),
                .pressPasteKey(.shiftInsert)
            ],
            "typed, a sticker is its code: no image goes with it")

        let noKeys = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: .direct,
            delivery: .type, canPressKeys: false, inputMethods: InputMethodPresence(ximServers: ["ibus"]),
            measure: FixedMeasure())
        #expect(!noKeys.pastesTypedText, "without XTest nothing is typed anyway")
    }

    /// Compose mode typing into xterm: `text` pasted into the composer and sent with Enter (pressed at 15, released at 20).
    func sentToXterm(_ text: String) -> AppState {
        var state = state(.compose, .type)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.pasted(text, time: 10), catalog: catalog)
        state.setUp(.key(.enter, shift: false, time: 15), catalog: catalog)
        state.setUp(.keyReleased(.enter, time: 20), catalog: catalog, effects: [.activate(xterm)])
        return state
    }

    /// A click on Send quicker than the window manager: the target was still active, so typing began, and then the
    /// manager focused our window for the click: the keys came back into search and the text was lost.
    @Test func typingThatFindsTheFocusInOurWindowAsksForTheTargetAgainAndWaits() {
        var state = sentToXterm("u2👋🏼")
        #expect(state.reduce(.activeWindowChanged(xterm, time: 21), catalog: catalog) == [.type([.text("u2👋🏼")])])
        #expect(state.reduce(.typingHeldBack([.text("u2👋🏼")], time: 30), catalog: catalog) == [.activate(xterm)])
        #expect(state.nextDeadline == 30 + Outbox.refocusRetryDelay)
        #expect(
            state.reduce(.tick(30 + Outbox.refocusRetryDelay), catalog: catalog) == [.type([.text("u2👋🏼")])],
            "tried again")
        #expect(
            state.reduce(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 90), catalog: catalog)
                == [])
        #expect(state.composer.isEmpty && state.outbox.refocusUntil == nil, "typed once the target had the focus")

        // A target that never gets the focus back: the text returns to the composer, nothing typed into ourselves.
        var lost = sentToXterm("hi")
        lost.setUp(.activeWindowChanged(xterm, time: 21), catalog: catalog, effects: [.type([.text("hi")])])
        var time: Milliseconds = 30
        while time < 30 + Outbox.focusTimeout {
            #expect(lost.reduce(.typingHeldBack([.text("hi")], time: time), catalog: catalog) == [.activate(xterm)])
            time += Outbox.refocusRetryDelay
            #expect(lost.reduce(.tick(time), catalog: catalog) == [.type([.text("hi")])])
        }
        #expect(lost.reduce(.typingHeldBack([.text("hi")], time: time), catalog: catalog) == [])
        #expect(lost.composer.plainText == "hi" && lost.notice?.kind == .targetDidNotTakeFocus && lost.outbox.isIdle)
    }

    @Test func aTargetThatNeverTakesTheFocusGivesTheTextBack() {
        var state = sentToXterm("hello [笑哭]")
        #expect(state.nextDeadline == 20 + Outbox.focusTimeout)
        #expect(state.reduce(.tick(20 + Outbox.focusTimeout), catalog: catalog) == [])
        #expect(state.composer.plainText == "hello [笑哭]")
        #expect(state.composer.count == 7, "the code comes back as a sticker")
        #expect(state.notice?.kind == .targetDidNotTakeFocus)
        state.setUp(.tick(20 + Outbox.focusTimeout + Notice.duration), catalog: catalog)
        #expect(state.notice == nil)
    }

    @Test func sendWithNoOtherWindowPutsTheTextOnTheClipboardAndSaysSo() {
        var state = state(.compose, .type)
        state.setUp(.key(.text("hi"), shift: false, time: 20), catalog: catalog)
        state.setUp(.key(.enter, shift: false, time: 25), catalog: catalog)
        #expect(
            state.reduce(.keyReleased(.enter, time: 30), catalog: catalog) == [
                .setClipboard(.clipboard, ClipboardContent(text: "hi"))
            ])
        #expect(state.notice?.kind == .noTargetTextOnClipboard)
    }

    @Test func pasteKeepsTheClipboardPressesTheTargetsKeyAndGivesTheClipboardBack() {
        var state = state(.compose, .paste)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.pasted("[笑哭]", time: 10), catalog: catalog)
        #expect(state.reduce(.key(.enter, shift: false, time: 15), catalog: catalog) == [], "pasting presses keys too")
        #expect(state.reduce(.keyReleased(.enter, time: 20), catalog: catalog) == [.activate(xterm)])
        #expect(state.reduce(.activeWindowChanged(xterm, time: 30), catalog: catalog) == [.saveClipboard])
        let sticker = ClipboardContent(text: "[笑哭]", imagePath: "/x.png")
        #expect(
            state.reduce(.clipboardSaved(time: 40), catalog: catalog) == [
                .setClipboard(.clipboard, sticker), .setClipboard(.primary, sticker),
                .pressPasteKey(.shiftInsert)
            ],
            "one sticker goes with its image; xterm pastes with Shift+Insert")
        #expect(state.nextDeadline == 40 + Outbox.pasteReadTimeout)
        #expect(state.reduce(.clipboardServed(client: xterm.client, content: true, time: 60), catalog: catalog) == [])
        #expect(state.nextDeadline == 60 + Outbox.clipboardRestoreDelay)
        #expect(state.reduce(.tick(60 + Outbox.clipboardRestoreDelay), catalog: catalog) == [.restoreClipboard])
        #expect(state.outbox.isIdle)
    }

    @Test func directPastesQueueOneAfterAnotherAndAnUnansweredPasteStillGivesTheClipboardBack() throws {
        var state = state(.direct, .paste)
        state.setUp(.activeWindowChanged(TargetWindow(id: 9, className: "firefox-esr"), time: 0), catalog: catalog)
        let cell0 = center(state.layout.cellRect(0))
        let cell1 = center(state.layout.cellRect(1))
        state.setUp(.pointerDown(cell0, time: 10), catalog: catalog)
        #expect(state.reduce(.pointerUp(cell0, time: 20), catalog: catalog).first == .saveClipboard)
        state.setUp(.pointerDown(cell1, time: 30), catalog: catalog)
        #expect(
            state.reduce(.pointerUp(cell1, time: 40), catalog: catalog) == [.saveRecents],
            "the second waits for the first")
        let effects = state.reduce(.clipboardSaved(time: 50), catalog: catalog)
        #expect(effects.last == .pressPasteKey(.controlV))
        state.setUp(.clipboardServed(client: 9, content: true, time: 70), catalog: catalog)
        #expect(
            state.reduce(.tick(70 + Outbox.clipboardRestoreDelay), catalog: catalog) == [
                .restoreClipboard, .saveClipboard
            ],
            "the next paste starts once the first was read")
        #expect(state.outbox.pastes.count == 1)
    }

    /// Paste up to the press of the paste key in xterm; the clipboard holds "hello".
    func pasteUnderWay() -> AppState {
        var state = state(.compose, .paste)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.pasted("hello", time: 10), catalog: catalog)
        state.setUp(.key(.enter, shift: false, time: 15), catalog: catalog)
        state.setUp(.keyReleased(.enter, time: 20), catalog: catalog, effects: [.activate(xterm)])
        state.setUp(.activeWindowChanged(xterm, time: 30), catalog: catalog, effects: [.saveClipboard])
        state.setUp(
            .clipboardSaved(time: 40), catalog: catalog,
            effects: pasting("hello", with: .shiftInsert))
        return state
    }

    /// GTK, Qt and Chromium ask for TARGETS first and read the text in a second request, which an input method's
    /// round trip or a loaded machine can delay by seconds: the user's clipboard must not come back in between.
    @Test func aPasteServesTheTextUntilTheTargetReadsItNotJustAsksForTargets() {
        var state = pasteUnderWay()
        #expect(
            state.reduce(.clipboardServed(client: xterm.client, content: false, time: 50), catalog: catalog) == [],
            "TARGETS only")
        #expect(state.reduce(.tick(50 + 5000), catalog: catalog) == [], "still served five seconds on")
        #expect(state.reduce(.clipboardServed(client: xterm.client, content: true, time: 5100), catalog: catalog) == [])
        #expect(state.reduce(.tick(5100 + Outbox.clipboardRestoreDelay - 1), catalog: catalog) == [])
        #expect(
            state.reduce(.clipboardServed(client: xterm.client, content: false, time: 5300), catalog: catalog) == [],
            "a later request of the target starts the quiet period again")
        #expect(state.reduce(.tick(5300 + Outbox.clipboardRestoreDelay - 1), catalog: catalog) == [])
        #expect(state.reduce(.tick(5300 + Outbox.clipboardRestoreDelay), catalog: catalog) == [.restoreClipboard])
        #expect(state.outbox.isIdle && state.composer.isEmpty && state.notice == nil)
    }

    /// fcitx5's clipboard add-on and clipboard managers read a new clipboard at once: that is not the target's paste.
    @Test func readsOfOtherClientsDoNotCountAsThePaste() {
        var state = pasteUnderWay()
        let clipboardManager: UInt64 = 0x600000
        #expect(
            state.reduce(.clipboardServed(client: clipboardManager, content: true, time: 45), catalog: catalog) == [])
        #expect(
            state.reduce(.tick(45 + Outbox.clipboardRestoreDelay), catalog: catalog) == [],
            "not given back after another client's read")
        #expect(
            state.reduce(.clipboardServed(client: xterm.client, content: true, time: 2600), catalog: catalog) == [],
            "a target busy for 2.5 s reads it when it wakes")
        #expect(state.reduce(.tick(2600 + Outbox.clipboardRestoreDelay), catalog: catalog) == [.restoreClipboard])
        #expect(state.composer.isEmpty)
    }

    /// A target of another window of the same client counts: GTK and Qt request through a hidden window of their own.
    @Test func theTargetIsItsClientNotItsWindow() {
        var state = state(.direct, .paste)
        let gtk = TargetWindow(id: 0x1200007, className: "Gedit", client: 0x1200000)
        state.setUp(.activeWindowChanged(gtk, time: 0), catalog: catalog)
        let cell = center(state.layout.cellRect(0))
        state.setUp(.pointerDown(cell, time: 10), catalog: catalog)
        state.setUp(.pointerUp(cell, time: 20), catalog: catalog, effects: [.saveClipboard, .saveRecents])
        state.setUp(
            .clipboardSaved(time: 30), catalog: catalog,
            effects: pasting("😀", with: .controlV))
        state.setUp(.clipboardServed(client: 0x1200000, content: true, time: 40), catalog: catalog)
        #expect(state.reduce(.tick(40 + Outbox.clipboardRestoreDelay), catalog: catalog) == [.restoreClipboard])
    }

    /// A target stopped longer than the bound: the user's clipboard comes back and so does the text, with a notice;
    /// a delete that waited behind it is dropped, since what it was to delete never arrived.
    @Test func aPasteNeverReadGivesTheClipboardAndTheTextBack() throws {
        var state = pasteUnderWay()
        #expect(state.reduce(.tick(40 + Outbox.pasteReadTimeout - 1), catalog: catalog) == [])
        #expect(state.reduce(.tick(40 + Outbox.pasteReadTimeout), catalog: catalog) == [.restoreClipboard])
        #expect(
            state.composer.plainText == "hello" && state.notice?.kind == .targetDidNotReadPaste && state.outbox.isIdle)

        var direct = self.state(.direct, .paste)
        direct.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        let first = try #require(direct.keyboard.emotion(atCell: 0, catalog: catalog))
        let second = try #require(direct.keyboard.emotion(atCell: 1, catalog: catalog))
        for (index, time) in [(0, 10), (1, 30)] as [(Int, Milliseconds)] {
            let cell = center(direct.layout.cellRect(index))
            direct.setUp(.pointerDown(cell, time: time), catalog: catalog)
            direct.setUp(
                .pointerUp(cell, time: time + 5), catalog: catalog,
                effects: index == 0 ? [.saveClipboard, .saveRecents] : [.saveRecents])
        }
        let delete = center(direct.layout.cellRect(direct.keyboard.paging.deleteCell))
        direct.setUp(.pointerDown(delete, time: 50), catalog: catalog)
        direct.setUp(.pointerUp(delete, time: 55), catalog: catalog)
        direct.setUp(
            .clipboardSaved(time: 60), catalog: catalog,
            effects: pasting(first.text, with: .shiftInsert))
        #expect(
            direct.reduce(.tick(60 + Outbox.pasteReadTimeout), catalog: catalog) == [.restoreClipboard], "no BackSpace")
        #expect(direct.composer.plainText == first.text + second.text && direct.outbox.isIdle)
    }

    /// Keeping the user's clipboard has no clock of its own: an owner slow to answer (a loaded machine, an input
    /// method's round trip) is waited for, and the clipboard is taken only once what it held is kept. An owner that
    /// stopped answering means the paste would lose it: nothing is pasted, and the text is back with a notice.
    @Test mutating func aPasteTakesTheClipboardOnlyOnceTheUsersIsKept() throws {
        var state = state(.direct, .paste)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        let first = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        let second = try #require(state.keyboard.emotion(atCell: 1, catalog: catalog))
        #expect(click(&state, center(state.layout.cellRect(0)), at: 10) == [.saveClipboard, .saveRecents])
        #expect(
            click(&state, center(state.layout.cellRect(1)), at: 30) == [.saveRecents],
            "the second waits behind the first")
        #expect(state.outbox.nextDeadline == nil)
        #expect(state.reduce(.tick(60_000), catalog: catalog) == [], "a minute later it still waits for the broker")

        var slow = state
        let content = ClipboardContent(text: first.text)
        #expect(
            slow.reduce(.clipboardSaved(time: 60_010), catalog: catalog) == [
                .setClipboard(.clipboard, content),
                .setClipboard(.primary, content), .pressPasteKey(.shiftInsert)
            ])

        #expect(state.reduce(.clipboardNotSaved(time: 60_010), catalog: catalog) == [.restoreClipboard])
        #expect(
            state.composer.plainText == first.text + second.text && state.notice?.kind == .clipboardNotSaved
                && state.outbox.isIdle)
        #expect(
            state.reduce(.clipboardSaved(time: 60_020), catalog: catalog) == [],
            "a late report of a paste given up does nothing")
    }

    @Test func theModeButtonSwitchesModesAndGivesTheFocusBack() {
        var state = state(.compose, .type)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.focusChanged(true, time: 5), catalog: catalog)
        #expect(
            state.reduce(.pointerDown(center(state.layout.modeButton), time: 10), catalog: catalog) == [
                .applyMode(.direct), .activate(xterm)
            ])
        #expect(state.mode == .direct)
        #expect(!state.caretVisible)
        state.setUp(.focusChanged(false, time: 15), catalog: catalog)
        #expect(state.reduce(.modeToggled(time: 20), catalog: catalog) == [.applyMode(.compose)])
    }

    @Test func printDeliveryWritesALineAndAFailureLosesNothing() {
        var state = state(.compose, .print)
        state.setUp(.key(.text("hi"), shift: false, time: 20), catalog: catalog)
        #expect(state.reduce(.key(.enter, shift: false, time: 30), catalog: catalog) == [.print("hi")])
        state.setUp(.deliveryFailed("hi", time: 40), catalog: catalog)
        #expect(state.composer.plainText == "hi")
        #expect(state.notice?.kind == .printFailed)
    }

    @Test func pasteKeysByWindowClassCanBeExtended() {
        #expect(PasteKeyTable().key(forClass: "XTerm") == .shiftInsert)
        #expect(PasteKeyTable().key(forClass: "Gnome-terminal") == .controlShiftV)
        #expect(PasteKeyTable().key(forClass: "firefox-esr") == .controlV)
        #expect(PasteKeyTable(overrides: ["Firefox-ESR": .shiftInsert]).key(forClass: "firefox-esr") == .shiftInsert)
        #expect(PasteKeyTable().key(forClass: "Emacs") == .controlY, "Emacs's Ctrl+V scrolls")
        let chosen = PasteKeyTable(choices: ["myterm": .key(.controlShiftV), "xterm": .type])
        #expect(chosen.key(forClass: "MyTerm") == .controlShiftV && !chosen.types(forClass: "MyTerm"))
        #expect(chosen.types(forClass: "XTerm") && chosen.key(forClass: "Emacs") == .controlY)
    }

    /// An application the user chose typing for gets typed text under the paste delivery, no clipboard touched.
    @Test func pasteDeliveryTypesIntoAClassTheUserChoseTypingFor() {
        var configuration = Configuration()
        configuration.pasteKeys = ["xterm": .type]
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: .direct,
            delivery: .paste, configuration: configuration, measure: FixedMeasure())
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        let cell = center(state.layout.cellRect(0))
        state.setUp(.pointerDown(cell, time: 10), catalog: catalog)
        let effects = state.reduce(.pointerUp(cell, time: 20), catalog: catalog)
        guard case .type? = effects.first else {
            Issue.record("expected typing, got \(effects)")
            return
        }
    }

    @Test func keystrokesMergeWithTheirOwnKind() {
        var items: [Keystrokes] = []
        for next: Keystrokes in [.text("a"), .text("b"), .backspace(count: 1), .backspace(count: 2), .text("c")] {
            items = Keystrokes.appending(next, to: items)
        }
        #expect(items == [.text("ab"), .backspace(count: 3), .text("c")])
    }
}
