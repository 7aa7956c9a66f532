import FoundationEssentials

/// Our own pack format: `pack.json` beside PNG images (see docs/packs.md).
enum NativePackFormat {
    static let manifestName = "pack.json"

    struct Manifest: Decodable {
        struct Sticker: Decodable {
            let code: String
            let image: String
            let name_en: String?
            let name_zh: String?
        }
        let name: String
        let cover: String?
        let stickers: [Sticker]
    }

    static func load(directory: String, imageCheck: ImageCheck = .header) -> PackLoadResult {
        let folderName = FileSystem.lastComponent(directory)
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: FileSystem.read(FileSystem.join(directory, manifestName), limit: PackLoader.manifestLimit))
        } catch let error as DecodingError {
            return PackLoadResult(problems: [PackProblem(pack: folderName, reason: "pack.json is not a valid manifest (\(DecodingErrorSummary.describe(error)))")])
        } catch {
            return PackLoadResult(problems: [PackProblem(pack: folderName, reason: "pack.json is unreadable")])
        }
        var builder = StickerEntryBuilder(packName: manifest.name, directory: directory, imageCheck: imageCheck)
        for (index, sticker) in manifest.stickers.enumerated() {
            builder.addSticker(entry: "#\(index + 1) \(sticker.code.debugDescription)", code: StickerCode.validate(sticker.code),
                               imageCandidates: [sticker.image], nameEN: sticker.name_en, nameZH: sticker.name_zh)
        }
        let cover = manifest.cover.flatMap { builder.checkedImage(entry: "cover", candidates: [$0]) }
        let pack = StickerPack(name: manifest.name, directory: directory, format: .native,
                               coverImage: cover ?? builder.emotions.first.flatMap(\.imagePath), emotions: builder.emotions)
        return PackLoadResult(packs: [pack], problems: builder.problems)
    }
}

extension Emotion {
    /// The image of a sticker, `nil` for text emotions.
    public var imagePath: String? {
        if case .sticker(let path) = kind { return path }
        return nil
    }
}
