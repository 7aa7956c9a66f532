#if canImport(Glibc)
import Glibc
#endif
import KeyboardModel

/// Milliseconds on the monotonic clock: every action's time, so ticks and events share one timeline.
enum MonotonicClock {
    static func now() -> Milliseconds {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1000 + Int(spec.tv_nsec) / 1_000_000
    }
}
