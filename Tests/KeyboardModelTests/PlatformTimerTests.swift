import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The shell's own timers (the keymap restore's retry, the selection broker's limit, the prefetch widening) reach
/// the loop only through `AppState.nextDeadline`.
@Suite("Platform timers")
struct PlatformTimerTests {
    let catalog = AppReducerTests().catalogWithSticker()

    func state() -> AppState {
        AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: .direct,
            delivery: .type, measure: FixedMeasure())
    }

    /// At 100 the typing of 😀 is reported left over, to be tried again at `retryAt`, with the keymap changed.
    func reportSmileyLeft(_ state: inout AppState, retryAt: Milliseconds) {
        let reported = AppAction.typingReported(
            remaining: [.text("😀")], retryAt: retryAt, keymapChanged: true, time: 100)
        state.send(reported, catalog: catalog) {
            $0.now = 100
            $0.outbox.typing = [.text("😀")]
            $0.outbox.typingRetryAt = retryAt
            $0.outbox.keymapRestoreAt = 100 + Outbox.keymapRestoreDelay
        }
    }

    @Test func aRefusedKeymapRestoreIsTriedAgainAfterAnotherQuietWhileWithoutTypingEarly() {
        var state = state()
        let due = 100 + Outbox.keymapRestoreDelay
        state.send(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: 100), catalog: catalog) {
            $0.now = 100
            $0.outbox.keymapRestoreAt = due
        }
        state.send(.tick(due), catalog: catalog, effects: [.restoreKeymap]) {
            $0.now = due
            $0.outbox.keymapRestoreAt = nil
        }
        #expect(state.nextDeadline == .max)
        state.send(.keymapRestoreRefused(time: due), catalog: catalog) {
            $0.outbox.keymapRestoreAt = due + Outbox.keymapRestoreDelay
        }
        #expect(state.nextDeadline == due + Outbox.keymapRestoreDelay)
        state.send(.tick(due + Outbox.keymapRestoreDelay), catalog: catalog, effects: [.restoreKeymap]) {
            $0.now = due + Outbox.keymapRestoreDelay
            $0.outbox.keymapRestoreAt = nil
        }
    }

    @Test func aRefusedRestoreLeavesTypingThatWaitsForItsKeycodesWaiting() {
        var state = state()
        reportSmileyLeft(&state, retryAt: 400)
        state.send(.keymapRestoreRefused(time: 150), catalog: catalog) {
            $0.now = 150
            $0.outbox.keymapRestoreAt = 150 + Outbox.keymapRestoreDelay
        }
        #expect(state.outbox.typing == [.text("😀")], "the typing waits for 400")
        #expect(state.nextDeadline == 400)
    }

    @Test func theSelectionBrokersLimitWakesTheLoopOnce() {
        var state = state()
        state.send(.selectionTransfersPending(expireAt: 3001), catalog: catalog) {
            $0.platformTimers.selectionTransfersExpireAt = 3001
        }
        #expect(state.nextDeadline == 3001)
        state.send(.tick(3000), catalog: catalog) { $0.now = 3000 }
        state.send(.tick(3001), catalog: catalog, effects: [.expireSelectionTransfers]) {
            $0.now = 3001
            $0.platformTimers.selectionTransfersExpireAt = nil
        }
        #expect(state.nextDeadline == .max, "until the broker reports its next limit")
        state.send(.selectionTransfersPending(expireAt: 5000), catalog: catalog) {
            $0.platformTimers.selectionTransfersExpireAt = 5000
        }
        state.send(.selectionTransfersPending(expireAt: nil), catalog: catalog) {
            $0.platformTimers.selectionTransfersExpireAt = nil
        }
        #expect(state.nextDeadline == .max, "no transfer left")
    }

    /// Prefetch widens at the model's own stage times after the first frame was shown, once per stage, beside the
    /// shell's timers.
    @Test func thePrefetchWideningWakesTheLoopBesideTheOtherTimers() {
        var state = state()
        #expect(state.prefetchStage == 0 && state.nextDeadline == .max, "nothing widens before the first frame")
        reportSmileyLeft(&state, retryAt: 800)
        state.send(.selectionTransfersPending(expireAt: 900), catalog: catalog) {
            $0.platformTimers.selectionTransfersExpireAt = 900
        }
        state.send(.firstFrameShown(time: 550), catalog: catalog) {
            $0.now = 550
            $0.firstFrameShownAt = 550
        }
        #expect(state.nextDeadline == 550 + PrefetchPlan.stageDelays[0])
        state.send(.tick(700), catalog: catalog, effects: [.widenPrefetch]) {
            $0.now = 700
            $0.prefetchStageTold = 1
        }
        #expect(state.prefetchStage == 1 && state.nextDeadline == 800)
        state.send(.tick(950), catalog: catalog, effects: [.type([.text("😀")]), .expireSelectionTransfers]) {
            $0.now = 950
            $0.outbox.typing = []
            $0.outbox.typingRetryAt = nil
            $0.platformTimers.selectionTransfersExpireAt = nil
        }
        #expect(state.nextDeadline == 550 + PrefetchPlan.stageDelays[1], "no second widening yet")
        state.send(.tick(1550), catalog: catalog, effects: [.widenPrefetch]) {
            $0.now = 1550
            $0.prefetchStageTold = 2
        }
        #expect(state.prefetchStage == 2 && state.prefetchWidensAt == nil, "the last stage")
        state.send(.firstFrameShown(time: 5000), catalog: catalog) { $0.now = 5000 }
        #expect(state.prefetchStage == 2, "a later first-frame report changes nothing")
    }
}
