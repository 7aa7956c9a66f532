import ArgumentParser
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// `emotion-keyboard sticker`: the user's own pack, My stickers (`OwnStickerStore`), which the window shows as a tab.
struct StickerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sticker",
        abstract: "Add, remove, rename, move and list your own stickers (the My stickers tab).",
        discussion:
            "My stickers lives in $XDG_DATA_HOME/emotion-keyboard/my-stickers (pack.json and the images copied in). A running keyboard shows each change at once.",
        subcommands: [
            StickerAddCommand.self, StickerRemoveCommand.self, StickerRenameCommand.self, StickerMoveCommand.self,
            StickerListCommand.self
        ])

    /// My stickers of this user; fails when there is no home folder to keep it in.
    static func store() throws -> OwnStickerStore {
        let folder = DataLocations.ofThisProcess.ownStickers
        guard !folder.isEmpty else {
            throw CommandFailure(
                "no home folder (HOME is unset, empty or relative, and the user has no passwd entry) and XDG_DATA_HOME is not an absolute path: nowhere to keep My stickers"
            )
        }
        return OwnStickerStore(folder: folder)
    }

    /// Whether a code belongs to a sticker of another pack (shipped, the user's packs folder, the settings key
    /// `packs`), whose code a sticker of My stickers may not take. Their problems are not this command's to report.
    static func codesOfOtherPacks() throws -> (String) -> Bool {
        let configuration = try UserConfiguration.load(overrides: ConfigurationOverrides())
        var configured = PackLoadResult()
        for folder in configuration.packFolders { configured.merge(PackLoader.loadPack(at: folder)) }
        let locations = DataLocations.ofThisProcess
        let catalog: KeyboardCatalog
        do {
            catalog = try KeyboardCatalog.load(
                locations: locations, extra: configured, lazily: true, demoPack: configuration.demoPack
            ).catalog
        } catch {
            throw CommandFailure("cannot read the emoji catalog in \(locations.assets): \(error)")
        }
        let codes = catalog.codesOfOtherPacks
        return { codes.contains($0) }
    }

    /// Runs a change of My stickers: its notes on standard error, its failure as one line and exit status 1.
    static func perform(_ change: () throws(OwnStickerStore.Failure) -> OwnStickerStore.Change) throws
        -> OwnStickerStore.Change
    {
        do {
            let done = try change()
            for note in done.notes { StandardError.warn(note) }
            return done
        } catch {
            throw CommandFailure(error.description)
        }
    }

    static var now: Int { Int(time(nil)) }
}
