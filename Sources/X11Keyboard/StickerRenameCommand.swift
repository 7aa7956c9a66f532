import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard sticker rename OLD NEW`.
struct StickerRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Give a sticker of My stickers another code.")

    @Argument(help: "The sticker's code: NAME or [NAME].")
    var code: String

    @Argument(help: "Its new code: NAME or [NAME].")
    var newCode: String

    func run() throws {
        for (which, value) in [("the code", code), ("the new code", newCode)] where CommandArguments.isLossy(value) {
            throw CommandFailure("\(which) is not UTF-8 text; nothing was renamed")
        }
        let store = try StickerCommand.store()
        let isTaken = try StickerCommand.codesOfOtherPacks()
        let change = try StickerCommand.perform { () throws(OwnStickerStore.Failure) in
            try store.rename(code: code, to: newCode, isTaken: isTaken, now: StickerCommand.now)
        }
        if case .success(let old) = StickerCode.make(fromTyped: code) {
            Self.followInRecents(CodeRename(from: old, to: change.code))
        }
        StandardOutput.report("renamed to \(TerminalText.escaped(change.code))")
    }

    /// The sticker keeps its place among the recents and favourites under its new code, as a rename in the window
    /// does (a running window's next save merges with this one). A problem with the recents file is said, not fatal:
    /// the rename itself is done.
    private static func followInRecents(_ rename: CodeRename) {
        let capacity =
            (try? UserConfiguration.load(overrides: ConfigurationOverrides()))?.recentsSize ?? Recents.defaultCapacity
        let store = RecentsStore(path: DataLocations.ofThisProcess.recentsFile, capacity: capacity)
        let now = StickerCommand.now
        var loaded = store.load(now: now)
        if let warning = loaded.warning { StandardError.warn(warning) }
        guard loaded.recents.texts.contains(rename.from) || loaded.recents.isPinned(rename.from) else { return }
        loaded.recents.rename(rename)
        do {
            try store.save(loaded.recents, now: now)
        } catch {
            StandardError.warn("\(error)")
        }
    }
}
