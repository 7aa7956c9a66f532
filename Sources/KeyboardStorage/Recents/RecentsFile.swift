import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// The recents file's content: recents with their usage, most recent first, the favourites in order, and the skin tone
/// picked for each emoji.
///
/// Version 2: `{"version": 2, "recents": [{"text": "😀", "count": 3, "lastUsed": 1700000000}], "favourites": ["[笑哭]"],
/// "tones": {"👋": "👋🏽"}}` (`favourites` and `tones` may be missing).
/// Version 1 (`{"version": 1, "recents": ["😀"]}`) is still read, each entry used once.
struct RecentsFile: Hashable, Sendable {
    static let version = 2
    /// Longest text kept, in UTF-8 bytes: codes are at most 64, the longest kaomoji and emoji sequences far less.
    static let maximumTextLength = 256

    var entries: [Recents.Entry] = []
    var favourites: [String] = []
    var tones: [String: String] = [:]

    /// What a read of the file did not keep, so that it can be said and the file set aside before it is rewritten.
    struct Dropped: Hashable, Sendable {
        /// Recents past the `recents` capacity.
        var recents = 0
        /// Favourites past `Recents.favouritesCapacity`.
        var favourites = 0
        /// Tones past `Recents.tonesCapacity`.
        var tones = 0
        /// Entries the keyboard could not have written (empty, longer than `maximumTextLength`, control characters).
        var refused = 0

        var isEmpty: Bool { self == Dropped() }

        /// One clause for a report, e.g. "2940 recents past the capacity of 60, 1 entry refused".
        func description(capacity: Int) -> String {
            var parts: [String] = []
            if recents > 0 {
                parts.append("\(recents) recents past the capacity of \(capacity) (the `recents` setting)")
            }
            if favourites > 0 {
                parts.append("\(favourites) favourites past the limit of \(Recents.favouritesCapacity)")
            }
            if tones > 0 { parts.append("\(tones) tones past the limit of \(Recents.tonesCapacity)") }
            if refused > 0 {
                parts.append(
                    "\(refused) \(refused == 1 ? "entry" : "entries") refused (empty, over \(RecentsFile.maximumTextLength) bytes or with control characters)"
                )
            }
            return parts.joined(separator: ", ")
        }
    }

    enum Failure: Error, Hashable {
        /// Not a recents file we can read: set it aside.
        case corrupt
        /// Written by a newer keyboard: leave it alone.
        case newer(Int)
    }

    /// What `encoded` writes.
    private struct Version2: Encodable {
        struct Entry: Encodable {
            let text: String
            let count: Int
            let lastUsed: Int
        }
        var version = RecentsFile.version
        let recents: [Entry]
        let favourites: [String]?
        let tones: [String: String]?
    }

    /// Parses the bytes of a recents file; entries that could not have come from the keyboard (control characters,
    /// absurd lengths) are dropped, counts and times are clamped. A field of the wrong type makes the file corrupt; an
    /// optional one may be missing or null. O(n) in the file's size, nesting bounded (`JSONValue.parse`).
    static func parse(_ data: Data, capacity: Int = Recents.defaultCapacity) throws(Failure) -> RecentsFile {
        try read(data, capacity: capacity).file
    }

    /// `parse`, with what it did not keep. Duplicates are not counted: they lose nothing.
    static func read(_ data: Data, capacity: Int = Recents.defaultCapacity) throws(Failure) -> (
        file: RecentsFile, dropped: Dropped
    ) {
        var dropped = Dropped()
        guard let file = (try? JSONValue.parse(data))?.object, let version = file["version"]?.integer else {
            throw .corrupt
        }
        switch version {
        case 1:
            guard let recents = file["recents"]?.strings else { throw .corrupt }
            return (
                RecentsFile(
                    entries: keep(recents.map { ($0, 1, 0) }, capacity: capacity, dropped: &dropped), favourites: []),
                dropped
            )
        case 2:
            guard let recents = file["recents"]?.array else { throw .corrupt }
            var raw: [(String, Int, Int)] = []
            raw.reserveCapacity(recents.count)
            for item in recents {
                guard let entry = item.object, let text = entry["text"]?.string, let count = entry["count"]?.integer,
                    let lastUsed = entry["lastUsed"]?.integer
                else { throw .corrupt }
                raw.append((text, count, lastUsed))
            }
            let favourites = try optional(file["favourites"], \.strings) ?? []
            let tones = try optional(file["tones"], \.stringsByKey) ?? [:]
            let storable = unique(favourites.filter(isStorable))
            dropped.refused += favourites.count(where: { !isStorable($0) })
            dropped.favourites = max(0, storable.count - Recents.favouritesCapacity)
            let file = RecentsFile(
                entries: keep(raw, capacity: capacity, dropped: &dropped),
                favourites: Array(storable.prefix(Recents.favouritesCapacity)),
                tones: keep(tones: tones, dropped: &dropped))
            return (file, dropped)
        case let version where version > RecentsFile.version:
            throw .newer(version)
        default:
            throw .corrupt
        }
    }

    /// An optional field's value: `nil` when it is missing or null, else `read` of it, which must not be `nil`.
    private static func optional<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) throws(Failure) -> T? {
        guard let value, value != .null else { return nil }
        guard let read = read(value) else { throw .corrupt }
        return read
    }

    /// The file's bytes.
    func encoded() -> Data {
        let file = Version2(
            recents: entries.map { .init(text: $0.text, count: $0.usage.count, lastUsed: Int($0.usage.lastUse)) },
            favourites: favourites, tones: tones.isEmpty ? nil : tones)
        // Encoding strings and integers cannot fail.
        return (try? JSONEncoder().encode(file)) ?? Data()
    }

    /// Whether `text` could have been recorded by the keyboard.
    static func isStorable(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumTextLength && TerminalText.isSafe(text)
    }

    private static func keep(_ raw: [(String, Int, Int)], capacity: Int, dropped: inout Dropped) -> [Recents.Entry] {
        var seen: Set<String> = []
        var entries: [Recents.Entry] = []
        for (text, count, lastUsed) in raw {
            guard isStorable(text) else {
                dropped.refused += 1
                continue
            }
            guard seen.insert(text).inserted else { continue }
            guard entries.count < capacity else {
                dropped.recents += 1
                continue
            }
            entries.append(
                Recents.Entry(text: text, usage: EmotionUsage(count: max(1, count), lastUse: Int64(max(0, lastUsed)))))
        }
        return entries
    }

    /// The storable pairs of `tones`, at most `Recents.tonesCapacity` of them (the first by base, so the same file
    /// always keeps the same ones).
    private static func keep(tones: [String: String], dropped: inout Dropped) -> [String: String] {
        let storable = tones.filter { isStorable($0.key) && isStorable($0.value) }
        dropped.refused += tones.count - storable.count
        guard storable.count > Recents.tonesCapacity else { return storable }
        dropped.tones = storable.count - Recents.tonesCapacity
        return Dictionary(
            uniqueKeysWithValues: storable.sorted { $0.key < $1.key }.prefix(Recents.tonesCapacity).map {
                ($0.key, $0.value)
            })
    }

    private static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }
}
