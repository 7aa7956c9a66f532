import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// A folder that holds the user's own files (recents, the glyph cache, user packs) must be the user's alone: owned by
/// them and writable by nobody else, and every folder above it owned by them or root and, when others may write to
/// it, sticky (as `/tmp` is), so nobody else can swap it. Otherwise another user could plant a link, a file we read
/// or a pack. Missing folders are created with mode 0700.
///
/// O(depth of the path) system calls.
public enum PrivateFolder {
    /// Creates `path` (and missing parents, mode 0700) if needed and checks it; `nil` when it is usable, else why not.
    public static func prepare(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return refusal(relative: path) }
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            var info = stat()
            if lstat(built, &info) != 0, errno == ENOENT, mkdir(built, 0o700) != 0, errno != EEXIST {
                return "cannot create \(built): \(String(cString: strerror(errno)))"
            }
        }
        return check(path)
    }

    /// Checks `path` without creating anything; `nil` when it is usable (a missing folder is not), else why not.
    public static func check(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return refusal(relative: path) }
        let user = geteuid()
        var info = stat()
        guard lstat(path, &info) == 0 else { return "cannot use \(path): \(String(cString: strerror(errno)))" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(path) is not a folder" }
        guard info.st_uid == user else { return "\(path) belongs to another user" }
        guard info.st_mode & 0o022 == 0 else { return "\(path) is writable by other users" }
        var parent = path
        while let slash = parent.lastIndex(of: "/"), parent != "/" {
            parent = slash == parent.startIndex ? "/" : String(parent[..<slash])
            guard stat(parent, &info) == 0 else { return "cannot use \(parent): \(String(cString: strerror(errno)))" }
            guard info.st_uid == user || info.st_uid == 0 else { return "\(parent) belongs to another user" }
            guard info.st_mode & 0o022 == 0 || info.st_mode & S_ISVTX != 0 else {
                return "\(parent) is writable by other users"
            }
        }
        return nil
    }

    /// Why a path that is not absolute is refused: empty is what `DataLocations` gives with no home folder at all.
    private static func refusal(relative path: String) -> String {
        path.isEmpty
            ? "no home folder (HOME is unset, empty or relative, and the user has no passwd entry)"
            : "\(path) is not an absolute path"
    }
}
