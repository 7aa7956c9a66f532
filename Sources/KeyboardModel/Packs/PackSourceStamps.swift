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
        lines.append("\(path)\t\(info.st_dev)\t\(info.st_ino)\t\(info.st_mode)\t\(info.st_size)\t"
                     + "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\t\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)")
    }

    /// The entries of `folder` other than `.`, `..` and files named `*.png`, sorted by name, each with whether it is a
    /// folder (or of unknown type, which is then stamped as it is).
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
            if let name { entries.append((name, kind == UInt8(DT_DIR))) }
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Whether a file name ends in `.png`, in any case.
    private static func isImageName(_ name: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard name.count > 4 else { return false }
        let suffix = name.suffix(4).map { $0 | 0x20 }
        return suffix.elementsEqual(".png".utf8)
    }
}
