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

    static func load(folder: PackFolder) -> PackLoadResult {
        let folderName = PackLoader.displayName(ofFolder: folder.path)
        switch ManifestReader.read(manifestName, in: folder) {
        case .success(let data): return load(folder: folder, manifest: data)
        case .failure(let failure): return PackLoadResult(problems: [PackProblem(pack: folderName.name, reason: failure.reason)])
        }
    }

    /// Loads the pack described by `manifest`, the bytes of its `pack.json`. O(n) in the manifest plus O(1) system
    /// calls per sticker.
    static func load(folder: PackFolder, manifest data: Data) -> PackLoadResult {
        let folderName = PackLoader.displayName(ofFolder: folder.path)
        let manifest: Manifest
        switch ManifestReader.decode(Manifest.self, from: data, syntax: .json, file: manifestName, what: "a valid manifest") {
        case .success(let decoded): manifest = decoded
        case .failure(let failure): return PackLoadResult(problems: [PackProblem(pack: folderName.name, reason: failure.reason)])
        }
        let title = DisplayName.clean(manifest.name)
        var builder = StickerEntryBuilder(packName: title.name.isEmpty ? folderName.name : title.name, folder: folder)
        if let change = title.change { builder.report(nil, "name: \(change)") }
        builder.reserve(manifest.stickers.count)
        for (index, sticker) in manifest.stickers.enumerated() {
            builder.addSticker(entry: StickerEntryBuilder.label(index, sticker.code), code: StickerCode.validate(sticker.code),
                               imageCandidates: [sticker.image], nameEN: sticker.name_en, nameZH: sticker.name_zh)
        }
        let cover = manifest.cover.flatMap { builder.checkedImage(entry: "cover", candidates: [$0]) }
        let pack = StickerPack(name: builder.packName, directory: folder.path, format: .native,
                               coverImage: cover ?? builder.emotions.first.flatMap(\.imagePath), emotions: builder.emotions)
        return PackLoadResult(packs: [pack], problems: builder.problems)
    }
}

extension Emotion {
    /// The image of a sticker, `nil` for text emotions.
    public var imagePath: String? {
        if case .sticker(let image) = kind { return image.path }
        return nil
    }
}
