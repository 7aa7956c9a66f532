import CX11
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// With EMOTION_KEYBOARD_TRACE set, prints milliseconds since start at each start-up phase, and each frame's draw time,
/// with the CPU time, the peak resident set so far and the bytes allocated now (by malloc, in its arenas and in blocks
/// of their own), to standard error.
enum Trace {
    static let enabled = getenv("EMOTION_KEYBOARD_TRACE") != nil
    static let start = MonotonicClock.microseconds()

    static func mark(_ phase: String, took microseconds: Int? = nil) {
        guard enabled else { return }
        let elapsed = Double(MonotonicClock.microseconds() - start) / 1000
        let duration = microseconds.map { " (took \(Double($0) / 1000) ms)" } ?? ""
        // CPU time of the process (all threads) since it started: unlike wall time, a busy machine barely moves it.
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let peak = (Double(usage.ru_maxrss) / 102.4).rounded() / 10
        let allocated = mallinfo2()
        let heap = (Double(allocated.uordblks + allocated.hblkhd) / 104_857.6).rounded() / 10
        // A phase may name another client's text (a paste) or an X property: escaped, as every line on a terminal.
        StandardOutput.writeLine(2, "trace: \(TerminalText.escaped(phase)) at \((elapsed * 10).rounded() / 10) ms\(duration), cpu \((cpu * 10).rounded() / 10) ms, peak rss \(peak) MiB, heap \(heap) MiB")
    }
}
