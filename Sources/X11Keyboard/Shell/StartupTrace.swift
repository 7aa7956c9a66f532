/// With EMOTION_KEYBOARD_TRACE set, prints milliseconds since start at each start-up phase to standard error.
#if canImport(Glibc)
import Glibc
#endif

enum StartupTrace {
    static let enabled = getenv("EMOTION_KEYBOARD_TRACE") != nil
    static let start = MonotonicClock.microseconds()

    static func mark(_ phase: String) {
        guard enabled else { return }
        let elapsed = Double(MonotonicClock.microseconds() - start) / 1000
        StandardOutput.writeLine(2, "trace: \(phase) \((elapsed * 10).rounded() / 10) ms")
    }
}
