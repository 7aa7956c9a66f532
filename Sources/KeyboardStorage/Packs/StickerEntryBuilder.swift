import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Checks one sticker entry of any pack format and turns it into an emotion, or records why it cannot load.
/// O(1) system calls per entry (see `PackFolder`) plus O(length) of its strings.
struct StickerEntryBuilder {
    let packName: String
    let folder: PackFolder
    private(set) var problems: [PackProblem] = []
    private(set) var emotions: [Emotion] = []
    private var seenCodes: Set<String> = []
    /// The image of the sticker added last, whose folder the next one shares when it is the same.
    private var lastImage: StickerImagePath?

    init(packName: String, folder: PackFolder) {
        self.packName = packName
        self.folder = folder
    }

    /// The label of entry number `index` (from 0) in reports: its position and its code or name, escaped.
    static func label(_ index: Int, _ text: String?) -> String {
        "#\(index + 1) \(TerminalText.quoted(String((text ?? "").prefix(DisplayName.maximumLength))))"
    }

    /// Where iOS's `imageNamed:` would find the image `name` in `subfolder` ("" or ending in "/"): `name@3x.png`,
    /// `name@2x.png`, `name.png` (the largest scale first: cells are drawn larger than a phone's 1x point size), then
    /// `name` as written. A trailing `.png` in `name` is dropped first. At most four candidates, so an entry costs a
    /// bounded number of look-ups in the folder's listing.
    static func imageNamed(_ name: String, in subfolder: String = "") -> [String] {
        guard !name.isEmpty else { return [] }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        guard !base.isEmpty else { return [subfolder + name] }
        var candidates = ["@3x.png", "@2x.png", ".png"].map { subfolder + base + $0 }
        if !candidates.contains(subfolder + name) { candidates.append(subfolder + name) }
        return candidates
    }

    /// Makes room for `count` entries, so a large pack grows its arrays once.
    mutating func reserve(_ count: Int) {
        emotions.reserveCapacity(count)
        seenCodes.reserveCapacity(count)
    }

    mutating func report(_ entry: String?, _ reason: String) {
        problems.append(PackProblem(pack: packName, entry: entry, reason: reason))
    }

    /// Adds a sticker whose image is the first of `imageCandidates` (paths relative to the pack folder) that exists.
    /// `imageNamed` is the name reported when none exists. `traditionalCode` (LXWeibo's `cht`) is checked like a code
    /// and kept as an alias when it differs from the code; a bad or duplicate one is reported and the sticker loads
    /// without it.
    mutating func addSticker(
        entry: @autoclosure () -> String, code codeResult: Result<String, StickerCode.CodeError>,
        imageCandidates: [String],
        imageNamed: String? = nil, traditionalCode: String? = nil, nameEN: String?, nameZH: String?
    ) {
        let code: String
        switch codeResult {
        case .success(let valid): code = valid
        case .failure(let error):
            report(entry(), error.description)
            return
        }
        guard seenCodes.insert(code).inserted else {
            report(entry(), "duplicate code \(code); the first one is kept")
            return
        }
        guard let image = checkedImage(entry: entry(), candidates: imageCandidates, named: imageNamed) else {
            seenCodes.remove(code)
            return
        }
        var alias: String?
        if let raw = traditionalCode, !raw.isEmpty, raw != code {
            switch StickerCode.validate(raw) {
            case .success(let valid) where seenCodes.insert(valid).inserted: alias = valid
            case .success(let valid): report(entry(), "cht: duplicate code \(valid); the first one is kept")
            case .failure(let error): report(entry(), "cht: \(error.description)")
            }
        }
        let utf8 = code.utf8
        let plainName = String(code[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)])
        let path = StickerImagePath(image, sharing: lastImage)
        lastImage = path
        emotions.append(
            Emotion(
                kind: .sticker(imagePath: path), text: code,
                nameEN: cleanedName(nameEN, field: "name_en", entry: entry()) ?? plainName,
                nameZH: cleanedName(nameZH, field: "name_zh", entry: entry()) ?? plainName, traditionalCode: alias))
    }

    /// Adds a Unicode emoji entry (LXWeibo's type "1"), whose text is the emoji itself.
    mutating func addEmoji(entry: @autoclosure () -> String, text: String, name: String?) {
        guard !seenCodes.contains(text) else {
            report(entry(), "duplicate emoji \(text); the first one is kept")
            return
        }
        seenCodes.insert(text)
        let shown = cleanedName(name, field: "name", entry: entry()) ?? text
        emotions.append(Emotion(kind: .emoji, text: text, nameEN: shown, nameZH: shown))
    }

    /// `raw` cleaned for display (reported when it changed), or `nil` when there is none or nothing is left of it.
    private mutating func cleanedName(_ raw: String?, field: String, entry: @autoclosure () -> String) -> String? {
        guard let raw else { return nil }
        let cleaned = DisplayName.clean(raw)
        if let change = cleaned.change { report(entry(), "\(field): \(change)") }
        return cleaned.name.isEmpty ? nil : cleaned.name
    }

    /// The absolute path of a PNG, GIF or WebP image (told by its first bytes) inside the pack folder whose header checks, or `nil` after reporting why there is none.
    /// With several candidates, the first that exists in the folder's listing is the one checked; when none does, the
    /// one reported missing is `named` (the name the manifest gives), else the first. Three system calls for a plain
    /// file (see `PackFolder.readPrefix`); the rest of the file is checked when it is first decoded.
    mutating func checkedImage(entry: @autoclosure () -> String, candidates: [String], named: String? = nil) -> String?
    {
        guard let first = candidates.first, !first.isEmpty else {
            report(entry(), "no image named")
            return nil
        }
        let relative = candidates.count == 1 ? first : candidates.first(where: folder.contains) ?? named ?? first
        switch folder.readPrefix(relative, count: PNGHeader.checkedPrefix) {
        case .success(let read):
            do {
                if ImageFormat(sniffing: read.bytes) == .png || ImageFormat(sniffing: read.bytes) == nil {
                    _ = try PNGHeader(header: read.bytes)
                } else {
                    _ = try ImageFormat.checkHeader(read.bytes)
                }
                return read.path
            } catch let error as AnimationDecodeError {
                report(entry(), "image \(TerminalText.escaped(relative)): \(error.message)")
            } catch {
                report(entry(), "image \(TerminalText.escaped(relative)): \(error)")
            }
        case .failure(.missing): report(entry(), "image \(TerminalText.escaped(relative)) is missing")
        case .failure(.outside): report(entry(), "image \(TerminalText.escaped(relative)) is outside the pack folder")
        case .failure(.unreadable(let reason)):
            report(entry(), "image \(TerminalText.escaped(relative)) is unreadable (\(reason))")
        }
        return nil
    }
}
