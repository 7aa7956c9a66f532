import FoundationEssentials
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// Rendered glyph pixels kept between runs under $XDG_CACHE_HOME, so a warm start draws its first frame without
/// opening a font: rendering colour emoji through Xft is most of a cold start's time.
///
/// The file is invalidated by a format version and a fingerprint of fontconfig's caches, which change when fonts are
/// installed or removed. Written atomically at exit; a corrupt or stale file is ignored and replaced.
struct GlyphDiskCache {
    struct Key: Hashable {
        let grapheme: String
        let size: Int
        let color: UInt32
    }

    struct Entry {
        let width: Int
        let height: Int
        let advance: Int
        /// Premultiplied BGRA rows, `width * 4` bytes each.
        let pixels: [UInt8]
    }

    static let magic = Array("EKGLYPH3".utf8)
    static let limit = 4096

    let path: String
    let fingerprint: String
    private(set) var entries: [Key: Entry] = [:]
    /// Line height per pixel size, so layout needs no font either.
    private(set) var lineHeights: [Int: Int] = [:]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"] ?? "/tmp"
        path = Self.path(environment)
        fingerprint = ["/var/cache/fontconfig", Self.cacheHome(environment) + "/fontconfig", home + "/.fonts", home + "/.local/share/fonts"]
            .map(Self.modificationStamp).joined(separator: ",")
        load()
    }

    static func path(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        cacheHome(environment) + "/emotion-keyboard/glyphs.bin"
    }

    private static func cacheHome(_ environment: [String: String]) -> String {
        environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? "/tmp") + "/.cache"
    }

    /// Whether a cache file is there at all (it may still turn out stale).
    static func exists() -> Bool { access(path(), R_OK) == 0 }

    private static func modificationStamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "-" }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    mutating func store(_ key: Key, _ entry: Entry) {
        if entries.count < Self.limit { entries[key] = entry }
    }

    mutating func storeLineHeight(_ height: Int, size: Int) {
        lineHeights[size] = height
    }

    private mutating func load() {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        var reader = ByteReader(bytes: [UInt8](data))
        guard reader.take(Self.magic.count) == Self.magic, reader.string() == fingerprint,
              let metricCount = reader.int() else { return }
        var heights: [Int: Int] = [:]
        for _ in 0..<metricCount {
            guard let size = reader.int(), let height = reader.int() else { return }
            heights[size] = height
        }
        guard let count = reader.int() else { return }
        var loaded: [Key: Entry] = [:]
        for _ in 0..<count {
            guard let grapheme = reader.string(), let size = reader.int(), let color = reader.int(), let width = reader.int(),
                  let height = reader.int(), let advance = reader.int(),
                  width > 0, height > 0, width * height <= 1 << 20, let pixels = reader.take(width * height * 4) else { return }
            loaded[Key(grapheme: grapheme, size: size, color: UInt32(truncatingIfNeeded: color))] =
                Entry(width: width, height: height, advance: advance, pixels: pixels)
        }
        entries = loaded
        lineHeights = heights
    }

    /// The file's bytes.
    func encoded() -> Data {
        var bytes = Self.magic
        ByteWriter.string(fingerprint, into: &bytes)
        ByteWriter.int(lineHeights.count, into: &bytes)
        for (size, height) in lineHeights {
            for value in [size, height] { ByteWriter.int(value, into: &bytes) }
        }
        ByteWriter.int(entries.count, into: &bytes)
        for (key, entry) in entries {
            ByteWriter.string(key.grapheme, into: &bytes)
            for value in [key.size, Int(key.color), entry.width, entry.height, entry.advance] {
                ByteWriter.int(value, into: &bytes)
            }
            bytes += entry.pixels
        }
        return Data(bytes)
    }
}

/// Little-endian fields of the cache file.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func int() -> Int? {
        take(8).map { $0.reversed().reduce(0) { $0 << 8 | Int($1) } }
    }

    mutating func string() -> String? {
        guard let count = int(), count < 4096, let raw = take(count) else { return nil }
        return String(validating: raw, as: UTF8.self)
    }
}

private enum ByteWriter {
    static func int(_ value: Int, into bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    static func string(_ value: String, into bytes: inout [UInt8]) {
        int(value.utf8.count, into: &bytes)
        bytes += value.utf8
    }
}
