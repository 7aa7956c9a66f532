import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Our own pack format: `pack.json` beside PNG images (see docs/packs.md).
enum NativePackFormat {
    static let manifestName = "pack.json"

    /// What `pack.json` holds. Read with `JSONValue` rather than JSONDecoder: the shipped pack is read at every start,
    /// on the way to the first frame, where setting up Codable cost more than the whole read.
    struct Manifest: Equatable {
        struct Sticker: Equatable {
            let code: String
            let image: String
            let nameEN: String?
            let nameZH: String?
        }
        let name: String
        let cover: String?
        let stickers: [Sticker]

        /// The manifest in `data`, or why it is not one, in the words `DecodingErrorSummary` gives JSONDecoder's errors
        /// ("missing stickers.[2].code", "wrong type at name", "not well-formed"); a key it does not know is ignored.
        /// Stricter than JSONDecoder in one way: the whole document must be UTF-8 JSON, a field no one reads included
        /// (JSONDecoder never looked inside those), and a malformed value is "not well-formed" wherever it is.
        /// O(length of `data`), nesting bounded.
        static func parse(_ data: Data) -> Result<Manifest, ManifestFailure> {
            guard let root = try? JSONValue.parse(data) else { return .failure(ManifestFailure("not well-formed")) }
            var fields = FieldReader(path: [])
            guard let top = fields.object(root) else { return .failure(fields.failure) }
            let name = fields.string(top, "name")
            let cover = fields.optionalString(top, "cover")
            // Fields in the order JSONDecoder decodes them, so the first problem is the one it reported.
            guard let list = fields.array(top, "stickers"), fields.problem == nil, let name else {
                return .failure(fields.failure)
            }
            var stickers: [Sticker] = []
            stickers.reserveCapacity(list.count)
            for (index, item) in list.enumerated() {
                var entry = FieldReader(path: ["stickers", "[\(index)]"])
                guard let object = entry.object(item), let code = entry.string(object, "code"),
                    let image = entry.string(object, "image")
                else {
                    return .failure(entry.failure)
                }
                let nameEN = entry.optionalString(object, "name_en")
                let nameZH = entry.optionalString(object, "name_zh")
                if entry.problem != nil { return .failure(entry.failure) }
                stickers.append(Sticker(code: code, image: image, nameEN: nameEN, nameZH: nameZH))
            }
            return .success(Manifest(name: name, cover: cover, stickers: stickers))
        }
    }

    /// Reads the fields of one object of a manifest, keeping the first problem met as JSONDecoder would report it.
    private struct FieldReader {
        let path: [String]
        private(set) var problem: String?

        init(path: [String]) { self.path = path }

        var failure: ManifestFailure { ManifestFailure(problem ?? "not well-formed") }

        mutating func object(_ value: JSONValue) -> [String: JSONValue]? {
            guard let object = value.object else { return fail("wrong type at", path) }
            return object
        }

        mutating func string(_ object: [String: JSONValue], _ key: String) -> String? {
            guard let value = object[key] else { return fail("missing", path + [key]) }
            guard let text = value.string else { return fail("wrong type at", path + [key]) }
            return text
        }

        mutating func optionalString(_ object: [String: JSONValue], _ key: String) -> String? {
            guard let value = object[key], value != .null else { return nil }
            guard let text = value.string else { return fail("wrong type at", path + [key]) }
            return text
        }

        mutating func array(_ object: [String: JSONValue], _ key: String) -> [JSONValue]? {
            guard let value = object[key] else { return fail("missing", path + [key]) }
            guard let items = value.array else { return fail("wrong type at", path + [key]) }
            return items
        }

        private mutating func fail<T>(_ what: String, _ keys: [String]) -> T? {
            if problem == nil {
                problem = "\(what) \(keys.isEmpty ? "top level" : TerminalText.escaped(keys.joined(separator: ".")))"
            }
            return nil
        }
    }

    static func load(folder: PackFolder) -> PackLoadResult {
        let folderName = PackLoader.displayName(ofFolder: folder.path)
        switch ManifestReader.read(manifestName, in: folder) {
        case .success(let data): return load(folder: folder, manifest: data)
        case .failure(let failure):
            return PackLoadResult(problems: [PackProblem(pack: folderName.name, reason: failure.reason)])
        }
    }

    /// Loads the pack described by `manifest`, the bytes of its `pack.json`. O(n) in the manifest plus O(1) system
    /// calls per sticker.
    static func load(folder: PackFolder, manifest data: Data) -> PackLoadResult {
        let folderName = PackLoader.displayName(ofFolder: folder.path)
        // JSONValue bounds the nesting too; this check comes first only to keep its own phrase for a deep file.
        do {
            try NestingCheck.json(data)
        } catch {
            return PackLoadResult(problems: [
                PackProblem(pack: folderName.name, reason: "\(manifestName) \(error.description)")
            ])
        }
        let manifest: Manifest
        switch Manifest.parse(data) {
        case .success(let parsed): manifest = parsed
        case .failure(let failure):
            let reason = "\(manifestName) is not a valid manifest (\(failure.reason))"
            return PackLoadResult(problems: [PackProblem(pack: folderName.name, reason: reason)])
        }
        let title = DisplayName.clean(manifest.name)
        var builder = StickerEntryBuilder(packName: title.name.isEmpty ? folderName.name : title.name, folder: folder)
        if let change = title.change { builder.report(nil, "name: \(change)") }
        builder.reserve(manifest.stickers.count)
        for (index, sticker) in manifest.stickers.enumerated() {
            builder.addSticker(
                entry: StickerEntryBuilder.label(index, sticker.code), code: StickerCode.validate(sticker.code),
                imageCandidates: [sticker.image], nameEN: sticker.nameEN, nameZH: sticker.nameZH)
        }
        let cover = manifest.cover.flatMap { builder.checkedImage(entry: "cover", candidates: [$0]) }
        let pack = StickerPack(
            name: builder.packName, directory: folder.path, format: .native,
            coverImage: cover ?? builder.emotions.first.flatMap(\.imagePath), emotions: builder.emotions)
        return PackLoadResult(packs: [pack], problems: builder.problems)
    }
}
