import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the recents and favourites in a JSON file under the XDG state directory. Every save merges under a lock
/// (`flock` on `recents.json.lock`): it reads the file as it is now, applies what this instance did since its last
/// load or save, and writes atomically, so two running instances never lose each other's entries. A corrupt file is
/// set aside, never overwritten; a file with more than is kept (recents past the capacity, favourites past their
/// generous limit, entries the keyboard could not have written) is copied aside before it is rewritten, with one
/// line; a file from a newer version, or a folder that is not the user's alone, is left alone and nothing is saved
/// (one warning at load). A `recents.json` that is a link to a file of the user's in a folder of theirs is written
/// through; any other link is replaced by a file, said once at load.
public final class RecentsStore: Sendable {
    public let path: String
    /// How many recents the file keeps, whatever the grid shows.
    public let capacity: Int
    /// A recents file is a few kilobytes; the most it can hold (1000 recents, 10,000 favourites and 1000 tones of 256
    /// bytes) is under 4 MiB, and a larger one is not ours to read whole.
    static let fileLimit = 4 << 20

    private struct Sync {
        /// The recents as last loaded or saved by this instance.
        var base: Recents?
        /// Why nothing is saved, if so.
        var disabled: String?
        /// The bytes last copied aside, so a file is copied once, not at every load and save.
        var copiedAside: Data?
    }

    private let sync = Mutex(Sync())

    public init(path: String, capacity: Int = Recents.defaultCapacity) {
        self.path = path
        self.capacity = max(1, capacity)
    }

    public struct Loaded: Sendable {
        public var recents: Recents
        /// One line to show the user when the file could not be used.
        public var warning: String?
        public var texts: [String] { recents.texts }
    }

    /// Reads the file; `now` (seconds since the epoch) names a corrupt file set aside and dates this session's uses.
    public func load(now: Int) -> Loaded {
        let empty = Recents(capacity: capacity, now: now)
        if let refusal = folderRefusal() {
            disable("recents are not kept: \(refusal)")
            return Loaded(recents: empty, warning: "recents are not kept: \(refusal)")
        }
        let link = linkWarning()
        switch read(now: now) {
        case .success(let (file, trimmed)):
            let recents = Recents(
                entries: file.entries, favourites: file.favourites, tones: file.tones, capacity: capacity, now: now)
            sync.withLock { $0.base = recents }
            let lines = [trimmed, link].compactMap { $0 }
            return Loaded(recents: recents, warning: lines.isEmpty ? nil : lines.joined(separator: "; "))
        case .failure(.newer(let version)):
            let warning =
                "recents file \(path) has version \(version), newer than this keyboard reads; recents are not saved"
            disable(warning)
            return Loaded(recents: empty, warning: warning)
        case .failure(.corrupt(let aside)):
            let where_ = aside.map { "moved to \($0)" } ?? "left in place"
            sync.withLock { $0.base = empty }
            return Loaded(
                recents: empty,
                warning: "recents file \(path) is corrupt (\(where_)); starting with no recents"
                    + (link.map { "; " + $0 } ?? ""))
        }
    }

    /// Merges `recents` into the file under the lock and writes it atomically. Does nothing when saving was refused
    /// at load. O(file size + capacity).
    public func save(_ recents: Recents, now: Int) throws(AtomicFile.WriteError) {
        let state = sync.withLock { $0 }
        guard state.disabled == nil else { return }
        let directory = path.folderOfPath
        if let refusal = PrivateFolder.prepare(directory) { throw AtomicFile.WriteError(path: path, reason: refusal) }
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            throw AtomicFile.WriteError(path: path, reason: "cannot open its lock: \(String(cString: strerror(errno)))")
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw AtomicFile.WriteError(path: path, reason: "cannot lock it: \(String(cString: strerror(errno)))")
            }
        }
        let current: RecentsFile
        switch read(now: now) {
        case .success(let (file, _)): current = file
        case .failure(.corrupt): current = RecentsFile()
        case .failure(.newer(let version)):
            throw AtomicFile.WriteError(path: path, reason: "a newer keyboard wrote version \(version) meanwhile")
        }
        // The read may have found more than is kept and failed to copy it aside: then the file must stay as it is.
        if let reason = sync.withLock({ $0.disabled }) { throw AtomicFile.WriteError(path: path, reason: reason) }
        let merged = current.merging(local: recents, base: state.base, capacity: capacity, now: now)
        try AtomicFile.write(merged.encoded(), to: writeTarget() ?? path)
        sync.withLock { $0.base = recents }
    }

    private enum ReadFailure: Error {
        case corrupt(setAsideTo: String?)
        case newer(Int)
    }

    /// The file as it is now: empty when there is none, set aside when it is corrupt, copied aside (once for the same
    /// bytes) when it holds more than is kept, with the line that says so.
    private func read(now: Int) -> Result<(RecentsFile, String?), ReadFailure> {
        let data: Data
        do {
            data = try FileSystem.read(path, limit: Self.fileLimit)
        } catch  where error.errorNumber == ENOENT {
            return .success((RecentsFile(), nil))
        } catch {
            return .failure(.corrupt(setAsideTo: AtomicFile.setAside(path, now: now)))
        }
        do {
            let (file, dropped) = try RecentsFile.read(data, capacity: capacity)
            guard !dropped.isEmpty else { return .success((file, nil)) }
            let report = "recents file \(path) holds more than is kept: \(dropped.description(capacity: capacity))"
            if sync.withLock({ $0.copiedAside == data }) { return .success((file, nil)) }
            let copy = "\(path).overflow-\(now)"
            do {
                try AtomicFile.write(data, to: copy)
                sync.withLock { $0.copiedAside = data }
                return .success((file, report + "; the whole file is copied to \(copy)"))
            } catch {
                disable(report)
                return .success(
                    (file, report + "; it could not be copied aside (\(error.reason)), so it is not saved over"))
            }
        } catch .newer(let version) {
            return .failure(.newer(version))
        } catch {
            return .failure(.corrupt(setAsideTo: AtomicFile.setAside(path, now: now)))
        }
    }

    /// Why the folder of the file cannot hold it, if it exists and is not the user's alone (a missing one is made at save).
    private func folderRefusal() -> String? {
        let directory = path.folderOfPath
        guard directory.hasPrefix("/") else { return PrivateFolder.check(directory) }
        var info = stat()
        if lstat(directory, &info) != 0, errno == ENOENT { return nil }
        return PrivateFolder.check(directory)
    }

    /// The file a link at `path` leads to when it is the user's to write through: a regular file of theirs in a
    /// folder of theirs. `nil` when `path` is no link, or a link that the next save replaces.
    private func writeTarget() -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = FileSystem.realPath(path),
            stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
            PrivateFolder.check(target.folderOfPath) == nil
        else { return nil }
        return target
    }

    /// The line that says a link at `path` will be replaced by a regular file, if it is one that cannot be written through.
    private func linkWarning() -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, writeTarget() == nil else { return nil }
        return
            "recents file \(path) is a link, but not to a file of yours in a folder of yours: the next save replaces it with a regular file"
    }

    private func disable(_ reason: String) {
        sync.withLock { $0.disabled = reason }
    }
}
