import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

@main
struct EmotionKeyboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emotion-keyboard",
        abstract: "An on-screen emoji and sticker keyboard for X11.",
        discussion: "With no subcommand it opens the window: see 'emotion-keyboard window --help' for its options (--print, --rows, --columns, --margin, --pack, --scale).",
        subcommands: [WindowCommand.self, ListCommand.self, SearchCommand.self, ConvertCommand.self, DoctorCommand.self],
        defaultSubcommand: WindowCommand.self
    )

    /// Like ArgumentParser's, but an error is one line on standard error (usage is for `--help`), then a non-zero status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
            if !message.isEmpty { StandardError.error(message) }
            Glibc.exit(code.rawValue)
        }
    }
}
