import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// Input that comes after a paste was asked for waits for its answer: the clipboard's owner may answer late (a busy
/// machine, a stopped application), and the user's Ctrl+V, ⌫, Send must still happen in that order.
@Suite("Input after a paste waits for it")
struct PendingPasteTests {
    let catalog = Fixtures.catalog(groupSizes: [5])

    func typed(_ text: String) -> AppState {
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            delivery: .print, measure: FixedMeasure())
        state.setUp(.key(.text(text), shift: false, time: 0), catalog: catalog)
        return state
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func deleteAndSendAfterCtrlVActOnThePastedText() {
        var state = typed("a")
        #expect(
            state.reduce(.key(.control("v"), shift: false, time: 10), catalog: catalog) == [.requestPaste(.clipboard)])
        #expect(state.reduce(.key(.backspace, shift: false, time: 20), catalog: catalog) == [])
        let send = center(state.layout.sendButton)
        #expect(state.reduce(.pointerDown(send, time: 30), catalog: catalog) == [])
        #expect(state.reduce(.pointerUp(send, time: 40), catalog: catalog) == [])
        #expect(state.composer.plainText == "a", "nothing is deleted or sent before the paste")
        #expect(
            state.reduce(.pasted("xy", time: 500), catalog: catalog) == [.print("ax")],
            "the paste lands, ⌫ deletes its last character, Send sends the rest")
        #expect(state.composer.isEmpty)
        #expect(state.pendingPaste == nil)
    }

    @Test func aPasteThatCameToNothingReleasesWhatWaited() {
        var state = typed("a")
        state.setUp(
            .key(.control("v"), shift: false, time: 10), catalog: catalog,
            effects: [.requestPaste(.clipboard)])
        state.setUp(.key(.text("b"), shift: false, time: 20), catalog: catalog)
        #expect(state.composer.plainText == "a")
        #expect(state.reduce(.pasteUnanswered(time: 3000), catalog: catalog) == [])
        #expect(state.composer.plainText == "ab")
        #expect(state.pendingPaste == nil)
    }

    @Test func aSecondPasteAmongTheHeldInputHoldsTheRestAgain() {
        var state = typed("a")
        state.setUp(
            .key(.control("v"), shift: false, time: 10), catalog: catalog,
            effects: [.requestPaste(.clipboard)])
        state.setUp(.key(.text("1"), shift: false, time: 20), catalog: catalog)
        state.setUp(.key(.control("v"), shift: false, time: 30), catalog: catalog)
        state.setUp(.key(.text("2"), shift: false, time: 40), catalog: catalog)
        #expect(
            state.reduce(.pasted("P", time: 50), catalog: catalog) == [.requestPaste(.clipboard)],
            "the held Ctrl+V asks again")
        #expect(state.composer.plainText == "aP1")
        #expect(state.pendingPaste?.deferred == [.key(.text("2"), shift: false, time: 40)])
        #expect(state.reduce(.pasted("Q", time: 60), catalog: catalog) == [])
        #expect(state.composer.plainText == "aP1Q2")
    }

    @Test func heldInputHasABoundAndNothingTypedIsDropped() {
        var state = typed("")
        state.setUp(
            .key(.control("v"), shift: false, time: 10), catalog: catalog,
            effects: [.requestPaste(.clipboard)])
        for index in 0..<PendingPaste.deferredLimit {
            #expect(state.reduce(.key(.text("k"), shift: false, time: 20 + index), catalog: catalog) == [])
        }
        #expect(state.composer.isEmpty)
        state.setUp(.key(.text("!"), shift: false, time: 2000), catalog: catalog)
        #expect(
            state.composer.plainText == String(repeating: "k", count: PendingPaste.deferredLimit) + "!",
            "past the bound the wait is given up: everything held is handled, in order, then the new key")
        #expect(state.pendingPaste == nil)
        state.setUp(.pasted("late", time: 3000), catalog: catalog)
        #expect(state.composer.plainText.hasSuffix("!late"), "a late answer still lands")
    }

    @Test func timePassingAndOtherEventsDoNotWait() {
        var state = typed("a")
        state.setUp(
            .key(.control("v"), shift: false, time: 10), catalog: catalog,
            effects: [.requestPaste(.clipboard)])
        state.setUp(.tick(600), catalog: catalog)
        state.setUp(.focusChanged(true, time: 700), catalog: catalog)
        #expect(state.focused, "the focus arriving is not the user's input")
        #expect(state.pendingPaste?.deferred == [])
    }
}
