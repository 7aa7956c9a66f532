import FoundationEssentials

/// PPStickerKeyboard's plist, read as it is: an array of packs, each with `cover_pic` and `emoticons` = [{image, desc}].
/// The code of an emoticon is `[desc]`; images are `<image>@2x.png` or `@3x.png` in the folder or a `*.bundle` inside it.
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

    /// The first plist in the folder whose top level is an array of packs.
    static func manifest(in directory: String) -> String? {
        FileSystem.contents(of: directory).first { name in
            name.hasSuffix(".plist") && name != LXWeiboFormat.manifestName
        }.map { FileSystem.join(directory, $0) }
    }

    static func load(directory: String, manifest: String, imageCheck: ImageCheck = .header) -> PackLoadResult {
        let folderName = FileSystem.lastComponent(directory)
        let packs: [Pack]
        do {
            packs = try PropertyListDecoder().decode([Pack].self, from: FileSystem.read(manifest, limit: PackLoader.manifestLimit))
        } catch let error as DecodingError {
            return PackLoadResult(problems: [PackProblem(pack: folderName, reason: "\(FileSystem.lastComponent(manifest)) is not a PPStickerKeyboard plist (\(DecodingErrorSummary.describe(error)))")])
        } catch {
            return PackLoadResult(problems: [PackProblem(pack: folderName, reason: "\(FileSystem.lastComponent(manifest)) is unreadable")])
        }
        let imageFolders = [""] + FileSystem.contents(of: directory).filter { $0.hasSuffix(".bundle") }.map { $0 + "/" }
        func candidates(_ image: String) -> [String] {
            imageFolders.flatMap { folder in ["@2x.png", "@3x.png", ".png", ""].map { folder + image + $0 } }
        }
        var result = PackLoadResult()
        for (packIndex, pack) in packs.enumerated() {
            let name = pack.name ?? (packs.count == 1 ? folderName : "\(folderName) \(packIndex + 1)")
            var builder = StickerEntryBuilder(packName: name, directory: directory, imageCheck: imageCheck)
            for (index, emoticon) in pack.emoticons.enumerated() {
                let desc = emoticon.desc ?? ""
                builder.addSticker(entry: "#\(index + 1) \(desc.debugDescription)", code: StickerCode.make(fromName: desc),
                                   imageCandidates: emoticon.image.map(candidates) ?? [], nameEN: nil, nameZH: nil)
            }
            let cover = pack.cover_pic.flatMap { builder.checkedImage(entry: "cover_pic", candidates: candidates($0)) }
            result.packs.append(StickerPack(name: name, directory: directory, format: .ppSticker,
                                            coverImage: cover ?? builder.emotions.first?.imagePath, emotions: builder.emotions))
            result.problems += builder.problems
        }
        return result
    }
}
