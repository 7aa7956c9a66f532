import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker move NAME --to N`.
struct StickerMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move a sticker of My stickers to another place in its tab.")

    @Argument(help: "The sticker's code: NAME or [NAME].")
    var code: String

    @Option(help: "Its new place, from 1 (the first); past the end is the last.")
    var to: Int

    func validate() throws {
        if to < 1 { throw ValidationError("--to counts from 1") }
    }

    func run() throws {
        let store = try StickerCommand.store()
        let change = try StickerCommand.perform { () throws(OwnStickerStore.Failure) in
            try store.move(code: code, to: to - 1, now: StickerCommand.now)
        }
        StandardOutput.report("moved \(change.code)")
    }
}
