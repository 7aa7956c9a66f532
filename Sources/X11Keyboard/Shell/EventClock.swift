import KeyboardModel

/// Places X server event times on our monotonic clock, so events keep the spacing the server gave them even when a
/// batch is handled late (a press and a move 300 ms apart must not look like a quick swipe because both were read at
/// once). The offset between the clocks is the smallest lag seen, which is the truest; X times are 32-bit
/// milliseconds that wrap every 49 days, after which the offset starts again.
struct EventClock {
    private var offset: Int?
    private var last: Milliseconds = .min

    mutating func time(ofServerTime server: UInt, now: Milliseconds) -> Milliseconds {
        let serverTime = Int(UInt32(truncatingIfNeeded: server))
        let lag = now - serverTime
        if let offset, lag >= offset, lag - offset < 3_600_000 {
            // Keep the smallest lag.
        } else {
            offset = lag
        }
        let time = min(now, max(last, serverTime + (offset ?? lag)))
        last = time
        return time
    }
}
