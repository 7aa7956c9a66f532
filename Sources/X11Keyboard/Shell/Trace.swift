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
/// line and then when a second has passed since the last call. A frame's line also says how much of its time the
/// main thread was on a core, waiting for one, asleep (and why: a page fault or a read from disk), and, as lines of
/// their own when over a millisecond, how long the X server took with the work queued before the frame and with the
/// frame itself. Those reads of /proc and the round trip before the frame (0.1-0.2 ms here) are outside the frame's own
/// time, so that the time is what a frame costs with tracing off, plus the one round trip that waits for the server.
enum Trace {
    static let enabled = getenv("EMOTION_KEYBOARD_TRACE") != nil
    static let start = MonotonicClock.microseconds()
    /// /proc/self/statm, opened on the first line; -1 when it cannot be.
    private static let statm = enabled ? open("/proc/self/statm", O_RDONLY | O_CLOEXEC) : -1
    /// When `mallinfo2` was last called, in microseconds since `start`; -1 before the first call.
    private static let lastHeapReading = Atomic<Int>(-1_000_000_000)
    static let heapInterval = 1_000_000

    /// What the calling thread spent since it started, in microseconds: on a core, and runnable but waiting for one
    /// (/proc/thread-self/schedstat). Taken before a step and given to `mark` after it, the rest of the step's time
    /// is time the thread slept (a lock, the X server, the disk).
    struct ThreadTimes {
        let running: Int
        let waiting: Int
        /// Page faults that read the disk, and times the thread gave up its core to wait (`getrusage(RUSAGE_THREAD)`).
        var majorFaults = 0
        var sleeps = 0
        /// Bytes the thread had the disk read for it (`read_bytes` of /proc/thread-self/io): a read the page cache missed.
        var diskBytes = 0

        static func now() -> ThreadTimes? {
            guard enabled else { return nil }
            let file = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { return nil }
            defer { close(file) }
            var buffer = [UInt8](repeating: 0, count: 96)
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            let fields = buffer[..<count].split(separator: UInt8(ascii: " ")).compactMap {
                Int(String(decoding: $0, as: UTF8.self))
            }
            guard fields.count >= 2 else { return nil }
            var usage = rusage()
            // RUSAGE_THREAD (1): glibc declares it only under _GNU_SOURCE, which Swift's Glibc module leaves unset.
            getrusage(1, &usage)
            return ThreadTimes(
                running: fields[0] / 1000, waiting: fields[1] / 1000, majorFaults: usage.ru_majflt,
                sleeps: usage.ru_nvcsw,
                diskBytes: diskReadBytes())
        }

        private static func diskReadBytes() -> Int {
            let file = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { return 0 }
            defer { close(file) }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { return 0 }
            let text = String(decoding: buffer[..<count], as: UTF8.self)
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("read_bytes: ") }) else {
                return 0
            }
            return Int(line.dropFirst("read_bytes: ".count)) ?? 0
        }
    }

    /// Prints a line for `phase`; `microseconds` is how long it took, and `since` the calling thread's times when it
    /// began, to say how much of that it was on a core and how much it waited for one.
    static func mark(_ phase: String, took microseconds: Int? = nil, since: ThreadTimes? = nil) {
        guard enabled else { return }
        let now = MonotonicClock.microseconds() - start
        let elapsed = Double(now) / 1000
        var duration = microseconds.map { " (took \(Double($0) / 1000) ms" } ?? ""
        if microseconds != nil, let since, let after = ThreadTimes.now() {
            duration +=
                ": on a core \(Double(after.running - since.running) / 1000) ms, waiting for one \(Double(after.waiting - since.waiting) / 1000) ms,"
                + " \(after.sleeps - since.sleeps) sleeps, \(after.majorFaults - since.majorFaults) faults from disk,"
                + " \((after.diskBytes - since.diskBytes) / 1024) KiB read from disk"
        }
        if microseconds != nil { duration += ")" }
        // CPU time of the process (all threads) since it started: unlike wall time, a busy machine barely moves it.
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(
                usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let peak = (Double(usage.ru_maxrss) / 102.4).rounded() / 10
        let resident =
            residentPages().map { ", rss \((Double($0 * Int(getpagesize())) / 104_857.6).rounded() / 10) MiB" } ?? ""
        var heap = ""
        let last = lastHeapReading.load(ordering: .relaxed)
        if now - last >= heapInterval,
            lastHeapReading.compareExchange(expected: last, desired: now, ordering: .relaxed).exchanged
        {
            let allocated = mallinfo2()
            heap = ", heap \((Double(allocated.uordblks + allocated.hblkhd) / 104_857.6).rounded() / 10) MiB"
        }
        // A phase may name another client's text (a paste) or an X property: escaped, as every line on a terminal.
        StandardOutput.writeLine(
            2,
            "trace: \(TerminalText.escaped(phase)) at \((elapsed * 10).rounded() / 10) ms\(duration), cpu \((cpu * 10).rounded() / 10) ms, peak rss \(peak) MiB\(resident)\(heap)"
        )
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
