import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The model's clock for animated stickers: which frame shows when, and when the loop must wake for the next one.
@Suite("Animation timing")
struct AnimationTimingTests {
    static let catalog = Fixtures.catalog(groupSizes: [30])

    static func state(now: Milliseconds = 1000) -> AppState {
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 416, height: 300), metrics: LayoutMetrics()), now: now,
            measure: FixedMeasure())
        state.send(.shownChanged(true), catalog: catalog) { $0.shown = true }
        return state
    }

    @Test func framesFollowTheFilesOwnTimingFromWhenTheImageAppeared() {
        var animations = StickerAnimations()
        animations.update(["a.gif": [100, 200, 300]], now: 1000)
        let frames = [1000, 1099, 1100, 1299, 1300, 1599, 1600, 1700].map {
            animations.frame(of: "a.gif", at: $0, plays: true)
        }
        #expect(frames == [0, 0, 1, 1, 2, 2, 0, 1])
        #expect(animations.frame(of: "a.gif", at: 1700, plays: false) == 0, "reduce motion: the first frame")
        #expect(animations.frame(of: "other.gif", at: 1700, plays: true) == 0)
        #expect(animations.nextFrameAt(after: 1000) == 1100)
        #expect(animations.nextFrameAt(after: 1100) == 1300)
        #expect(animations.nextFrameAt(after: 1650) == 1700)
        animations.update(["a.gif": [100, 200, 300], "b.gif": [50, 50]], now: 1320)
        #expect(
            animations.frame(of: "a.gif", at: 1320, plays: true) == 2,
            "an image already shown keeps playing where it is")
        #expect(animations.frame(of: "b.gif", at: 1320, plays: true) == 0, "a new one starts at its first frame")
        #expect(animations.nextFrameAt(after: 1320) == 1370)
        animations.update([:], now: 1400)
        #expect(animations.nextFrameAt(after: 1400) == nil, "nothing animated on screen: no wake-up")
    }

    @Test func stillImagesAndHugeNumbersOfImagesAreBounded() {
        var animations = StickerAnimations()
        animations.update(["still.png": [100]], now: 0)
        #expect(animations.shown.isEmpty, "one frame does not animate")
        animations.update(Dictionary(uniqueKeysWithValues: (0..<1000).map { ("\($0).gif", [100, 100]) }), now: 0)
        #expect(animations.shown.count == StickerAnimations.limit)
        let kept = Set(animations.shown.keys)
        animations.update(
            Dictionary(uniqueKeysWithValues: (0..<1000).reversed().map { ("\($0).gif", [100, 100]) }), now: 10)
        #expect(
            Set(animations.shown.keys) == kept && animations.shown.values.allSatisfy { $0.since == 0 },
            "the same images keep playing from where they were, whatever the dictionary's order")
        animations.update(["zero.gif": [0, 0]], now: 0)
        #expect(animations.nextFrameAt(after: 0) == 1, "zero durations cannot stall or spin the loop")
    }

    @Test func theDeadlineWaitsForFramesOnlyWhileShownAndMotionIsAllowed() {
        var state = Self.state()
        let idle = state.nextDeadline
        state.send(.animationsShown(["a.gif": [100, 100]], time: 1000), catalog: Self.catalog) {
            $0.animations.update(["a.gif": [100, 100]], now: 1000)
        }
        #expect(state.nextDeadline == 1100)
        #expect(state.animationFrame(of: "a.gif") == 0)
        state.send(.tick(1100), catalog: Self.catalog) { $0.now = 1100 }
        #expect(state.animationFrame(of: "a.gif") == 1)
        #expect(state.nextDeadline == 1200)
        state.send(.shownChanged(false), catalog: Self.catalog) { $0.shown = false }
        #expect(state.nextDeadline == idle, "hidden: no frame wakes the loop")
        state.send(.shownChanged(true), catalog: Self.catalog) { $0.shown = true }
        #expect(state.nextDeadline == 1200)
        state.send(.desktopAnimationsChanged(false), catalog: Self.catalog) {
            $0.animations.desktopEnablesAnimations = false
        }
        #expect(state.nextDeadline == idle, "the desktop turned animations off")
        #expect(state.animationFrame(of: "a.gif") == 0)
        state.send(.desktopAnimationsChanged(nil), catalog: Self.catalog) {
            $0.animations.desktopEnablesAnimations = nil
        }
        var reduced = state.configuration
        reduced.motion = .reduce
        state.send(.reconfigured(reduced, scale: 1, time: 1150), catalog: Self.catalog) {
            $0.now = 1150
            $0.configuration = reduced
        }
        #expect(state.nextDeadline == idle, "motion = reduce")
        #expect(state.animationFrame(of: "a.gif") == 0)
    }
}
