import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The few file-system questions the model asks, in one place.
enum FileSystem {
    /// Whether `path`, its links followed, is a folder.
    static func isDirectory(_ path: String) -> Bool { fileType(path).map { $0 == S_IFDIR } ?? false }

    /// Whether `path`, its links followed, exists and is not a folder.
    static func isFile(_ path: String) -> Bool { fileType(path).map { $0 != S_IFDIR } ?? false }

    /// The `S_IFMT` bits of what `path` names, links followed; `nil` when it does not exist.
    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// The names in `directory` but . and .., sorted; none when it cannot be read. A name that is not UTF-8 is left out:
    /// no path made of a String could open it. (FileManager would first be set up, on the way to the first frame.)
    static func contents(of directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        // Read in place: an entry's record ends with its name, short of the 256 bytes d_name declares.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var names: [String] = []
        while true {
            // readdir says an error from the end of the folder only by errno.
            errno = 0
            guard let entry = readdir(stream) else { return errno == 0 ? names.sorted() : [] }
            let name = UnsafeRawPointer(entry) + nameOffset
            let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self)))
            if let text = String(validating: bytes, as: UTF8.self), text != ".", text != ".." { names.append(text) }
        }
    }

    /// The whole of a regular file of at most `limit` bytes (a FIFO, a device or a larger file is refused).
    static func read(_ path: String, limit: Int) throws(OpenedFile.OpenError) -> Data {
        try OpenedFile(path).readAll(limit: limit)
    }

    /// The path with symbolic links and `..` resolved, so containment can be checked.
    /// realpath's answer when the path exists, URL's (which also resolves a path that does not) otherwise: the window's
    /// start resolves several paths, and URL's parsing and walk cost most of that.
    static func resolved(_ path: String) -> String {
        realPath(path) ?? URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The path with every link resolved by the kernel, or `nil` when some part of it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file `path` names once every symbolic link is followed (the last one's target may not exist yet), or why
    /// it cannot be followed. O(links), at most 40 as the kernel's own limit.
    static func linkTarget(of path: String) -> Result<String, LinkFailure> {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return .success(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else {
                return .failure(LinkFailure("cannot read the link \(current): \(String(cString: strerror(errno)))"))
            }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let slash = current.lastIndex(of: "/")
                current = slash.map { String(current[...$0]) + destination } ?? destination
            }
        }
        return .failure(LinkFailure("cannot follow \(path): too many levels of symbolic links"))
    }

    /// Why `linkTarget` could not follow a link, in one phrase (paths not escaped).
    struct LinkFailure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// Whether `path` (after resolving links) lies inside `directory`.
    static func isInside(_ path: String, directory: String) -> Bool {
        let root = resolved(directory)
        let target = resolved(path)
        return target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
