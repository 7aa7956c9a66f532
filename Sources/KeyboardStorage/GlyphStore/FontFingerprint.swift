import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import KeyboardModel

/// What the glyph cache's pixels depend on outside it, as text to hash into its fingerprint: fontconfig's
/// configuration (`FONTCONFIG_FILE`, `FONTCONFIG_PATH`, the files and `conf.d` folders of the system and the user, each
/// file through its links, so an edit in `conf.avail` counts), the font folders and every font file in them, and
/// fontconfig's cache folders and files (`fc-cache -f` rewrites them). A font removed, added or replaced, a
/// configuration edited or a cache rebuilt changes it, so the next start does not draw from a stale cache.
///
/// One `stat` per entry (inode, size, modification and change times), without opening any file or fontconfig:
/// about 400 on a Debian desktop. At most `entryLimit` entries and `depthLimit` folders deep, so a huge or looping
/// font tree costs a bounded time.
public enum FontFingerprint {
    static let entryLimit = 20_000
    static let depthLimit = 8

    /// The text for `environment`'s variables.
    public static func text(_ environment: (String) -> String? = ProcessEnvironment.value) -> String {
        let home = DataLocations.home(environment) ?? "/nonexistent"
        func xdg(_ base: DataLocations.Base) -> String {
            let folder = DataLocations.userFolder(base, environment)
            return folder.isEmpty ? home + "/nonexistent" : folder.folderOfPath
        }
        let variables = ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"]
        var parts = variables.map { $0 + "=" + (environment($0) ?? "") }
        let configFolders = (environment("FONTCONFIG_PATH") ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            + ["/etc/fonts"]
        var configFile = environment("FONTCONFIG_FILE").flatMap { $0.isEmpty ? nil : $0 } ?? "fonts.conf"
        if !configFile.hasPrefix("/") { configFile = configFolders[0] + "/" + configFile }
        let paths = [configFile] + configFolders.map { $0 + "/conf.d" }
            + [xdg(.config) + "/fontconfig", home + "/.fonts.conf", home + "/.fonts.conf.d"]
            + ["/usr/share/fonts", "/usr/local/share/fonts", xdg(.data) + "/fonts", home + "/.fonts"]
            + ["/var/cache/fontconfig", xdg(.cache) + "/fontconfig"]
        var budget = entryLimit
        for path in paths { walk(path, depth: 0, into: &parts, budget: &budget) }
        return parts.joined(separator: "\n")
    }

    /// The stamp of `path` (through links) and, for a folder, of everything beneath it, in name order.
    private static func walk(_ path: String, depth: Int, into parts: inout [String], budget: inout Int) {
        guard budget > 0 else { return }
        budget -= 1
        var info = stat()
        guard stat(path, &info) == 0 else {
            parts.append(path + " -")
            return
        }
        parts.append("\(path) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)")
        guard info.st_mode & S_IFMT == S_IFDIR, depth < depthLimit else { return }
        for name in FileSystem.contents(of: path).sorted() {
            walk(path + "/" + name, depth: depth + 1, into: &parts, budget: &budget)
        }
    }
}
