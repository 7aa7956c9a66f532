/// Loads sticker packs from folders, whatever their format; a broken pack or entry is reported and the rest loads.
public enum PackLoader {
    /// The largest manifest read: a pack of 50,000 stickers needs about 5 MB.
    static let manifestLimit = 16 << 20

    /// Loads the pack in `directory`: `pack.json`, else LXWeibo's `info.plist`, else a PPStickerKeyboard plist.
    /// O(manifest bytes + stickers), plus per sticker the calls `imageCheck` says.
    public static func loadPack(at directory: String, imageCheck: ImageCheck = .header) -> PackLoadResult {
        let name = FileSystem.lastComponent(directory)
        guard FileSystem.isDirectory(directory) else {
            return PackLoadResult(problems: [PackProblem(pack: name, reason: "\(directory) is not a readable folder")])
        }
        if FileSystem.isFile(FileSystem.join(directory, NativePackFormat.manifestName)) {
            return NativePackFormat.load(directory: directory, imageCheck: imageCheck)
        }
        if FileSystem.isFile(FileSystem.join(directory, LXWeiboFormat.manifestName)) {
            return LXWeiboFormat.load(directory: directory, imageCheck: imageCheck)
        }
        if let manifest = PPStickerFormat.manifest(in: directory) {
            return PPStickerFormat.load(directory: directory, manifest: manifest, imageCheck: imageCheck)
        }
        return PackLoadResult(problems: [PackProblem(pack: name, reason: "no pack.json, info.plist or PPStickerKeyboard plist in \(directory)")])
    }

    /// Loads every pack folder inside `directory` (a missing folder holds no packs).
    public static func loadPacks(in directory: String, imageCheck: ImageCheck = .header) -> PackLoadResult {
        var result = PackLoadResult()
        for entry in FileSystem.contents(of: directory) where !entry.hasPrefix(".") {
            let path = FileSystem.join(directory, entry)
            if FileSystem.isDirectory(path) { result.merge(loadPack(at: path, imageCheck: imageCheck)) }
        }
        return result
    }
}
