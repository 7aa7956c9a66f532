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
        _ = state.reduce(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: 100), catalog: catalog)
        let due = 100 + Outbox.keymapRestoreDelay
        #expect(state.reduce(.tick(due), catalog: catalog) == [.restoreKeymap])
        #expect(state.nextDeadline == .max)
        #expect(state.reduce(.keymapRestoreRefused(time: due), catalog: catalog) == [])
        #expect(state.nextDeadline == due + Outbox.keymapRestoreDelay)
        #expect(state.reduce(.tick(due + Outbox.keymapRestoreDelay), catalog: catalog) == [.restoreKeymap])
    }

    @Test func aRefusedRestoreLeavesTypingThatWaitsForItsKeycodesWaiting() {
        var state = state()
        _ = state.reduce(.typingReported(remaining: [.text("😀")], retryAt: 400, keymapChanged: true, time: 100), catalog: catalog)
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
        _ = state.reduce(.selectionTransfersPending(expireAt: 5000), catalog: catalog)
        _ = state.reduce(.selectionTransfersPending(expireAt: nil), catalog: catalog)
        #expect(state.nextDeadline == .max, "no transfer left")
    }

    /// Prefetch widens at the model's own stage times after the first frame was shown, once per stage, beside the
    /// shell's timers.
    @Test func thePrefetchWideningWakesTheLoopBesideTheOtherTimers() {
        var state = state()
        #expect(state.prefetchStage == 0 && state.nextDeadline == .max, "nothing widens before the first frame")
        _ = state.reduce(.firstFrameShown(time: 550), catalog: catalog)
        _ = state.reduce(.selectionTransfersPending(expireAt: 900), catalog: catalog)
        _ = state.reduce(.typingReported(remaining: [.text("😀")], retryAt: 800, keymapChanged: true, time: 100), catalog: catalog)
        #expect(state.nextDeadline == 550 + PrefetchPlan.stageDelays[0])
        #expect(state.reduce(.tick(700), catalog: catalog) == [.widenPrefetch])
        #expect(state.prefetchStage == 1 && state.nextDeadline == 800)
        #expect(state.reduce(.tick(950), catalog: catalog) == [.type([.text("😀")]), .expireSelectionTransfers], "no second widening yet")
        #expect(state.nextDeadline == 550 + PrefetchPlan.stageDelays[1])
        #expect(state.reduce(.tick(1550), catalog: catalog) == [.widenPrefetch])
        #expect(state.prefetchStage == 2 && state.prefetchWidensAt == nil, "the last stage")
        _ = state.reduce(.firstFrameShown(time: 5000), catalog: catalog)
        #expect(state.prefetchStage == 2, "a later first-frame report changes nothing")
    }
}
