import FoundationEssentials

/// LXWeibo's per-group `info.plist`, read as it is: an array of {chs, cht, png, gif, type, code}.
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

    static func load(directory: String, imageCheck: ImageCheck = .header) -> PackLoadResult {
        let name = FileSystem.lastComponent(directory)
        let entries: [Entry]
        do {
            entries = try PropertyListDecoder().decode([Entry].self, from: FileSystem.read(FileSystem.join(directory, manifestName), limit: PackLoader.manifestLimit))
        } catch let error as DecodingError {
            return PackLoadResult(problems: [PackProblem(pack: name, reason: "info.plist is not an LXWeibo emoticon list (\(DecodingErrorSummary.describe(error)))")])
        } catch {
            return PackLoadResult(problems: [PackProblem(pack: name, reason: "info.plist is unreadable")])
        }
        var builder = StickerEntryBuilder(packName: name, directory: directory, imageCheck: imageCheck)
        for (index, entry) in entries.enumerated() {
            let label = "#\(index + 1) \((entry.chs ?? entry.code ?? "").debugDescription)"
            if entry.type == "1" {
                guard let text = emoji(fromHex: entry.code ?? "") else {
                    builder.report(label, "emoji code \((entry.code ?? "").debugDescription) is not a code point")
                    continue
                }
                builder.addEmoji(entry: label, text: text, name: entry.chs)
            } else {
                let images = [entry.png, entry.gif.map { String($0.prefix { $0 != "." }) + ".png" }].compactMap { $0 }
                builder.addSticker(entry: label, code: StickerCode.validate(entry.chs ?? ""), imageCandidates: images,
                                   nameEN: nil, nameZH: entry.chs.map { String($0.dropFirst().dropLast()) })
            }
        }
        let pack = StickerPack(name: name, directory: directory, format: .lxWeibo,
                               coverImage: builder.emotions.first?.imagePath, emotions: builder.emotions)
        return PackLoadResult(packs: [pack], problems: builder.problems)
    }

    /// "0x1f603" as its emoji; LXWeibo stores one code point per entry.
    static func emoji(fromHex hex: String) -> String? {
        let digits = hex.lowercased().hasPrefix("0x") ? hex.dropFirst(2) : Substring(hex)
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value),
              scalar.properties.isEmoji, !StickerCode.isControl(scalar) else { return nil }
        return String(Character(scalar))
    }
}
