import ArgumentParser

@main
struct EmotionKeyboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emotion-keyboard",
        abstract: "An on-screen emoji and sticker keyboard for X11.",
        discussion: "With no subcommand it opens the window: see 'emotion-keyboard window --help' for its options (--print, --rows, --columns, --margin, --pack, --scale).",
        subcommands: [WindowCommand.self, ListCommand.self, SearchCommand.self, ConvertCommand.self, DoctorCommand.self],
        defaultSubcommand: WindowCommand.self
    )
}
