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
}
