import Dispatch
import KeyboardModel
import KeyboardStorage

/// Builds the search index on another thread once the first frame is drawn (tens of milliseconds that start-up must
/// not pay), and wakes the event loop through a file descriptor it polls when the index is ready.
final class SearchIndexLoader: Sendable {
    /// A finished build: the index (`nil` when it failed) for the catalog generation it was asked for.
    struct Built: Sendable {
        var index: SearchIndex?
        var generation: Int
    }

    private let inbox = LoopInbox<Built>()
    /// Readable once an index is built (or failed).
    var fileDescriptor: Int32 { inbox.fileDescriptor }

    /// Starts building the index of `catalog` with the emoji names of the user's language, for `generation`; a problem
    /// (a missing pinyin table) is one warning, and a catalog that cannot be indexed leaves search answering nothing.
    func start(catalog: KeyboardCatalog, locations: DataLocations, names: LocalizedNames, generation: Int) {
        DispatchQueue.global(qos: .utility).async {
            var index: SearchIndex?
            do {
                let loaded = try SearchIndex.load(catalog: catalog, locations: locations, names: names)
                for problem in loaded.problems { StandardError.warn(problem) }
                index = loaded.index
            } catch {
                StandardError.warn(
                    "cannot build the search index from \(locations.assets): \(error); search finds nothing")
            }
            self.inbox.post(Built(index: index, generation: generation))
        }
    }

    /// The finished builds, oldest first, after the file descriptor became readable.
    func take() -> [Built] { inbox.take() }
}
