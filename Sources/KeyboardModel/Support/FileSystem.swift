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

    /// The path with symbolic links and `..` resolved, so containment can be checked.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The path with every link resolved by the kernel, or `nil` when some part of it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
