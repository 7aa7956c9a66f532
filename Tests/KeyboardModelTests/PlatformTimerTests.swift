import Testing
@testable import KeyboardModel

/// The shell's own timers (the keymap restore's retry, the selection broker's limit, the prefetch widening) reach
/// the loop only through `AppState.nextDeadline`.
@Suite("Platform timers")
struct PlatformTimerTests {
    let catalog = AppReducerTests().catalogWithSticker()

    func state() -> AppState {
        AppState(keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: .direct,
                 delivery: .type, measure: FixedMeasure())
    }

    @Test func aRefusedKeymapRestoreIsTriedAgainAfterAnotherQuietWhileWithoutTypingEarly() {
        var state = state()
        state.prepare(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: 100), catalog: catalog)
        let due = 100 + Outbox.keymapRestoreDelay
        #expect(state.reduce(.tick(due), catalog: catalog) == [.restoreKeymap])
        #expect(state.nextDeadline == .max)
        #expect(state.reduce(.keymapRestoreRefused(time: due), catalog: catalog) == [])
        #expect(state.nextDeadline == due + Outbox.keymapRestoreDelay)
        #expect(state.reduce(.tick(due + Outbox.keymapRestoreDelay), catalog: catalog) == [.restoreKeymap])
    }

    @Test func aRefusedRestoreLeavesTypingThatWaitsForItsKeycodesWaiting() {
        var state = state()
        state.prepare(.typingReported(remaining: [.text("😀")], retryAt: 400, keymapChanged: true, time: 100), catalog: catalog)
        #expect(state.reduce(.keymapRestoreRefused(time: 150), catalog: catalog) == [], "the typing waits for 400")
        #expect(state.outbox.typing == [.text("😀")])
        #expect(state.nextDeadline == 400)
    }

    @Test func theSelectionBrokersLimitWakesTheLoopOnce() {
        var state = state()
        #expect(state.reduce(.selectionTransfersPending(expireAt: 3001), catalog: catalog) == [])
        #expect(state.nextDeadline == 3001)
        #expect(state.reduce(.tick(3000), catalog: catalog) == [])
        #expect(state.reduce(.tick(3001), catalog: catalog) == [.expireSelectionTransfers])
        #expect(state.nextDeadline == .max, "until the broker reports its next limit")
        state.prepare(.selectionTransfersPending(expireAt: 5000), catalog: catalog)
        state.prepare(.selectionTransfersPending(expireAt: nil), catalog: catalog)
        #expect(state.nextDeadline == .max, "no transfer left")
    }

    @Test func thePrefetchWideningWakesTheLoopBesideTheOtherTimers() {
        var state = state()
        state.prepare(.prefetchScheduled(widensAt: 700), catalog: catalog)
        state.prepare(.selectionTransfersPending(expireAt: 900), catalog: catalog)
        state.prepare(.typingReported(remaining: [.text("😀")], retryAt: 800, keymapChanged: true, time: 100), catalog: catalog)
        #expect(state.nextDeadline == 700)
        #expect(state.reduce(.tick(700), catalog: catalog) == [.widenPrefetch])
        #expect(state.nextDeadline == 800)
        state.prepare(.prefetchScheduled(widensAt: 2000), catalog: catalog)
        #expect(state.reduce(.tick(950), catalog: catalog) == [.type([.text("😀")]), .expireSelectionTransfers])
        #expect(state.nextDeadline == 2000)
    }
}
