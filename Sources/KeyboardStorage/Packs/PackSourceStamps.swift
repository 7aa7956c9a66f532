import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// What a load of the user's sticker packs read, as one stamp (device, inode, mode, size, modification and change
/// times) per folder and per file that is not a PNG image: the packs folder (its listing names the packs), each pack
/// folder and its subfolders (`*.bundle`), and their manifests. Equal stamps mean a new load would read the same
/// manifests in the same folders listing the same files, so `PackCache` may give the last load's result.
///
/// Images are not stamped: one added, removed or renamed changes its folder's stamp, and one rewritten in place is
/// checked again when it is decoded (a broken one is drawn as a placeholder), not when the pack loads.
///
/// O(entries of the pack folders) (one `getdents` pass each, no system call per image) plus one `lstat` per folder
/// and per file that is not an image.
struct PackSourceStamps: Equatable, Sendable {
    /// One line per folder or file, in a fixed order: `path` and the numbers of its stamp, separated by tabs.
    private(set) var lines: [String] = []
    /// The pack folders stamped, in the order a load reads them, as it names them in `StickerPack.directory`.
    private(set) var packFolders: [String] = []
    /// The latest modification or change time stamped, in seconds since the epoch.
    private(set) var newestChange = 0

    /// Subfolders of a pack deeper than this are not read by any format.
    private static let maximumDepth = 1

    /// The stamps of the packs in the folder `userPacks` and of the `configured` pack folders.
    init(userPacks: String, configured: [String]) {
        stamp(userPacks, follow: true)
        for folder in PackLoader.packFolders(in: userPacks) + configured { stampPack(folder) }
    }

    /// The same stamps as `init(userPacks:configured:)` gives when they still equal `recorded` (the `lines` of an
    /// earlier stamping), found without listing the pack folders: a folder whose stamp is unchanged holds the same
    /// entries (adding, removing or renaming one changes its folder's times), so the recorded lines under it name
    /// every entry to stamp again. `nil` as soon as one differs. O(recorded lines + entries of `userPacks`), one
    /// `stat` or `lstat` per line: a few per pack, however many stickers it has.
    init?(checking recorded: [Substring], userPacks: String, configured: [String]) {
        var next = 0
        guard checkStamp(userPacks, follow: true, against: recorded, at: &next) else { return nil }
        for folder in PackLoader.packFolders(in: userPacks) + configured {
            packFolders.append(folder)
            guard checkFolder(folder, depth: 0, against: recorded, at: &next) else { return nil }
        }
        guard next == recorded.count else { return nil }
    }

    /// Checks the stamp of `folder` and then of each entry the recorded lines name right inside it, in the order of
    /// names a scan lists them in. The recorded entries are trusted to be all of them: the file they come from is
    /// written whole by `PackCache.keep` and checked line by line, so only an edit that removes exactly one entry's
    /// line would go unseen (until that folder next changes).
    private mutating func checkFolder(_ folder: String, depth: Int, against recorded: [Substring], at next: inout Int)
        -> Bool
    {
        guard checkStamp(folder, follow: depth == 0, against: recorded, at: &next) else { return false }
        let inside = FileSystem.join(folder, "")
        var previous: Substring?
        while next < recorded.count, let path = Self.path(of: recorded[next]), path.hasPrefix(inside),
            !path.dropFirst(inside.count).contains("/")
        {
            let name = path.dropFirst(inside.count)
            guard previous.map({ $0 < name }) ?? true else { return false }
            previous = name
            let checked =
                Self.namesFolder(recorded[next]) && depth < Self.maximumDepth
                ? checkFolder(path, depth: depth + 1, against: recorded, at: &next)
                : checkStamp(path, follow: false, against: recorded, at: &next)
            guard checked else { return false }
        }
        return true
    }

    private mutating func checkStamp(_ path: String, follow: Bool, against recorded: [Substring], at next: inout Int)
        -> Bool
    {
        guard next < recorded.count else { return false }
        stamp(path, follow: follow)
        next += 1
        return lines[lines.count - 1] == recorded[next - 1]
    }

    /// The path a stamp line is for.
    private static func path(of line: Substring) -> String? {
        line.firstIndex(of: "\t").map { String(line[..<$0]) }
    }

    /// Whether a stamp line is for a folder (its mode, the third number, says so).
    private static func namesFolder(_ line: Substring) -> Bool {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 7, let mode = UInt32(fields[3]) else { return false }
        return mode & UInt32(S_IFMT) == UInt32(S_IFDIR)
    }

    private mutating func stampPack(_ folder: String) {
        packFolders.append(folder)
        stampFolder(folder, depth: 0)
    }

    private mutating func stampFolder(_ folder: String, depth: Int) {
        stamp(folder, follow: depth == 0)
        for (name, isFolder) in Self.nonImageEntries(of: folder) {
            let path = FileSystem.join(folder, name)
            if isFolder && depth < Self.maximumDepth {
                stampFolder(path, depth: depth + 1)
            } else {
                stamp(path, follow: false)
            }
        }
    }

    private mutating func stamp(_ path: String, follow: Bool) {
        var info = stat()
        guard (follow ? stat(path, &info) : lstat(path, &info)) == 0 else {
            lines.append("\(path)\t-\t-\t-\t-\t-\t\(errno)")
            return
        }
        newestChange = max(newestChange, info.st_mtim.tv_sec, info.st_ctim.tv_sec)
        lines.append(
            "\(path)\t\(info.st_dev)\t\(info.st_ino)\t\(info.st_mode)\t\(info.st_size)\t"
                + "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\t\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)")
    }

    /// The entries of `folder` other than `.`, `..` and images (`*.png`, `*.gif`, `*.webp`), sorted by name, each with whether it is a
    /// folder.
    private static func nonImageEntries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let kind = entry.pointee.d_type
            let name: String? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                if bytes.elementsEqual(".".utf8) || bytes.elementsEqual("..".utf8) { return nil }
                if kind == UInt8(DT_REG), isImageName(bytes) { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            // A file system that does not give types is asked by `lstat`, so that a folder is entered as when it does
            // (and as `init(checking:)` enters the folders whose recorded mode says so).
            if let name {
                entries.append(
                    (
                        name,
                        kind == UInt8(DT_DIR) || kind == UInt8(DT_UNKNOWN) && isFolder(FileSystem.join(folder, name))
                    ))
            }
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Whether `path` is a folder itself (not a link to one).
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a file name ends in `.png`, `.gif` or `.webp`, in any case.
    private static func isImageName(_ name: Slice<UnsafeRawBufferPointer>) -> Bool {
        let lowered = name.suffix(5).map { $0 | 0x20 }
        if name.count > 4, lowered.suffix(4).elementsEqual(".png".utf8) || lowered.suffix(4).elementsEqual(".gif".utf8)
        {
            return true
        }
        return name.count > 5 && lowered.elementsEqual(".webp".utf8)
    }
}
