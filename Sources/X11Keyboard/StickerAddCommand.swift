import ArgumentParser
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker add FILE --code NAME` or `sticker add --clipboard --code NAME`.
struct StickerAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an image (PNG, GIF or WebP, at most 8 MiB) to My stickers under a code.")

    @Argument(help: "The image file.")
    var file: String?

    @Flag(
        help:
            "Take the image on the clipboard (PNG, GIF or WebP, or an image file copied in a file manager) instead of a file."
    )
    var clipboard = false

    @Option(help: "The sticker's code: NAME or [NAME], which typed or pasted text turns into the sticker.")
    var code: String

    @Option(help: "The X display whose clipboard is read (default: $DISPLAY).")
    var display: String?

    func validate() throws {
        if clipboard == (file != nil) { throw ValidationError("give an image FILE or --clipboard, one of them") }
        if display != nil && !clipboard { throw ValidationError("--display goes with --clipboard") }
    }

    func run() throws {
        if CommandArguments.isLossy(code) { throw CommandFailure("--code is not UTF-8 text; nothing was added") }
        let store = try StickerCommand.store()
        let isTaken = try StickerCommand.codesOfOtherPacks()
        let change: OwnStickerStore.Change
        if let file {
            change = try StickerCommand.perform { () throws(OwnStickerStore.Failure) in
                try store.add(
                    imageAt: file, code: code, isTaken: isTaken, now: StickerCommand.now, admit: StickerAdmission.admit)
            }
        } else {
            let image: Data
            do {
                image = try ClipboardImageReader.read(display: display, limit: OwnStickerStore.maximumImageBytes)
            } catch {
                throw CommandFailure(error.description)
            }
            change = try StickerCommand.perform { () throws(OwnStickerStore.Failure) in
                try store.add(
                    image: image, code: code, isTaken: isTaken, now: StickerCommand.now, admit: StickerAdmission.admit)
            }
        }
        StandardOutput.report("added \(TerminalText.escaped(change.code)) to My stickers")
    }
}
