import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Milliseconds on the monotonic clock: every action's time, so ticks and events share one timeline.
enum MonotonicClock {
    static func now() -> Milliseconds { microseconds() / 1000 }

    static func microseconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000 + Int(spec.tv_nsec) / 1000
    }
}
