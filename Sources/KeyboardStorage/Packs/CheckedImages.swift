import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The sticker images a full check (every byte decoded) found good, each by its path and stamp (device, inode, size,
/// modification and change times, the link itself not followed), kept in the cache folder as `images-checked`, so that
/// `list` decodes only the images that are new or changed since: 48 µs an image, 4.8 s for 100,000, against one
/// `lstat`. An image rewritten in place changes its times, so it is checked again; a broken one is never kept, so it
/// is named at every call.
///
/// The file is read as hostile: anything but its header and stamp lines makes it empty, and a stamp line only skips
/// the check of an image whose stamp is exactly that now. O(size of the file) to read.
public struct CheckedImages: Sendable {
    static let magic = "emotion-keyboard images checked 1"
    /// About 100 bytes an image: a million images.
    public static let sizeLimit = 128 << 20

    private let kept: Set<String>
    /// The stamps found good in this run, whether kept before or checked now: what the file holds next.
    public private(set) var good: Set<String> = []

    /// The record in the file's bytes, or an empty one. Read as bytes: a line is one stamp, no text processing.
    public init(parsing data: Data?) {
        guard let data, data.count <= Self.sizeLimit, data.last == 10 else {
            kept = []
            return
        }
        var lines = data.split(separator: 10, omittingEmptySubsequences: false).dropLast()
        guard let header = lines.popFirst(), header.elementsEqual(Self.magic.utf8) else {
            kept = []
            return
        }
        var kept = Set<String>(minimumCapacity: lines.count)
        for line in lines {
            guard let text = String(validating: line, as: UTF8.self) else {
                self.kept = []
                return
            }
            kept.insert(text)
        }
        self.kept = kept
    }

    /// `images-checked` in `cacheDirectory`.
    public static func path(in cacheDirectory: String) -> String { cacheDirectory + "/images-checked" }

    /// The stamp line of the image at `path` now, or `nil` when it cannot be stat-ed or its path cannot be a line.
    public static func stamp(_ path: String) -> String? {
        guard !path.utf8.contains(where: { $0 == 10 || $0 == 9 }) else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return "\(path)\t\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) "
            + "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// Whether the image with `stamp` was found good before; it then stays in `good`.
    public mutating func wasGood(_ stamp: String) -> Bool {
        guard kept.contains(stamp) else { return false }
        good.insert(stamp)
        return true
    }

    /// Records an image found good now, with the stamp it had before its check: when the stamp changed meanwhile, it
    /// is not recorded (the bytes checked may not be the ones there).
    public mutating func found(good stamp: String, path: String) {
        if Self.stamp(path) == stamp { good.insert(stamp) }
    }

    /// Whether the file should be written: the images found good are not those it holds.
    public var changed: Bool { good != kept }

    public var encoded: Data { Data(([Self.magic] + good.sorted()).map { $0 + "\n" }.joined().utf8) }
}
