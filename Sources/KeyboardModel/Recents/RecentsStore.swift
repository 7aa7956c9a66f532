import FoundationEssentials

/// Keeps the recents in a JSON file under the XDG state directory, written atomically; a corrupt file is set aside, never overwritten.
public struct RecentsStore: Sendable {
    public let path: String
    /// A recents file is a few kilobytes; a larger one is not ours to read whole.
    static let fileLimit = 1 << 20

    public init(path: String) { self.path = path }

    struct File: Codable {
        var version = 1
        var recents: [String]
    }

    public struct Loaded: Sendable {
        public var texts: [String]
        /// One line to show the user when the file could not be used.
        public var warning: String?
    }

    public func load(now: Int) -> Loaded {
        guard FileSystem.isFile(path) else { return Loaded(texts: []) }
        do {
            let file = try JSONDecoder().decode(File.self, from: FileSystem.read(path, limit: Self.fileLimit))
            return Loaded(texts: file.recents)
        } catch {
            let aside = AtomicFile.setAside(path, now: now)
            let where_ = aside.map { "moved to \($0)" } ?? "left in place"
            return Loaded(texts: [], warning: "recents file \(path) is corrupt (\(where_)); starting with no recents")
        }
    }

    public func save(_ recents: Recents) throws(AtomicFile.WriteError) {
        try AtomicFile.write(encoded(recents), to: path)
    }

    /// The file's bytes for `recents`, for callers that write it elsewhere (the window writes off its event loop).
    public func encoded(_ recents: Recents) -> Data {
        // Encoding an array of strings cannot fail.
        (try? JSONEncoder().encode(File(recents: recents.texts))) ?? Data()
    }
}
