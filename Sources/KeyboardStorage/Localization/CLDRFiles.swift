import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Where Debian's unicode-cldr-core puts CLDR, and how its files are read: opened once, regular files only, bounded.
public enum CLDRFiles {
    /// The CLDR `common` folder of the package unicode-cldr-core.
    public static let debianFolder = "/usr/share/unicode/cldr/common"

    /// The bytes of a file of at most `CLDRXMLScanner.byteLimit` bytes, `nil` when missing, unreadable or larger.
    static func bytes(of path: String) -> [UInt8]? {
        guard let data = try? OpenedFile(path).readAll(limit: CLDRXMLScanner.byteLimit) else { return nil }
        return [UInt8](data)
    }

    /// Size and modification time of each file or folder the names come from, so a cache made from an older CLDR is
    /// noticed after the package is upgraded. O(number of paths).
    static func stamp(of paths: [String]) -> String {
        paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return "-" }
            return "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }.joined(separator: ",")
    }
}
