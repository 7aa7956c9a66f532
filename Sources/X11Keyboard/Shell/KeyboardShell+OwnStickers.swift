import FoundationEssentials
import KeyboardModel
import KeyboardStorage
#if canImport(Glibc)
import Glibc
#endif

extension KeyboardShell {
    /// Makes the change of My stickers the model asked for and reports it; the watcher of its `pack.json` then reads
    /// the tab again. The store checks the codes once more against those on disk and of the other packs.
    func editOwnStickers(_ edit: OwnStickerEdit) {
        let store = desktop.ownStickers
        let now = Int(time(nil))
        let others = catalog.codesOfOtherPacks
        let isTaken = { (code: String) in others.contains(code) }
        var failure: String?
        do {
            let change = try Self.apply(edit, to: store, isTaken: isTaken, now: now)
            for note in change.notes { StandardError.warn(note) }
        } catch {
            StandardError.warn("My stickers: \(error.description)")
            failure = error.description
        }
        dispatch(.ownStickersEdited(edit, failure: failure, time: MonotonicClock.now()))
        // Without inotify nothing would read the tab again.
        if desktop.ownStickersWatcher == nil { ownStickersStale = true }
    }

    private static func apply(_ edit: OwnStickerEdit, to store: OwnStickerStore, isTaken: (String) -> Bool,
                              now: Int) throws(OwnStickerStore.Failure) -> OwnStickerStore.Change {
        switch edit {
        case .add(let code, let image):
            try store.add(image: Data(image), code: code, isTaken: isTaken, now: now, source: "the clipboard's image", admit: StickerAdmission.admit)
        case .remove(let code): try store.remove(code: code, now: now)
        case .rename(let code, let new): try store.rename(code: code, to: new, isTaken: isTaken, now: now)
        case .move(let code, let offset): try store.move(code: code, by: offset, now: now)
        }
    }
}
