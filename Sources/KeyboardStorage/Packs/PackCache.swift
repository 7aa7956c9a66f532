import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// The last load of the user's sticker packs, kept in the cache folder with the stamps of what it read
/// (`PackSourceStamps`), so that a start whose packs have not changed reads one file instead of a manifest and an
/// image header per sticker: 10,000 stickers load in milliseconds, before the first frame.
///
/// Only a load without problems is kept (a broken pack loads the slow way and is reported at every start). The file is
/// ours but is read as hostile: every pack folder must be one stamped, every code, name and image path is checked as
/// the loaders check them, and anything else makes the whole file a miss, so the packs load from their folders.
///
/// The file: a header line, the stamp lines (`S`), then per pack a line `P` (name, folder, format, cover, sticker
/// count) and its stickers, `K` (code, English and Chinese names, image path, Traditional Chinese code or nothing) or `J` for a Unicode emoji (text and
/// names), then `end`; fields are separated by tabs, which no kept field contains.
public enum PackCache {
    static let header = "emotion-keyboard packs 4"
    /// A cache of 50,000 stickers takes about 6 MB.
    static let fileLimit = 32 << 20

    /// Files changed more recently than this are not trusted to their stamps.
    static let settleSeconds = 2

    /// The cache file in `cacheDirectory`.
    public static func path(in cacheDirectory: String) -> String { cacheDirectory + "/packs.cache" }

    /// What the cache holds for the packs of `userPacks` and `configured`.
    public struct Lookup: Sendable {
        /// The packs as they last loaded, when nothing they depend on changed since; `nil` when they must be loaded.
        public let packs: PackLoadResult?
        let stamps: PackSourceStamps
    }

    /// Looks up the packs of the folder `userPacks` and the `configured` pack folders in the cache file at `path`
    /// (`nil` when there is no usable cache folder: a miss, whose stamps `keep` still needs).
    /// O(size of the cache file), plus O(entries of the pack folders) when they changed.
    public static func lookUp(userPacks: String, configured: [String], path: String?) -> Lookup {
        let bytes = file(at: path, userPacks: userPacks)
        let stamps = stamps(recordedIn: bytes, userPacks: userPacks, configured: configured)
        return Lookup(packs: bytes.flatMap { decode($0, stamps: stamps) }, stamps: stamps)
    }

    /// The stamps of the packs now: checked against the ones the file `bytes` recorded when they still hold (no
    /// folder listed), else taken afresh. O(stamp lines), or O(entries of the pack folders) when they changed.
    private static func stamps(recordedIn bytes: Data?, userPacks: String, configured: [String]) -> PackSourceStamps {
        bytes.flatMap { PackSourceStamps(checking: stampLines(in: $0), userPacks: userPacks, configured: configured) }
            ?? PackSourceStamps(userPacks: userPacks, configured: configured)
    }

    /// The stamp lines after the header of the file `bytes`, without their `S` field. O(their length).
    static func stampLines(in bytes: Data) -> [Substring] {
        var lines: [Substring] = []
        var start = bytes.startIndex
        var isHeader = true
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = bytes[start..<end]
            start = end + 1
            if isHeader {
                guard line.elementsEqual(header.utf8) else { return [] }
                isHeader = false
                continue
            }
            guard line.starts(with: "S\t".utf8) else { break }
            lines.append(Substring(decoding: line.dropFirst(2), as: UTF8.self))
        }
        return lines
    }

    /// The bytes of the cache file at `path`, unless a load would refuse the packs folder `userPacks` now: the stamps
    /// hold its own mode, not its parents', so that one is loaded, to be refused with its one line.
    private static func file(at path: String?, userPacks: String) -> Data? {
        let refused = FileSystem.isDirectory(userPacks) && PrivateFolder.check(userPacks) != nil
        return refused ? nil : path.flatMap { try? FileSystem.read($0, limit: fileLimit) }
    }

    /// The cache file at `path` read and the stamps of the packs of `userPacks` and `configured` taken: a start does
    /// this while it reads the recents, then asks `Read.first` for the stickers they name. O(size of the cache file),
    /// plus O(entries of the pack folders) when they changed.
    public static func read(userPacks: String, configured: [String], path: String?) -> Read {
        let bytes = file(at: path, userPacks: userPacks)
        return Read(bytes: bytes, stamps: stamps(recordedIn: bytes, userPacks: userPacks, configured: configured))
    }

    /// The cache file's bytes and the stamps of the packs now.
    public struct Read: Sendable {
        fileprivate let bytes: Data?
        fileprivate let stamps: PackSourceStamps

        /// What the cache holds for a first frame: the packs as `lookUp` gives them, but of their stickers only the
        /// first of each pack (its tab's icon when it has no cover) and those whose code is in `wanted` (the ones the
        /// tabs shown first name), so that thousands of stickers cost the first frame a scan of the file, not a check
        /// of every sticker; `rest` gives them all later. `nil` packs is a miss (as `lookUp`'s). O(size of the file).
        public func first(wanted: Set<String>) -> FirstLookup {
            let first = bytes.flatMap { PackCache.decode($0, stamps: stamps, wanted: wanted) }
            return FirstLookup(packs: first, file: OneRead(first == nil ? nil : bytes), stamps: stamps)
        }
    }

    /// The packs a first frame needs, and the file they came from for the rest.
    public struct FirstLookup: Sendable {
        /// The packs with only the wanted stickers; `nil` when the packs must be loaded.
        public let packs: PackLoadResult?
        fileprivate let file: OneRead<Data>
        fileprivate let stamps: PackSourceStamps

        /// Every sticker of the packs, read from the same file with the same stamps as `packs` (so as it was then); `nil`
        /// packs when a sticker the first look-up skipped does not check, so the packs must be loaded. The file's bytes
        /// are let go then (they were the largest thing held at that moment): a second call is a miss. O(size of the file).
        public func rest() -> Lookup {
            Lookup(packs: file.take().flatMap { PackCache.decode($0, stamps: stamps) }, stamps: stamps)
        }

        /// The look-up as a miss, for `keep` after the packs were loaded from their folders.
        public var miss: Lookup { Lookup(packs: nil, stamps: stamps) }
    }

    /// Keeps `loaded`, the packs loaded from their folders after `lookup` missed, handing the file to `write` (which
    /// should write it atomically; a failure only costs the next start the slow way). A load with a problem, or
    /// without any pack, is not kept, nor one of files changed in the last `settleSeconds` before `now` (a change
    /// within the same tick of the file system's clock, with the same size, would not change their stamps).
    /// O(size of the result).
    public static func keep(_ loaded: PackLoadResult, after lookup: Lookup, now: Int, write: (Data) -> Void) {
        // Only a file the reader takes back is written: not one with an image deeper than the stamps reach, nor one
        // whose folder or image names hold a tab or a line break (they would shift the fields or split the lines).
        guard !loaded.packs.isEmpty, lookup.stamps.newestChange <= now - settleSeconds,
            let encoded = encode(loaded, stamps: lookup.stamps), decode(encoded, stamps: lookup.stamps) != nil
        else { return }
        write(encoded)
    }

    /// The file for `result` read with `stamps`, or `nil` for a result no load of packs gives (a problem, keywords,
    /// variants, kaomoji); whether it reads back is for `decode` to say. O(size of the result).
    static func encode(_ result: PackLoadResult, stamps: PackSourceStamps) -> Data? {
        guard result.problems.isEmpty else { return nil }
        var lines = [header]
        lines += stamps.lines.map { "S\t" + $0 }
        for pack in result.packs {
            lines.append(
                [
                    "P", pack.name, pack.directory, pack.format.rawValue, pack.coverImage ?? "",
                    String(pack.emotions.count)
                ]
                .joined(separator: "\t"))
            for emotion in pack.emotions {
                guard emotion.keywords.isEmpty, emotion.variants.isEmpty else { return nil }
                switch emotion.kind {
                case .sticker(let image):
                    lines.append(
                        ["K", emotion.text, emotion.nameEN, emotion.nameZH, image.path, emotion.traditionalCode ?? ""]
                            .joined(separator: "\t"))
                case .emoji: lines.append(["J", emotion.text, emotion.nameEN, emotion.nameZH].joined(separator: "\t"))
                case .kaomoji: return nil
                }
            }
        }
        lines.append("end")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The packs kept in `bytes` if they were read with `stamps` and every field checks, else `nil`; with `wanted`, of
    /// their stickers only those with a wanted code (and only theirs are checked).
    /// O(size of the file).
    static func decode(_ bytes: Data, stamps: PackSourceStamps, wanted: Set<String>? = nil) -> PackLoadResult? {
        bytes.withUnsafeBytes { raw in
            var reader = PackCacheReader(bytes: raw, stamps: stamps, wanted: wanted)
            return reader.read()
        }
    }
}
