import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the file of `PackCache` line by line; the first thing a pack load could not have given makes the whole file a
/// miss: every stamped pack folder gives at least one pack, in the stamped order; codes, names, emoji and image paths
/// are checked as the loaders check them (paths compared as bytes, inside their pack folder, at most one subfolder
/// deep, as stamped). O(size of the file); no allocation larger than the file allows.
///
/// With `wanted` codes, it reads the packs for a first frame: every pack, but of their stickers only the first (a tab
/// without a cover shows it) and those whose code is wanted (the others are skipped unread, at the cost of finding
/// their line ends and hashing their code).
struct PackCacheReader {
    /// The file's bytes, borrowed for the time of one `read` (no copy: the cache of 10,000 stickers is over 1 MB).
    private let bytes: UnsafeRawBufferPointer
    private let stamps: PackSourceStamps
    private let wanted: WantedCodes?
    private var position = 0

    /// More stickers than this in one pack are not a file we wrote (a manifest holds at most 16 MiB).
    static let maximumStickers = 1 << 20

    init(bytes: UnsafeRawBufferPointer, stamps: PackSourceStamps, wanted: Set<String>? = nil) {
        self.bytes = bytes
        self.stamps = stamps
        self.wanted = wanted.map(WantedCodes.init)
    }

    mutating func read() -> PackLoadResult? {
        guard nextLine().map({ String(decoding: $0, as: UTF8.self) }) == PackCache.header else { return nil }
        for stamp in stamps.lines {
            guard let line = nextLine(), line.first == UInt8(ascii: "S"), line.dropFirst(2).elementsEqual(stamp.utf8),
                line.dropFirst().first == UInt8(ascii: "\t")
            else { return nil }
        }
        var packs: [StickerPack] = []
        // The stamped folder the last pack came from; the next pack comes from it (a plist may hold several) or the next.
        var folder = -1
        while let line = nextLine() {
            if line.elementsEqual("end".utf8) {
                return position == bytes.count && folder == stamps.packFolders.count - 1
                    ? PackLoadResult(packs: packs) : nil
            }
            guard let fields = Self.fields(line, count: 6) else { return nil }
            let directory = fields[2].utf8
            if folder < 0 || !directory.elementsEqual(stamps.packFolders[folder].utf8) {
                folder += 1
                guard folder < stamps.packFolders.count, directory.elementsEqual(stamps.packFolders[folder].utf8) else {
                    return nil
                }
            }
            guard let pack = readPack(fields) else { return nil }
            packs.append(pack)
        }
        return nil
    }

    /// A pack from the fields of its `P` line and its sticker lines after it.
    private mutating func readPack(_ fields: [String]) -> StickerPack? {
        // Each sticker line takes at least this many bytes: a count the rest of the file cannot hold is refused before
        // anything is reserved for it.
        let shortestLine = 8
        guard fields[0] == "P", Self.isCleanName(fields[1]), let format = StickerPack.Format(rawValue: fields[3]),
            let count = Int(fields[5]),
            (0...min(Self.maximumStickers, (bytes.count - position) / shortestLine)).contains(count),
            let realFolder = FileSystem.realPath(fields[2])
        else { return nil }
        let inside = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
        let cover = fields[4].isEmpty ? nil : fields[4]
        if let cover, !Self.isImage(cover, inside: inside) { return nil }
        var emotions: [Emotion] = []
        emotions.reserveCapacity(wanted == nil ? count : 0)
        var texts = Set<String>(minimumCapacity: wanted == nil ? count : 0)
        var lastImage: StickerImagePath?
        for index in 0..<count {
            guard let line = nextLine() else { return nil }
            // The first sticker is always taken: a pack without a cover shows it on its tab.
            if let wanted, index > 0, !wanted.mayHold(line) { continue }
            guard let emotion = Self.emotion(line, inside: inside, sharing: lastImage),
                texts.insert(emotion.text).inserted,
                emotion.traditionalCode.map({ texts.insert($0).inserted }) ?? true
            else { return nil }
            if case .sticker(let image) = emotion.kind { lastImage = image }
            if let wanted, index > 0, !wanted.texts.contains(emotion.text) { continue }
            emotions.append(emotion)
        }
        return StickerPack(name: fields[1], directory: fields[2], format: format, coverImage: cover, emotions: emotions)
    }

    /// A sticker (`K`) or Unicode emoji (`J`) line, checked.
    private static func emotion(
        _ line: Slice<UnsafeRawBufferPointer>, inside folder: String, sharing previous: StickerImagePath?
    ) -> Emotion? {
        switch line.first {
        case UInt8(ascii: "K"):
            guard let fields = fields(line, count: 6), case .success = StickerCode.validate(fields[1]),
                isCleanName(fields[2]), isCleanName(fields[3]), isImage(fields[4], inside: folder),
                fields[5].isEmpty || fields[5] != fields[1] && (try? StickerCode.validate(fields[5]).get()) != nil
            else { return nil }
            return Emotion(
                kind: .sticker(imagePath: StickerImagePath(fields[4], sharing: previous)), text: fields[1],
                nameEN: fields[2], nameZH: fields[3],
                traditionalCode: fields[5].isEmpty ? nil : fields[5])
        case UInt8(ascii: "J"):
            // LXWeibo's one code point, as `LXWeiboFormat.emoji` takes it.
            guard let fields = fields(line, count: 4), fields[1].unicodeScalars.count == 1,
                let scalar = fields[1].unicodeScalars.first,
                LXWeiboFormat.emoji(fromHex: String(scalar.value, radix: 16)) != nil, isCleanName(fields[2]),
                isCleanName(fields[3])
            else { return nil }
            return Emotion(kind: .emoji, text: fields[1], nameEN: fields[2], nameZH: fields[3])
        default:
            return nil
        }
    }

    /// The next line without its line feed; `nil` at the end or for a last line without one.
    private mutating func nextLine() -> Slice<UnsafeRawBufferPointer>? {
        guard position < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + position, Int32(UInt8(ascii: "\n")), bytes.count - position)
        else { return nil }
        let end = base.distance(to: UnsafeRawPointer(found))
        defer { position = end + 1 }
        return bytes[position..<end]
    }

    /// Exactly `count` tab-separated fields of valid UTF-8, else `nil`.
    private static func fields(_ line: Slice<UnsafeRawBufferPointer>, count: Int) -> [String]? {
        var fields: [String] = []
        fields.reserveCapacity(count)
        var start = line.startIndex
        for index in line.indices where line[index] == UInt8(ascii: "\t") {
            guard fields.count < count - 1, let field = String(validating: line[start..<index], as: UTF8.self) else {
                return nil
            }
            fields.append(field)
            start = index + 1
        }
        guard fields.count == count - 1, let last = String(validating: line[start...], as: UTF8.self) else {
            return nil
        }
        fields.append(last)
        return fields
    }

    /// A name as `DisplayName` leaves it: not empty and unchanged by cleaning.
    private static func isCleanName(_ name: String) -> Bool {
        let cleaned = DisplayName.clean(name)
        return !name.isEmpty && cleaned.change == nil && cleaned.name == name
    }

    /// An absolute path of a file inside `folder` (which ends in "/") or one subfolder of it (the folders the stamps
    /// cover): no `.` or `..` part, no empty part, no control character. O(length), over bytes (scalars past ASCII).
    private static func isImage(_ path: String, inside folder: String) -> Bool {
        guard path.utf8.starts(with: folder.utf8), path.utf8.count > folder.utf8.count else { return false }
        var parts = 1
        var partLength = 0
        var dots = 0
        var ascii = true
        for byte in path.utf8.dropFirst(folder.utf8.count) {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "/") {
                guard partLength > 0, dots != partLength || dots > 2 else { return false }
                parts += 1
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        guard partLength > 0, dots != partLength || dots > 2, parts <= 2 else { return false }
        return ascii || !path.unicodeScalars.contains(where: StickerCode.isControl)
    }
}
