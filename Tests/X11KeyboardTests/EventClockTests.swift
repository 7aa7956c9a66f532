import Testing

@testable import X11Keyboard

@Suite("Event clock")
struct EventClockTests {
    @Test func eventsReadTogetherKeepTheirServerSpacing() {
        var clock = EventClock()
        #expect(clock.time(ofServerTime: 10_000, now: 500_000) == 500_000)
        // Read 400 ms late, together: press at 10 100, move at 10 400.
        #expect(clock.time(ofServerTime: 10_100, now: 500_500) == 500_100)
        #expect(clock.time(ofServerTime: 10_400, now: 500_500) == 500_400)
    }

    @Test func theSmallestLagWinsAndTimeNeverRunsBackwards() {
        var clock = EventClock()
        #expect(clock.time(ofServerTime: 1_000, now: 2_050) == 2_050)
        #expect(clock.time(ofServerTime: 1_100, now: 2_100) == 2_100, "a smaller lag moves the offset")
        #expect(clock.time(ofServerTime: 1_090, now: 2_120) == 2_100, "an older stamp does not go back in time")
        #expect(clock.time(ofServerTime: 1_200, now: 2_300) == 2_200)
    }

    @Test func aWrappedOrJumpingServerClockStartsAgain() {
        var clock = EventClock()
        _ = clock.time(ofServerTime: 4_294_967_000, now: 10_000_000)
        #expect(clock.time(ofServerTime: 200, now: 10_000_600) == 10_000_600, "the 32-bit wrap resets the offset")
        #expect(clock.time(ofServerTime: 300, now: 10_000_800) == 10_000_700)
        #expect(clock.time(ofServerTime: 5_000, now: 10_000_800) == 10_000_800, "never later than now")
    }
}
