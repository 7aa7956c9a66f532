import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The few file-system questions the model asks, in one place.
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var directory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory
    }

    static func isFile(_ path: String) -> Bool {
        var directory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory
    }

    static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// The whole of a regular file of at most `limit` bytes (a FIFO, a device or a larger file is refused).
    static func read(_ path: String, limit: Int) throws(OpenedFile.OpenError) -> Data {
        try OpenedFile(path).readAll(limit: limit)
    }

    /// The path with symbolic links and `..` resolved, so containment can be checked. An existing path costs one
    /// realpath (a stat per component); one that does not exist is resolved as far as it can be.
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Whether the resolved path `target` is `root` or inside it (both resolved).
    static func contains(_ root: String, _ target: String) -> Bool {
        target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// What a folder listing says an entry is, without a call per entry.
    enum EntryKind: Sendable { case file, link, other, unknown }

    /// The entries of `directory` by name with their kinds, `nil` when it cannot be read. O(entries), one getdents
    /// per few hundred of them.
    static func listing(of directory: String) -> [String: EntryKind]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [String: EntryKind] = [:]
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            switch Int(entry.pointee.d_type) {
            case Int(DT_REG): entries[name] = .file
            case Int(DT_LNK): entries[name] = .link
            case Int(DT_UNKNOWN): entries[name] = .unknown
            default: entries[name] = .other
            }
        }
        return entries
    }

    /// Whether `path` is a regular file, not reached through a link as its last component (lstat).
    static func isRegularFileNoFollow(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}
