import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker remove NAME`.
struct StickerRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a sticker (and its image) from My stickers.")

    @Argument(help: "The sticker's code: NAME or [NAME].")
    var code: String

    func run() throws {
        let store = try StickerCommand.store()
        let change = try StickerCommand.perform { () throws(OwnStickerStore.Failure) in
            try store.remove(code: code, now: StickerCommand.now)
        }
        StandardOutput.report("removed \(TerminalText.escaped(change.code)) from My stickers")
    }
}
