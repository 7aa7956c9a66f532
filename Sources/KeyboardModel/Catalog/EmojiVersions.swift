/// The Emoji version that added each emoji of the catalog file (its seventh field, "15.1"), for `doctor`: which
/// versions the installed font shows. Only `doctor` reads it; the window's parse never looks past the fourth field.
public struct EmojiVersions: Sendable {
    /// Every emoji line's text and version, in file order (a line without a version has "").
    public let entries: [(text: String, version: String)]

    /// O(length of `text`).
    public init(parsing text: String) {
        entries = text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("@"), !line.hasPrefix("# ") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(fields[0]), fields.count >= 7 ? String(fields[6]) : "")
        }
    }

    /// The versions in ascending order ("15.1" < "16.0"), each with how many of its emoji are not in `shown`.
    public func missing(shown: (String) -> Bool) -> [(version: String, missing: Int, total: Int)] {
        var table: [String: (missing: Int, total: Int)] = [:]
        for entry in entries where !entry.version.isEmpty {
            var counts = table[entry.version] ?? (0, 0)
            counts.total += 1
            if !shown(entry.text) { counts.missing += 1 }
            table[entry.version] = counts
        }
        return table.sorted { Self.order($0.key).lexicographicallyPrecedes(Self.order($1.key)) }.map {
            ($0.key, $0.value.missing, $0.value.total)
        }
    }

    /// The newest version whose emoji, and those of every older version, are all `shown`; `nil` when not even the first.
    public func newestInFull(shown: (String) -> Bool) -> String? {
        var newest: String?
        for row in missing(shown: shown) {
            guard row.missing == 0 else { break }
            newest = row.version
        }
        return newest
    }

    /// "15.1" as (15, 1), for ordering; a malformed version sorts first.
    private static func order(_ version: String) -> [Int] {
        version.split(separator: ".").map { Int($0) ?? -1 }
    }
}
