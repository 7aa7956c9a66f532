/// The absolute path of a sticker's image as its folder, shared by the stickers of a pack (one object for 10,000 of
/// them, not 10,000 copies of a long path), and its file name there, short enough to be stored inline most often.
public struct StickerImagePath: Hashable, Sendable, CustomStringConvertible {
    /// Up to and including the last "/" of the path ("" without one).
    private let folder: Folder
    private let name: String

    /// `path` split after its last "/"; the folder of `previous` is reused when it is the same. O(length of `path`).
    public init(_ path: String, sharing previous: StickerImagePath? = nil) {
        let utf8 = path.utf8
        let split = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        let folderPath = path[..<split]
        if let previous, previous.folder.path.utf8.elementsEqual(folderPath.utf8) {
            folder = previous.folder
        } else {
            folder = Folder(path: String(folderPath))
        }
        name = String(path[split...])
    }

    /// The whole path. O(length), a new string each time.
    public var path: String { folder.path + name }

    public var description: String { path }

    public static func == (left: StickerImagePath, right: StickerImagePath) -> Bool {
        left.name == right.name && (left.folder === right.folder || left.folder.path == right.folder.path)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(folder.path)
        hasher.combine(name)
    }

    private final class Folder: Sendable {
        let path: String
        init(path: String) { self.path = path }
    }
}
