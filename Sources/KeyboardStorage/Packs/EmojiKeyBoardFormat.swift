import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Chakery/EmojiKeyBoard's `EmojiKeyBoard.bundle`, read as it is: `emojiPackage.plist` = {packages: [{name, id}]}
/// names the packages, each the folder called by its `id` holding an `info.plist` = {id, emojis: [{chs, png} | {code}]}.
/// `chs` is a bracketed code like LXWeibo's; `code` is a Unicode emoji given as "0x1f603".
enum EmojiKeyBoardFormat {
    static let bundleManifestName = "emojiPackage.plist"
    /// The most packages one bundle loads (the shipped one has two); the rest are reported in one line.
    static let packageLimit = 64

    struct Bundle: Decodable {
        struct Package: Decodable {
            let name: String?
            let id: String?
        }
        let packages: [Package]
    }

    struct Package: Decodable {
        struct Entry: Decodable {
            let chs: String?
            let cht: String?
            let png: String?
            let code: String?
        }
        let id: String?
        let emojis: [Entry]
    }

    /// Loads every package the bundle in `folder` names, one tab each, in the plist's order.
    static func loadBundle(folder: PackFolder) -> PackLoadResult {
        switch ManifestReader.read(bundleManifestName, in: folder) {
        case .success(let data): return loadBundle(folder: folder, manifest: data)
        case .failure(let failure):
            return PackLoadResult(problems: [
                PackProblem(pack: PackLoader.displayName(ofFolder: folder.path).name, reason: failure.reason)
            ])
        }
    }

    /// Loads the packages named by `manifest`, the bytes of the bundle's `emojiPackage.plist`.
    static func loadBundle(folder: PackFolder, manifest data: Data) -> PackLoadResult {
        let bundleName = PackLoader.displayName(ofFolder: folder.path)
        let bundle: Bundle
        switch ManifestReader.decode(
            Bundle.self, from: data, syntax: .propertyList, file: bundleManifestName,
            what: "an EmojiKeyBoard package list")
        {
        case .success(let decoded): bundle = decoded
        case .failure(let failure):
            return PackLoadResult(problems: [PackProblem(pack: bundleName.name, reason: failure.reason)])
        }
        var result = PackLoadResult()
        if bundle.packages.count > packageLimit {
            result.problems.append(
                PackProblem(
                    pack: bundleName.name,
                    reason:
                        "\(bundle.packages.count - packageLimit) packages after the first \(packageLimit) not loaded"))
        }
        for (index, package) in bundle.packages.prefix(packageLimit).enumerated() {
            guard let id = package.id, isFolderName(id) else {
                result.problems.append(
                    PackProblem(
                        pack: bundleName.name, entry: "package #\(index + 1)",
                        reason:
                            "id \(TerminalText.quoted(String((package.id ?? "").prefix(DisplayName.maximumLength)))) is not a folder name"
                    ))
                continue
            }
            let title =
                package.name.map(DisplayName.clean).flatMap { $0.name.isEmpty ? nil : $0 } ?? DisplayName.clean(id)
            let manifestPath = id + "/" + LXWeiboFormat.manifestName
            switch ManifestReader.read(manifestPath, in: folder).flatMap({
                ManifestReader.decode(
                    Package.self, from: $0, syntax: .propertyList, file: manifestPath, what: "an EmojiKeyBoard package")
            }) {
            case .success(let decoded):
                result.merge(load(decoded, in: id + "/", folder: folder, title: title))
            case .failure(let failure):
                result.problems.append(PackProblem(pack: title.name, reason: failure.reason))
            }
        }
        return result
    }

    /// Loads one package folder alone, from its `info.plist` already decoded; titled by its name in the bundle's
    /// `emojiPackage.plist` beside it when that names it, else by the folder's name.
    static func loadPackage(_ package: Package, folder: PackFolder) -> PackLoadResult {
        load(
            package, in: "", folder: folder,
            title: nameInBundle(of: folder) ?? PackLoader.displayName(ofFolder: folder.path))
    }

    private static func load(_ package: Package, in subfolder: String, folder: PackFolder, title: DisplayName.Cleaned)
        -> PackLoadResult
    {
        var builder = StickerEntryBuilder(packName: title.name, folder: folder)
        if let change = title.change { builder.report(nil, "name: \(change)") }
        builder.reserve(package.emojis.count)
        for (index, entry) in package.emojis.enumerated() {
            let label = StickerEntryBuilder.label(index, entry.chs ?? entry.code)
            if let png = entry.png {
                builder.addSticker(
                    entry: label, code: StickerCode.validate(entry.chs ?? ""),
                    imageCandidates: StickerEntryBuilder.imageNamed(png, in: subfolder),
                    imageNamed: subfolder + png, traditionalCode: entry.cht, nameEN: nil,
                    nameZH: entry.chs.map { String($0.dropFirst().dropLast()) })
            } else if let hex = entry.code {
                guard let text = LXWeiboFormat.emoji(fromHex: hex) else {
                    builder.report(
                        label, "emoji code \(TerminalText.quoted(String(hex.prefix(20)))) is not a code point")
                    continue
                }
                builder.addEmoji(entry: label, text: text, name: nil)
            } else {
                builder.report(label, "neither png nor code")
            }
        }
        let pack = StickerPack(
            name: title.name, directory: folder.path, format: .emojiKeyBoard,
            coverImage: builder.emotions.first?.imagePath, emotions: builder.emotions)
        return PackLoadResult(packs: [pack], problems: builder.problems)
    }

    /// Whether `id` names a folder right inside the bundle: not empty, no slash, not `.` or `..`, and short.
    static func isFolderName(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 255 && id != "." && id != ".." && !id.utf8.contains(UInt8(ascii: "/"))
            && !id.unicodeScalars.contains(where: StickerCode.isControl)
    }

    /// The name the bundle's `emojiPackage.plist` gives the package in `folder`, when the folder is inside a bundle.
    /// Reads that one plist (bounded like every manifest); any problem with it just leaves the folder's name.
    private static func nameInBundle(of folder: PackFolder) -> DisplayName.Cleaned? {
        let id = FileSystem.lastComponent(folder.realPath)
        guard let parent = try? PackFolder(folder.realPath + "/.."), parent.has(bundleManifestName),
            case .success(let data) = ManifestReader.read(bundleManifestName, in: parent),
            case .success(let bundle) = ManifestReader.decode(
                Bundle.self, from: data, syntax: .propertyList, file: bundleManifestName, what: "")
        else { return nil }
        return bundle.packages.prefix(packageLimit).first { $0.id == id }?.name.map(DisplayName.clean).flatMap {
            $0.name.isEmpty ? nil : $0
        }
    }
}
