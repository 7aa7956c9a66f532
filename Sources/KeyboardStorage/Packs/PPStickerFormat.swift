import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// PPStickerKeyboard's plist, read as it is: an array of packs, each with `cover_pic` and `emoticons` = [{image, desc}].
/// The code of an emoticon is `[desc]`; images are found as `imageNamed:` finds them, in the folder or a `*.bundle` inside it.
enum PPStickerFormat {
    struct Pack: Decodable {
        struct Emoticon: Decodable {
            let image: String?
            let desc: String?
        }
        let cover_pic: String?
        let emoticons: [Emoticon]
        let name: String?
    }

    /// The first plist in the folder (other than `info.plist` and `emojiPackage.plist`), if any.
    static func manifest(in folder: PackFolder) -> String? {
        folder.entries().first { name in
            name.hasSuffix(".plist") && name != LXWeiboFormat.manifestName
                && name != EmojiKeyBoardFormat.bundleManifestName
        }
    }

    static func load(folder: PackFolder, manifestName: String) -> PackLoadResult {
        switch ManifestReader.read(manifestName, in: folder) {
        case .success(let data): return load(folder: folder, manifestName: manifestName, manifest: data)
        case .failure(let failure):
            return PackLoadResult(problems: [
                PackProblem(pack: PackLoader.displayName(ofFolder: folder.path).name, reason: failure.reason)
            ])
        }
    }

    /// Loads the packs described by `manifest`, the bytes of the plist named `manifestName`: one per element of its array.
    static func load(folder: PackFolder, manifestName: String, manifest data: Data) -> PackLoadResult {
        let folderName = PackLoader.displayName(ofFolder: folder.path)
        let packs: [Pack]
        switch ManifestReader.decode(
            [Pack].self, from: data, syntax: .propertyList, file: manifestName, what: "a PPStickerKeyboard plist")
        {
        case .success(let decoded): packs = decoded
        case .failure(let failure):
            return PackLoadResult(problems: [PackProblem(pack: folderName.name, reason: failure.reason)])
        }
        // At most three bundles are searched, so an entry costs at most 16 look-ups however many a folder holds.
        let imageFolders = [""] + folder.entries().filter { $0.hasSuffix(".bundle") }.prefix(3).map { $0 + "/" }
        func candidates(_ image: String) -> [String] {
            imageFolders.flatMap { StickerEntryBuilder.imageNamed(image, in: $0) }
        }
        var result = PackLoadResult()
        for (packIndex, pack) in packs.enumerated() {
            let title = pack.name.map(DisplayName.clean)
            // Several unnamed packs in one folder: each by the folder and its first sticker, as a person knows it.
            let first = pack.emoticons.lazy.compactMap { $0.desc.map { DisplayName.clean($0).name } }.first {
                !$0.isEmpty
            }
            let fallback =
                packs.count == 1
                ? folderName.name
                : first.map { "\(folderName.name) · \($0)" } ?? "\(folderName.name) \(packIndex + 1)"
            let name = title.flatMap { $0.name.isEmpty ? nil : $0.name } ?? fallback
            var builder = StickerEntryBuilder(packName: name, folder: folder)
            if let change = title?.change ?? folderName.change { builder.report(nil, "name: \(change)") }
            for (index, emoticon) in pack.emoticons.enumerated() {
                let desc = emoticon.desc ?? ""
                builder.addSticker(
                    entry: StickerEntryBuilder.label(index, desc), code: StickerCode.make(fromName: desc),
                    imageCandidates: emoticon.image.map(candidates) ?? [], imageNamed: emoticon.image,
                    nameEN: nil, nameZH: nil)
            }
            let cover = pack.cover_pic.flatMap { builder.checkedImage(entry: "cover_pic", candidates: candidates($0)) }
            result.packs.append(
                StickerPack(
                    name: name, directory: folder.path, format: .ppSticker,
                    coverImage: cover ?? builder.emotions.first?.imagePath, emotions: builder.emotions))
            result.problems += builder.problems
        }
        return result
    }
}
