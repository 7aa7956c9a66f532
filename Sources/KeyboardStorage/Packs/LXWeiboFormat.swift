import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// LXWeibo's per-group `info.plist` (or an EmojiKeyBoard package's, handed on), read as it is: an array of {chs, cht, png, gif, type, code}.
/// Type "0" is an image whose code is `chs` (already bracketed, e.g. "[马到成功]"); type "1" is a Unicode emoji given as `code` = "0x1f603".
enum LXWeiboFormat {
    static let manifestName = "info.plist"

    struct Entry: Decodable {
        let chs: String?
        let cht: String?
        let png: String?
        let gif: String?
        let type: String?
        let code: String?
    }

    static func load(folder: PackFolder) -> PackLoadResult {
        switch ManifestReader.read(manifestName, in: folder) {
        case .success(let data): return load(folder: folder, manifest: data)
        case .failure(let failure):
            return PackLoadResult(problems: [
                PackProblem(pack: PackLoader.displayName(ofFolder: folder.path).name, reason: failure.reason)
            ])
        }
    }

    /// LXWeibo's own group folders, titled as its keyboard's tabs are (LXEmotionKeyboard.xib): a folder name says
    /// nothing to a person who knows these stickers.
    static let groupTitles = ["default": "默认", "emoji": "Emoji", "lxh": "浪小花"]

    /// Loads the pack described by `manifest`, the bytes of its `info.plist`; the tab is titled by the folder's name,
    /// or by LXWeibo's title for one of its groups.
    static func load(folder: PackFolder, manifest data: Data) -> PackLoadResult {
        let folderName = PackLoader.displayName(ofFolder: folder.path)
        let title = groupTitles[folderName.name].map(DisplayName.clean) ?? folderName
        let entries: [Entry]
        switch ManifestReader.decode(
            [Entry].self, from: data, syntax: .propertyList, file: manifestName, what: "an LXWeibo emoticon list")
        {
        case .success(let decoded): entries = decoded
        case .failure(let failure):
            // An EmojiKeyBoard package's `info.plist` is a dictionary {id, emojis}, not LXWeibo's array.
            if case .success(let package) = ManifestReader.decode(
                EmojiKeyBoardFormat.Package.self, from: data, syntax: .propertyList,
                file: manifestName, what: "an EmojiKeyBoard package")
            {
                return EmojiKeyBoardFormat.loadPackage(package, folder: folder)
            }
            return PackLoadResult(problems: [PackProblem(pack: title.name, reason: failure.reason)])
        }
        var builder = StickerEntryBuilder(packName: title.name, folder: folder)
        if let change = title.change { builder.report(nil, "folder name: \(change)") }
        builder.reserve(entries.count)
        for (index, entry) in entries.enumerated() {
            let label = StickerEntryBuilder.label(index, entry.chs ?? entry.code)
            if entry.type == "1" {
                guard let text = emoji(fromHex: entry.code ?? "") else {
                    builder.report(
                        label,
                        "emoji code \(TerminalText.quoted(String((entry.code ?? "").prefix(20)))) is not a code point")
                    continue
                }
                builder.addEmoji(entry: label, text: text, name: entry.chs)
            } else {
                // The animated `gif` when the folder holds it (LXWeibo's lxh group), else the still image `png`, else the
                // `gif` name's PNG, each found as `imageNamed:` would.
                let named = [entry.png, entry.gif.map { String($0.prefix { $0 != "." }) }].compactMap { $0 }.filter {
                    !$0.isEmpty
                }
                var images = StickerEntryBuilder.imageNamed(named.first ?? "")
                if named.count > 1 {
                    images += StickerEntryBuilder.imageNamed(named[1]).filter { !images.contains($0) }
                }
                if let gif = entry.gif, !gif.isEmpty, folder.contains(gif) { images.insert(gif, at: 0) }
                builder.addSticker(
                    entry: label, code: StickerCode.validate(entry.chs ?? ""), imageCandidates: images,
                    imageNamed: named.first, traditionalCode: entry.cht,
                    nameEN: nil, nameZH: entry.chs.map { String($0.dropFirst().dropLast()) })
            }
        }
        let pack = StickerPack(
            name: title.name, directory: folder.path, format: .lxWeibo,
            coverImage: builder.emotions.first?.imagePath, emotions: builder.emotions)
        return PackLoadResult(packs: [pack], problems: builder.problems)
    }

    /// "0x1f603" as its emoji; LXWeibo stores one code point per entry.
    static func emoji(fromHex hex: String) -> String? {
        let digits = hex.lowercased().hasPrefix("0x") ? hex.dropFirst(2) : Substring(hex)
        guard digits.count <= 8, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value),
            scalar.properties.isEmoji, !StickerCode.isControl(scalar)
        else { return nil }
        return String(Character(scalar))
    }
}
