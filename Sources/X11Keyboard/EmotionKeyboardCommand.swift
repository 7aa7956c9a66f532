import ArgumentParser
import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

@main
struct EmotionKeyboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emotion-keyboard",
        abstract: "An on-screen emoji and sticker keyboard for X11.",
        discussion:
            "With no subcommand it opens the window: see 'emotion-keyboard window --help' for its options (--print, --rows, --columns, --margin, --pack, --scale, ...), which override the settings file (emotion-keyboard config --default).",
        version: AppVersion.current,
        subcommands: [
            WindowCommand.self, ListCommand.self, SearchCommand.self, ConvertCommand.self, DoctorCommand.self,
            ConfigCommand.self, StickerCommand.self,
            KeepSelectionCommand.self
        ],
        defaultSubcommand: WindowCommand.self
    )

    /// Like ArgumentParser's, but an error is one line on standard error (usage is for `--help`), then a non-zero status.
    /// A plain launch (no arguments) opens the window without the parser: building its model of the commands by
    /// reflection took about 2 ms, an eighth of a warm start.
    static func main() {
        Trace.mark("main")
        // One malloc arena for every thread: the loaders' and the glyph worker's own arenas kept what they freed
        // resident (1 MiB of a session's peak). Small blocks still go through each thread's cache, without the lock.
        // A MALLOC_ARENA_MAX the user set wins.
        if getenv("MALLOC_ARENA_MAX") == nil { mallopt(M_ARENA_MAX, 1) }
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if arguments.isEmpty {
                try WindowLaunch.open()
                return
            }
            var command = try parseAsRoot(helpNamedAfterItsCommand(arguments))
            Trace.mark("arguments parsed")
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
            if !message.isEmpty { StandardError.error(message) }
            Glibc.exit(code.rawValue)
        }
    }

    /// `sticker help [add]` as `help sticker [add]`: a command with subcommands takes `help` as one (other commands
    /// keep the word: `search help` searches for it).
    static func helpNamedAfterItsCommand(_ arguments: [String]) -> [String] {
        guard arguments.count >= 2, arguments[1] == "help",
            configuration.subcommands.contains(where: {
                ($0.configuration.commandName ?? "") == arguments[0] && !$0.configuration.subcommands.isEmpty
            })
        else { return arguments }
        return ["help", arguments[0]] + arguments.dropFirst(2)
    }
}

extension ThemeChoice: ExpressibleByArgument {}
