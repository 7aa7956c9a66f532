import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// What the last full reading of the fonts saw, kept beside the glyph cache so that the next start can trust its
/// fingerprint after one `stat` per folder: the context (the variables and folders the configuration was found by), one
/// stamp (inode, size, modification and change times, links followed) per configuration file, per font folder and
/// subfolder and per fontconfig cache file of those folders, and the fingerprint they gave.
///
/// A font added, removed or renamed changes its folder's times; `fc-cache` writes each cache file beside the old one
/// and renames it over it, which changes the file's inode; an edit of a configuration file changes that file's times.
/// A font rewritten in place keeps its folder's stamp: fontconfig then keeps using its cache too (it checks folder
/// times only), and so does this until `fc-cache` rewrites the folder's cache file.
public struct FontStamps: Equatable, Sendable {
    static let magic = "emotion-keyboard font stamps 1"
    /// The largest record read: about 100 bytes a line, far more folders than any font tree has.
    public static let sizeLimit = 4 << 20

    /// The environment the paths were found from, as one line.
    public let context: String
    /// One line per path: the path, a tab, its stamp.
    public let lines: [String]
    public let fingerprint: FontFingerprint

    init(context: String, paths: [String], fingerprint: FontFingerprint) {
        self.context = context
        lines = paths.map { $0 + "\t" + Self.stamp($0) }
        self.fingerprint = fingerprint
    }

    /// The record a file holds, or `nil` when it is not one.
    public init?(parsing data: Data) {
        guard data.count <= Self.sizeLimit, let text = String(validating: data, as: UTF8.self) else { return nil }
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard all.count >= 4, all[0] == Self.magic, all[all.count - 1].isEmpty, let value = UInt64(all[2], radix: 16),
            !all[1].contains("\t")
        else { return nil }
        context = String(all[1])
        fingerprint = FontFingerprint(value: value)
        lines = all[3..<(all.count - 1)].map(String.init)
        guard lines.allSatisfy({ $0.contains("\t") }) else { return nil }
    }

    public var encoded: Data {
        Data(([Self.magic, context, fingerprint.hex] + lines).map { $0 + "\n" }.joined().utf8)
    }

    /// Whether the record was made in `context` and every path still has its stamp: one `stat` per line.
    public func isCurrent(context: String) -> Bool {
        guard context == self.context else { return false }
        for line in lines {
            guard let tab = line.firstIndex(of: "\t") else { return false }
            let path = String(line[..<tab])
            guard line[line.index(after: tab)...] == Self.stamp(path) else { return false }
        }
        return true
    }

    /// `inode size mtime ctime` of `path`, links followed; `-` when it is not there.
    static func stamp(_ path: String) -> String {
        var info = stat()
        return stat(path, &info) == 0 ? stamp(of: info) : "-"
    }

    static func stamp(of info: stat) -> String {
        "\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}
