import FoundationEssentials

/// The recents file's content: recents with their usage, most recent first, and the favourites in order.
///
/// Version 2: `{"version": 2, "recents": [{"text": "😀", "count": 3, "lastUsed": 1700000000}], "favourites": ["[笑哭]"]}`.
/// Version 1 (`{"version": 1, "recents": ["😀"]}`) is still read, each entry used once.
struct RecentsFile: Hashable, Sendable {
    static let version = 2
    /// Longest text kept, in UTF-8 bytes: codes are at most 64, the longest kaomoji and emoji sequences far less.
    static let maximumTextLength = 256

    var entries: [Recents.Entry] = []
    var favourites: [String] = []

    enum Failure: Error, Hashable {
        /// Not a recents file we can read: set it aside.
        case corrupt
        /// Written by a newer keyboard: leave it alone.
        case newer(Int)
    }

    private struct Header: Decodable { let version: Int }
    private struct Version1: Decodable { let recents: [String] }
    private struct Version2: Codable {
        struct Entry: Codable {
            let text: String
            let count: Int
            let lastUsed: Int
        }
        var version = RecentsFile.version
        let recents: [Entry]
        let favourites: [String]?
    }

    /// Parses the bytes of a recents file; entries that could not have come from the keyboard (control characters,
    /// absurd lengths) are dropped, counts and times are clamped. O(n) in the file's size, nesting checked first.
    static func parse(_ data: Data, capacity: Int = Recents.defaultCapacity) throws(Failure) -> RecentsFile {
        do {
            try NestingCheck.json(data)
            let header = try JSONDecoder().decode(Header.self, from: data)
            switch header.version {
            case 1:
                let file = try JSONDecoder().decode(Version1.self, from: data)
                return RecentsFile(entries: keep(file.recents.map { ($0, 1, 0) }, capacity: capacity), favourites: [])
            case 2:
                let file = try JSONDecoder().decode(Version2.self, from: data)
                return RecentsFile(entries: keep(file.recents.map { ($0.text, $0.count, $0.lastUsed) }, capacity: capacity),
                                   favourites: Array(unique((file.favourites ?? []).filter(isStorable)).prefix(Recents.favouritesCapacity)))
            case let version where version > RecentsFile.version:
                throw Failure.newer(version)
            default:
                throw Failure.corrupt
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .corrupt
        }
    }

    /// The file's bytes.
    func encoded() -> Data {
        let file = Version2(recents: entries.map { .init(text: $0.text, count: $0.usage.count, lastUsed: Int($0.usage.lastUse)) },
                            favourites: favourites)
        // Encoding strings and integers cannot fail.
        return (try? JSONEncoder().encode(file)) ?? Data()
    }

    /// Whether `text` could have been recorded by the keyboard.
    static func isStorable(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumTextLength && !text.unicodeScalars.contains(where: TerminalText.needsEscape)
    }

    private static func keep(_ raw: [(String, Int, Int)], capacity: Int) -> [Recents.Entry] {
        var seen: Set<String> = []
        var entries: [Recents.Entry] = []
        for (text, count, lastUsed) in raw where entries.count < capacity && isStorable(text) && seen.insert(text).inserted {
            entries.append(Recents.Entry(text: text, usage: EmotionUsage(count: max(1, count), lastUse: Int64(max(0, lastUsed)))))
        }
        return entries
    }

    private static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }
}
