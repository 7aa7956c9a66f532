import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker list`: the stickers of My stickers in their order.
struct StickerListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print My stickers, one a line: code, then image path, tab-separated.")

    /// Fields are escaped for the terminal, as `list` escapes them.
    func run() throws {
        let store = try StickerCommand.store()
        let entries: [OwnStickerStore.Entry]
        do {
            entries = try store.entries()
        } catch {
            throw CommandFailure(error.description)
        }
        StandardOutput.write(entries.map { [$0.code, store.folder + "/" + $0.image].map { TerminalText.escaped($0) }.joined(separator: "\t") + "\n" }.joined())
    }
}
