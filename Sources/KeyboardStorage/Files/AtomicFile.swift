import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files we own so that a crash or a full disk never leaves half a file: a temporary file with an
/// unpredictable name created exclusively in the target folder (never through a planted link), fsync, then rename.
/// The folder must be the user's alone (`PrivateFolder`); temporary files of ours left by a crash are removed.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// A temporary file older than this is left over from a crash: a write takes milliseconds.
    static let staleAge = 600
    private static let cleaned = Mutex<Set<String>>([])

    /// `durable: false` skips the fsync, for caches whose loss costs only time.
    public static func write(_ data: Data, to path: String, durable: Bool = true) throws(WriteError) {
        try write(data, to: path, durable: durable, transfer: FileDescriptorWrite.all)
    }

    /// `write` with the byte transfer given, so tests can make it fail as a full disk does (returns an errno, or 0).
    static func write(_ data: Data, to path: String, durable: Bool, transfer: (Int32, UnsafeRawBufferPointer) -> Int32)
        throws(WriteError)
    {
        try write(to: path, durable: durable) { descriptor throws(WriteError) in
            let code = data.withUnsafeBytes { transfer(descriptor, $0) }
            if code != 0 { throw WriteError(path: path, reason: String(cString: strerror(code))) }
        }
    }

    /// The same, for a file written in pieces: `fill` writes to the temporary file's descriptor. `beforeRename`, called
    /// once the temporary file is complete, may still refuse the rename by throwing (the temporary file is removed).
    public static func write(
        to path: String, durable: Bool = true, fill: (Int32) throws(WriteError) -> Void,
        beforeRename: () throws(WriteError) -> Void = {}
    ) throws(WriteError) {
        // A relative path would land in the working folder: it comes from a missing home, and is nowhere to write.
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let directory = path.hasPrefix("/") ? String(path[..<slash]) : ""
        if let refusal = PrivateFolder.prepare(directory.isEmpty && path.hasPrefix("/") ? "/" : directory) {
            throw WriteError(path: path, reason: refusal)
        }
        if cleaned.withLock({ $0.insert(path).inserted }) { removeStaleTemporaries(of: path, now: Int(time(nil))) }
        let (descriptor, temporary) = try createTemporary(for: path)
        var failure: String?
        do {
            try fill(descriptor)
        } catch {
            failure = error.reason
        }
        if failure == nil, durable, fsync(descriptor) != 0, errno != EINVAL { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil {
            do {
                try beforeRename()
            } catch {
                unlink(temporary)
                throw error
            }
        }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// Creates `NAME.tmp-RANDOM` exclusively (O_EXCL: never an existing file, never through a link), mode 0600.
    private static func createTemporary(for path: String) throws(WriteError) -> (Int32, String) {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(random.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let temporary = path + temporaryMarker + suffix
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST else { throw WriteError(path: path, reason: lastError()) }
        }
        throw WriteError(path: path, reason: "no free temporary name")
    }

    /// What follows a file's name in the names of its temporary files.
    static let temporaryMarker = ".tmp-"

    /// Removes the temporary files of `path` (ours: `NAME.tmp-*`, regular files or links owned by us) not touched for
    /// `staleAge` seconds. O(entries in the folder).
    static func removeStaleTemporaries(of path: String, now: Int) {
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        let prefix = FileSystem.lastComponent(path) + temporaryMarker
        for name in FileSystem.contents(of: directory) where name.hasPrefix(prefix) {
            let candidate = FileSystem.join(directory, name)
            var info = stat()
            guard lstat(candidate, &info) == 0, info.st_uid == geteuid(),
                info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFLNK,
                now - Int(info.st_mtim.tv_sec) > staleAge
            else { continue }
            unlink(candidate)
        }
    }

    /// Moves a file we cannot read aside (`NAME.corrupt-TIME`) so that the next write does not destroy it.
    public static func setAside(_ path: String, now: Int) -> String? {
        let target = "\(path).corrupt-\(now)"
        return rename(path, target) == 0 ? target : nil
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
