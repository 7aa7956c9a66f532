import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// One line per message on standard error; names and paths inside it are escaped (`TerminalText`), so a hostile
/// folder or pack name can neither drive the terminal nor break the line.
enum StandardError {
    static func warn(_ line: String) {
        StandardOutput.writeLine(2, "emotion-keyboard: warning: " + TerminalText.escaped(line))
    }

    static func error(_ line: String) {
        StandardOutput.writeLine(2, "emotion-keyboard: " + TerminalText.escaped(line))
    }

    /// Runs `body` with standard error going to a pipe, and returns what it wrote there (at most 64 KiB, a pipe's
    /// buffer: for a C library's few lines of complaint, such as Xlib's when a display refuses us). Falls back to
    /// running `body` as it is when no pipe can be made.
    static func capturing<T>(_ body: () -> T) -> (T, String) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return (body(), "") }
        let saved = dup(2)
        guard saved >= 0, fcntl(ends[1], F_SETFL, O_NONBLOCK) == 0, dup2(ends[1], 2) >= 0 else {
            close(ends[0])
            close(ends[1])
            if saved >= 0 { close(saved) }
            return (body(), "")
        }
        close(ends[1])
        let value = body()
        dup2(saved, 2)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        close(ends[0])
        return (value, String(decoding: bytes, as: UTF8.self))
    }
}
