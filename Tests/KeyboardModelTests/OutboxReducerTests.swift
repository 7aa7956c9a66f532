import Testing

@testable import KeyboardModel

/// The outbox's reducer alone (issue 36 step 3): what it changes is the outbox, what it asks of the window (the
/// shell's typing, focus and clipboard work, the composer's text sent or given back, a notice) are its effects.
@Suite("Outbox: its own reducer")
struct OutboxReducerTests {
    let gedit = TargetWindow(id: 7, className: "Gedit", client: 0x0060_0000)
    let xterm = TargetWindow(id: 9, className: "XTerm", client: 0x0080_0000)
    let hello = ClipboardContent(text: "hello 😀")

    func context(
        _ delivery: Delivery, target: TargetWindow?, at now: Milliseconds = 0, inputMethod: Bool = false,
        canPressKeys: Bool = true
    ) -> OutboxContext {
        OutboxContext(
            delivery: delivery, target: target, now: now, canPressKeys: canPressKeys, inputMethodActive: inputMethod,
            pasteChoices: [:])
    }

    @Test func aSendWaitsForItsTargetToTakeTheFocusThenTypesOrGivesTheTextBack() {
        var outbox = Outbox()
        #expect(outbox.reduce(.send(hello), in: context(.type, target: gedit)) == [.activate(gedit)])
        #expect(outbox.reduce(.targetActive(xterm), in: context(.type, target: xterm)) == [], "another window")
        #expect(outbox.reduce(.targetActive(gedit), in: context(.type, target: gedit)) == [.type([.text("hello 😀")])])
        #expect(outbox.isIdle)

        _ = outbox.reduce(.send(hello), in: context(.type, target: gedit))
        #expect(outbox.reduce(.tick, in: context(.type, target: gedit, at: Outbox.focusTimeout - 1)) == [])
        #expect(
            outbox.reduce(.tick, in: context(.type, target: gedit, at: Outbox.focusTimeout))
                == [.returnToComposer("hello 😀", notice: .targetDidNotTakeFocus)])
        #expect(outbox.isIdle)
    }

    @Test func aSendWithNoOtherApplicationLeavesTheTextOnTheClipboardAndSaysSo() {
        var outbox = Outbox()
        #expect(
            outbox.reduce(.send(hello), in: context(.paste, target: nil)) == [
                .tell(.noTargetTextOnClipboard), .setClipboard(.clipboard, hello)
            ])
        #expect(outbox.reduce(.send(hello), in: context(.print, target: gedit)) == [.print("hello 😀")])
        #expect(outbox.isIdle)
    }

    @Test func aPasteServesTheTextUntilTheTargetHasReadItThenGivesTheClipboardBack() {
        var outbox = Outbox()
        let paste = context(.paste, target: xterm)
        #expect(outbox.reduce(.deliver(hello), in: paste) == [.saveClipboard])
        #expect(
            outbox.reduce(.clipboardSaved, in: paste)
                == [.setClipboard(.clipboard, hello), .setClipboard(.primary, hello), .pressPasteKey(.shiftInsert)])
        _ = outbox.reduce(
            .clipboardServed(client: xterm.client, content: false), in: context(.paste, target: xterm, at: 100))
        _ = outbox.reduce(
            .clipboardServed(client: 0x0A00_0000, content: true), in: context(.paste, target: xterm, at: 100))
        #expect(
            outbox.reduce(.tick, in: context(.paste, target: xterm, at: 20_000)) == [],
            "TARGETS alone and another client's read leave the text served")
        _ = outbox.reduce(
            .clipboardServed(client: xterm.client, content: true), in: context(.paste, target: xterm, at: 20_000))
        #expect(
            outbox.reduce(.tick, in: context(.paste, target: xterm, at: 20_000 + Outbox.clipboardRestoreDelay)) == [
                .restoreClipboard
            ])
        #expect(outbox.isIdle)
    }

    /// Seen with a click-to-focus window manager: the target was active by `_NET_ACTIVE_WINDOW` while the click on
    /// Send was still moving the focus to the keyboard, and Ctrl+V pasted into our own composer.
    @Test func aPasteKeyThatFoundTheFocusInOurWindowAsksForTheTargetAndPressesAgain() {
        var outbox = Outbox()
        let paste = context(.paste, target: gedit)
        _ = outbox.reduce(.deliver(hello), in: paste)
        _ = outbox.reduce(.clipboardSaved, in: paste)
        #expect(outbox.reduce(.pasteKeyHeldBack, in: context(.paste, target: gedit, at: 10)) == [.activate(gedit)])
        #expect(outbox.nextDeadline == 10 + Outbox.refocusRetryDelay)
        #expect(outbox.reduce(.tick, in: context(.paste, target: gedit, at: 10 + Outbox.refocusRetryDelay - 1)) == [])
        #expect(
            outbox.reduce(.tick, in: context(.paste, target: gedit, at: 10 + Outbox.refocusRetryDelay))
                == [.pressPasteKey(.controlV)])
        #expect(
            outbox.reduce(
                .clipboardServed(client: gedit.client, content: true), in: context(.paste, target: gedit, at: 100))
                == [],
            "read: the paste goes on as any other")
        #expect(outbox.reduce(.tick, in: context(.paste, target: gedit, at: 400)) == [.restoreClipboard])
        #expect(outbox.isIdle)

        var unread = Outbox()
        _ = unread.reduce(.deliver(hello), in: paste)
        _ = unread.reduce(.clipboardSaved, in: paste)
        _ = unread.reduce(.pasteKeyHeldBack, in: paste)
        _ = unread.reduce(.tick, in: context(.paste, target: gedit, at: Outbox.refocusRetryDelay))
        let readBound = Outbox.refocusRetryDelay + Outbox.pasteReadTimeout
        #expect(
            unread.reduce(.tick, in: context(.paste, target: gedit, at: readBound - 1)) == [],
            "the read is waited for from the press that went")
        #expect(
            unread.reduce(.tick, in: context(.paste, target: gedit, at: readBound))
                == [.returnToComposer("hello 😀", notice: .targetDidNotReadPaste), .restoreClipboard])
        #expect(unread.isIdle)

        var lost = Outbox()
        _ = lost.reduce(.deliver(hello), in: paste)
        _ = lost.reduce(.clipboardSaved, in: paste)
        _ = lost.reduce(.pasteKeyHeldBack, in: paste)
        _ = lost.reduce(.tick, in: context(.paste, target: gedit, at: Outbox.refocusRetryDelay))
        #expect(
            lost.reduce(.pasteKeyHeldBack, in: context(.paste, target: gedit, at: Outbox.focusTimeout - 1))
                == [.activate(gedit)], "the first time's bound holds")
        let retried = Outbox.focusTimeout - 1 + Outbox.refocusRetryDelay
        #expect(lost.reduce(.tick, in: context(.paste, target: gedit, at: retried)) == [.pressPasteKey(.controlV)])
        #expect(
            lost.reduce(.pasteKeyHeldBack, in: context(.paste, target: gedit, at: retried))
                == [.returnToComposer("hello 😀", notice: .targetDidNotTakeFocus), .restoreClipboard])
        #expect(lost.isIdle)
    }

    @Test func aPasteNeverReadGivesTheClipboardBackAndEveryTextBehindItToTheComposer() {
        var outbox = Outbox()
        let paste = context(.paste, target: gedit)
        _ = outbox.reduce(.deliver(hello), in: paste)
        _ = outbox.reduce(.clipboardSaved, in: paste)
        #expect(outbox.reduce(.deliver(ClipboardContent(text: "🎉")), in: paste) == [], "the second waits for the first")
        #expect(outbox.reduce(.deleteBackward, in: paste) == [], "a delete waits behind a paste")
        #expect(
            outbox.reduce(.tick, in: context(.paste, target: gedit, at: Outbox.pasteReadTimeout))
                == [.returnToComposer("hello 😀🎉", notice: .targetDidNotReadPaste), .restoreClipboard])
        #expect(outbox.isIdle)
    }

    @Test func aClipboardThatCannotBeKeptIsNeverTaken() {
        var outbox = Outbox()
        let paste = context(.paste, target: gedit)
        _ = outbox.reduce(.deliver(hello), in: paste)
        #expect(
            outbox.reduce(.clipboardNotSaved, in: paste) == [
                .returnToComposer("hello 😀", notice: .clipboardNotSaved), .restoreClipboard
            ])
        #expect(outbox.reduce(.clipboardSaved, in: paste) == [], "a late answer sets nothing")
    }

    @Test func typeUnderAnInputMethodPastesAndWithoutXTestTheUserPastes() {
        var outbox = Outbox()
        #expect(
            outbox.reduce(.deliver(hello), in: context(.type, target: gedit, inputMethod: true)) == [.saveClipboard])
        var noXTest = Outbox()
        #expect(
            noXTest.reduce(.deliver(hello), in: context(.paste, target: gedit, canPressKeys: false))
                == [
                    .tell(.pasteByHand), .setClipboard(.clipboard, hello), .setClipboard(.primary, hello),
                    .pressPasteKey(.controlV)
                ])
        #expect(noXTest.isIdle)
    }

    @Test func anApplicationTheUserChoseTypingForIsTypedIntoUnderPaste() {
        var outbox = Outbox()
        let typing = OutboxContext(
            delivery: .paste, target: gedit, now: 0, canPressKeys: true, inputMethodActive: false,
            pasteChoices: ["GEDIT": .type])
        #expect(outbox.reduce(.deliver(hello), in: typing) == [.type([.text("hello 😀")])])
        #expect(outbox.reduce(.deliver(hello), in: context(.paste, target: gedit)) == [.saveClipboard])
    }

    @Test func aSendByEnterWaitsForTheReleaseOnlyWhenKeysArePressed() {
        var outbox = Outbox()
        #expect(outbox.reduce(.enterPressed, in: context(.type, target: gedit)) == [])
        #expect(outbox.reduce(.enterReleased, in: context(.type, target: gedit)) == [.sendComposer])
        #expect(outbox.reduce(.enterReleased, in: context(.type, target: gedit)) == [], "once")
        _ = outbox.reduce(.enterPressed, in: context(.type, target: gedit))
        #expect(
            outbox.reduce(.tick, in: context(.type, target: gedit, at: Outbox.enterReleaseTimeout)) == [.sendComposer])
        #expect(outbox.reduce(.enterPressed, in: context(.clipboard, target: gedit)) == [.sendComposer])
    }

    @Test func typingHeldBackAsksForTheTargetAgainThenGivesTheTextBack() {
        var outbox = Outbox()
        #expect(outbox.reduce(.typingHeldBack([.text("hi")]), in: context(.type, target: gedit)) == [.activate(gedit)])
        #expect(
            outbox.reduce(.tick, in: context(.type, target: gedit, at: Outbox.refocusRetryDelay)) == [
                .type([.text("hi")])
            ])
        #expect(
            outbox.reduce(.typingHeldBack([.text("hi")]), in: context(.type, target: gedit, at: Outbox.focusTimeout))
                == [.returnToComposer("hi", notice: .targetDidNotTakeFocus)])
        #expect(outbox.isIdle)
    }

    @Test func theKeymapComesBackOnlyAfterTypingHasBeenQuiet() {
        var outbox = Outbox()
        _ = outbox.reduce(
            .typingReported(remaining: [], retryAt: nil, keymapChanged: true), in: context(.type, target: gedit))
        #expect(outbox.reduce(.tick, in: context(.type, target: gedit, at: Outbox.keymapRestoreDelay - 1)) == [])
        _ = outbox.reduce(.keymapRestoreRefused, in: context(.type, target: gedit, at: Outbox.keymapRestoreDelay - 1))
        #expect(
            outbox.reduce(.tick, in: context(.type, target: gedit, at: Outbox.keymapRestoreDelay)) == [],
            "refused: later")
        #expect(
            outbox.reduce(.tick, in: context(.type, target: gedit, at: 2 * Outbox.keymapRestoreDelay)) == [
                .restoreKeymap
            ])
    }
}
