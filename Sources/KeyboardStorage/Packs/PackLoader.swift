import KeyboardFormats
import KeyboardModel

/// Loads sticker packs from folders, whatever their format; a broken pack or entry is reported and the rest loads.
///
/// Cost: each pack folder is opened and resolved once; each sticker costs O(1) system calls (open, fstat, two small
/// reads, close: see `PackFolder`) plus the decoding of its manifest entry, O(n) in the manifest's size overall.
public enum PackLoader {
    /// The largest manifest read: a pack of 50,000 stickers needs about 5 MB.
    static let manifestLimit = 16 << 20

    /// Loads the pack in `directory`: `pack.json`, else EmojiKeyBoard's `emojiPackage.plist`, else an `info.plist`
    /// (LXWeibo's or an EmojiKeyBoard package's), else a PPStickerKeyboard plist. At most `PackProblem.listedPerPack`
    /// problems of a pack are listed, then one line counts the rest.
    public static func loadPack(at directory: String) -> PackLoadResult {
        var result = loadUnbounded(at: directory)
        result.problems = PackProblem.bounded(result.problems)
        return result
    }

    private static func loadUnbounded(at directory: String) -> PackLoadResult {
        let name = displayName(ofFolder: directory).name
        let folder: PackFolder
        do {
            folder = try PackFolder(directory)
        } catch {
            return PackLoadResult(problems: [
                PackProblem(pack: name, reason: "\(TerminalText.escaped(directory)) is not a readable folder")
            ])
        }
        if folder.has(NativePackFormat.manifestName) { return NativePackFormat.load(folder: folder) }
        if folder.has(EmojiKeyBoardFormat.bundleManifestName) { return EmojiKeyBoardFormat.loadBundle(folder: folder) }
        if folder.has(LXWeiboFormat.manifestName) { return LXWeiboFormat.load(folder: folder) }
        if let manifest = PPStickerFormat.manifest(in: folder) {
            return PPStickerFormat.load(folder: folder, manifestName: manifest)
        }
        return PackLoadResult(problems: [
            PackProblem(
                pack: name,
                reason: "no pack.json, info.plist or PPStickerKeyboard plist in \(TerminalText.escaped(directory))")
        ])
    }

    /// Loads every pack folder inside `directory` (a missing folder holds no packs).
    public static func loadPacks(in directory: String) -> PackLoadResult {
        var result = PackLoadResult()
        for folder in packFolders(in: directory) { result.merge(loadPack(at: folder)) }
        return result
    }

    /// The pack folders inside `directory`, in the order they load: its folders (links to folders included) whose
    /// names do not start with a dot, sorted by name.
    static func packFolders(in directory: String) -> [String] {
        FileSystem.contents(of: directory).filter { !$0.hasPrefix(".") }.map { FileSystem.join(directory, $0) }.filter(
            FileSystem.isDirectory)
    }

    /// Loads the user's pack folders in `directory`, which must be the user's alone (see `PrivateFolder`): packs
    /// another user could plant are refused in one line. A missing folder holds no packs.
    public static func loadUserPacks(in directory: String) -> PackLoadResult {
        guard FileSystem.isDirectory(directory) else { return PackLoadResult() }
        if let refusal = PrivateFolder.check(directory) {
            return PackLoadResult(problems: [PackProblem(pack: "(user packs)", reason: "not loaded: \(refusal)")])
        }
        return loadPacks(in: directory)
    }

    /// A folder's name as a pack title or in reports, cleaned like every name from a pack.
    static func displayName(ofFolder path: String) -> DisplayName.Cleaned {
        DisplayName.clean(FileSystem.lastComponent(path))
    }
}
