import FoundationEssentials
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

extension KeyboardShell {
    /// Makes the change of My stickers the model asked for on the writer's queue (the store may wait up to 3 s for
    /// its lock, and checks and scales images): the loop goes on answering input meanwhile, and the report comes back
    /// through `ownStickerReports`. The store checks the codes once more against those on disk and of the other packs.
    func editOwnStickers(_ edit: OwnStickerEdit) {
        let store = desktop.ownStickers
        let now = Int(time(nil))
        let others = catalog.codesOfOtherPacks
        let reports = ownStickerReports
        files.perform {
            var failure: String?
            do throws(OwnStickerStore.Failure) {
                let change = try Self.apply(edit, to: store, isTaken: { others.contains($0) }, now: now)
                for note in change.notes { StandardError.warn(note) }
            } catch {
                StandardError.warn("My stickers: \(error.description)")
                failure = error.description
            }
            reports.post(.edited(edit, failure: failure))
        }
    }

    /// Reads My stickers again on the writer's queue, after the edits queued before it.
    func readOwnStickers() {
        ownStickersStale = false
        readingOwnStickers = true
        let store = desktop.ownStickers
        let reports = ownStickerReports
        files.perform { reports.post(.read(store.load())) }
    }

    /// Hands the writer's reports to the model: an edit made (or not), My stickers read and ready to join.
    func takeOwnStickerReports() {
        for report in ownStickerReports.take() {
            switch report {
            case .edited(let edit, let failure):
                dispatch(.ownStickersEdited(edit, failure: failure, time: MonotonicClock.now()))
                // Without inotify nothing would read the tab again.
                if desktop.ownStickersWatcher == nil { ownStickersStale = true }
            case .read(let own):
                readingOwnStickers = false
                readyParts.ownStickers = own
                dispatch(.catalogPartReady(.ownStickers))
            }
        }
    }

    private static func apply(
        _ edit: OwnStickerEdit, to store: OwnStickerStore, isTaken: (String) -> Bool,
        now: Int
    ) throws(OwnStickerStore.Failure) -> OwnStickerStore.Change {
        switch edit {
        case .add(let code, let image):
            try store.add(
                image: Data(image), code: code, isTaken: isTaken, now: now, source: "the clipboard's image",
                admit: StickerAdmission.admit)
        case .remove(let code): try store.remove(code: code, now: now)
        case .rename(let code, let new): try store.rename(code: code, to: new, isTaken: isTaken, now: now)
        case .move(let code, let offset): try store.move(code: code, by: offset, now: now)
        }
    }
}
