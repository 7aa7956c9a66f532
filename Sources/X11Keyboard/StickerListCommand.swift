import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker list`: the stickers of My stickers in their order.
struct StickerListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print My stickers, one a line: code, then image path, tab-separated.",
        discussion:
            "A sticker the keyboard leaves out (a hand edit gave it a bad code or image) is not listed: a warning on standard error names it and why, and `sticker remove` takes its code as the warning prints it."
    )

    /// Fields are escaped for the terminal, as `list` escapes them.
    func run() throws {
        let store = try StickerCommand.store()
        let entries: [OwnStickerStore.Entry]
        do {
            entries = try store.entries()
        } catch {
            throw CommandFailure(error.description)
        }
        for (index, entry) in entries.enumerated() {
            guard let refusal = entry.refusal else { continue }
            StandardError.warn(
                "#\(index + 1) \(TerminalText.escaped(entry.code)) is left out of My stickers: \(refusal)")
        }
        let shown = entries.filter { $0.refusal == nil }
        _ = StandardOutput.write(
            shown.map {
                [$0.code, store.folder + "/" + $0.image].map { TerminalText.escaped($0) }.joined(separator: "\t") + "\n"
            }.joined())
    }
}
