import CX11
import KeyboardModel
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// With EMOTION_KEYBOARD_TRACE set, prints milliseconds since start at each start-up phase, and each frame's draw time,
/// with the CPU time, the peak and the current resident set, to standard error; at most once a second also the bytes
/// malloc has handed out (in its arenas and in blocks of their own).
///
/// A line costs three system calls (`getrusage`, a `pread` of /proc/self/statm on a descriptor kept open, the
/// `write`), whatever the heap holds. `mallinfo2()` walks every arena's free lists (3.5 ms a call with the index of
/// 100,000 stickers in memory), so calling it on every line made the trace measure itself: it is called on the first
/// line and then when a second has passed since the last call.
enum Trace {
    static let enabled = getenv("EMOTION_KEYBOARD_TRACE") != nil
    static let start = MonotonicClock.microseconds()
    /// /proc/self/statm, opened on the first line; -1 when it cannot be.
    private static let statm = enabled ? open("/proc/self/statm", O_RDONLY | O_CLOEXEC) : -1
    /// When `mallinfo2` was last called, in microseconds since `start`; -1 before the first call.
    private static let lastHeapReading = Atomic<Int>(-1_000_000_000)
    static let heapInterval = 1_000_000

    static func mark(_ phase: String, took microseconds: Int? = nil) {
        guard enabled else { return }
        let now = MonotonicClock.microseconds() - start
        let elapsed = Double(now) / 1000
        let duration = microseconds.map { " (took \(Double($0) / 1000) ms)" } ?? ""
        // CPU time of the process (all threads) since it started: unlike wall time, a busy machine barely moves it.
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let peak = (Double(usage.ru_maxrss) / 102.4).rounded() / 10
        let resident = residentPages().map { ", rss \((Double($0 * Int(getpagesize())) / 104_857.6).rounded() / 10) MiB" } ?? ""
        var heap = ""
        let last = lastHeapReading.load(ordering: .relaxed)
        if now - last >= heapInterval, lastHeapReading.compareExchange(expected: last, desired: now, ordering: .relaxed).exchanged {
            let allocated = mallinfo2()
            heap = ", heap \((Double(allocated.uordblks + allocated.hblkhd) / 104_857.6).rounded() / 10) MiB"
        }
        // A phase may name another client's text (a paste) or an X property: escaped, as every line on a terminal.
        StandardOutput.writeLine(2, "trace: \(TerminalText.escaped(phase)) at \((elapsed * 10).rounded() / 10) ms\(duration), cpu \((cpu * 10).rounded() / 10) ms, peak rss \(peak) MiB\(resident)\(heap)")
    }

    /// The resident pages now (the second number of /proc/self/statm).
    private static func residentPages() -> Int? {
        guard statm >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 96)
        let count = buffer.withUnsafeMutableBytes { pread(statm, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1 else { return nil }
        return Int(String(decoding: fields[1], as: UTF8.self))
    }
}
