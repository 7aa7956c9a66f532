import Dispatch
import KeyboardModel
import KeyboardStorage
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Builds the search index on another thread once the first frame is drawn (tens of milliseconds that start-up must
/// not pay), and wakes the event loop through a file descriptor it polls when the index is ready.
final class SearchIndexLoader: Sendable {
    /// Readable once the index is built (or failed): the read end of a pipe.
    let fileDescriptor: Int32
    private let writeEnd: Int32
    private let result = Mutex<[(index: SearchIndex?, generation: Int)]>([])

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        } else {
            ends = [-1, -1]
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        if writeEnd >= 0 { close(writeEnd) }
    }

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
                StandardError.warn("cannot build the search index from \(locations.assets): \(error); search finds nothing")
            }
            self.result.withLock { $0.append((index, generation)) }
            var one: UInt8 = 1
            _ = write(self.writeEnd, &one, 1)
        }
    }

    /// The next finished build, after the file descriptor became readable: one byte is written per build.
    func take() -> (index: SearchIndex?, generation: Int)? {
        var byte: UInt8 = 0
        guard read(fileDescriptor, &byte, 1) == 1 else { return nil }
        return result.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
