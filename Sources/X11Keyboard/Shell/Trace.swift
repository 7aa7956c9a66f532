#if canImport(Glibc)
import Glibc
#endif

/// With EMOTION_KEYBOARD_TRACE set, prints milliseconds since start at each start-up phase, and each frame's draw time, to standard error.
enum Trace {
    static let enabled = getenv("EMOTION_KEYBOARD_TRACE") != nil
    static let start = MonotonicClock.microseconds()

    static func mark(_ phase: String, took microseconds: Int? = nil) {
        guard enabled else { return }
        let elapsed = Double(MonotonicClock.microseconds() - start) / 1000
        let duration = microseconds.map { " (took \(Double($0) / 1000) ms)" } ?? ""
        StandardOutput.writeLine(2, "trace: \(phase) at \((elapsed * 10).rounded() / 10) ms\(duration)")
    }
}
