import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to the standard streams with plain `write(2)`: glibc's `stdout` globals are not usable from Swift 6.
enum StandardOutput {
    /// Whether all of `text` was written (a closed pipe or a full disk is a failure, never a signal that kills us).
    @discardableResult
    static func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { FileDescriptorWrite.all(1, UnsafeRawBufferPointer($0)) } == 0
    }
}

extension StandardOutput {
    /// A line that says what a command did, on standard output, escaped as `StandardError`'s are.
    static func report(_ line: String) {
        writeLine(1, TerminalText.escaped(line))
    }
}

extension StandardOutput {
    static func writeLine(_ descriptor: Int32, _ line: String) {
        var text = line + "\n"
        _ = text.withUTF8 { FileDescriptorWrite.all(descriptor, UnsafeRawBufferPointer($0)) }
    }
}
