import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker rename OLD NEW`.
struct StickerRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give a sticker of My stickers another code.")

    @Argument(help: "The sticker's code: NAME or [NAME].")
    var code: String

    @Argument(help: "Its new code: NAME or [NAME].")
    var newCode: String

    func run() throws {
        let store = try StickerCommand.store()
        let isTaken = try StickerCommand.codesOfOtherPacks()
        let change = try StickerCommand.perform { () throws(OwnStickerStore.Failure) in
            try store.rename(code: code, to: newCode, isTaken: isTaken, now: StickerCommand.now)
        }
        StandardOutput.report("renamed to \(TerminalText.escaped(change.code))")
    }
}
