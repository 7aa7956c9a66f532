import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Reads the generated `emoji.tsv` (see assets/generate.py) into emoji groups.
public enum EmojiCatalog {
    public struct FormatError: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "emoji.tsv line \(line): \(reason)" }
    }

    /// `keywords: false` leaves the CLDR keywords out: the window never searches, and they cost memory and time.
    public static func parse(_ text: String, keywords withKeywords: Bool = true) throws(FormatError) -> [EmojiGroup] {
        var groups: [EmojiGroup] = []
        var groupName: String?
        var subgroups: [String] = []
        var bases: [Emotion] = []
        var variants: [[Emotion]] = []
        var subgroupIndices: [Int] = []
        var baseIndex: [String: Int] = [:]

        func finishGroup() {
            guard let name = groupName else { return }
            let emotions = zip(bases, variants).map { base, tones in
                Emotion(kind: .emoji, text: base.text, nameEN: base.nameEN, nameZH: base.nameZH, keywords: base.keywords, variants: tones)
            }
            groups.append(EmojiGroup(name: name, subgroups: subgroups, emotions: emotions, subgroupIndices: subgroupIndices))
            bases = []
            variants = []
            subgroups = []
            subgroupIndices = []
            baseIndex = [:]
        }

        // Scan UTF-8 bytes: splitting a String by Character segments graphemes and would cost most of start-up.
        var text = text
        var failure: FormatError?
        text.withUTF8 { bytes in
            var lineNumber = 0
            var lineStart = 0
            while lineStart < bytes.count, failure == nil {
                lineNumber += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                // Comments are "# ..."; the keycap emoji #️⃣ also starts with the byte "#".
                if lineEnd == lineStart || (bytes[lineStart] == UInt8(ascii: "#") && lineEnd > lineStart + 1 && bytes[lineStart + 1] == UInt8(ascii: " ")) {
                    continue
                }
                var fields: [String] = []
                var fieldStart = lineStart
                for index in lineStart...lineEnd where fields.count < (withKeywords ? 6 : 4) && (index == lineEnd || bytes[index] == UInt8(ascii: "\t")) {
                    fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                    fieldStart = index + 1
                }
                switch fields[0] {
                case "@group":
                    finishGroup()
                    groupName = fields.count > 1 ? fields[1] : ""
                case "@subgroup":
                    subgroups.append(fields.count > 1 ? fields[1] : "")
                default:
                    guard fields.count >= 4, groupName != nil else {
                        failure = FormatError(line: lineNumber, reason: "expected emoji, base, English and Chinese names")
                        return
                    }
                    let keywords = fields.count >= 6 ? fields[4] + "|" + fields[5] : ""
                    let emotion = Emotion(kind: .emoji, text: fields[0], nameEN: fields[2], nameZH: fields[3], keywords: keywords)
                    if fields[1].isEmpty {
                        baseIndex[emotion.text] = bases.count
                        bases.append(emotion)
                        variants.append([])
                        subgroupIndices.append(subgroups.count - 1)
                    } else if let index = baseIndex[fields[1]] {
                        variants[index].append(emotion)
                    } else {
                        failure = FormatError(line: lineNumber, reason: "variant of unknown base \(fields[1])")
                        return
                    }
                }
            }
        }
        if let failure { throw failure }
        finishGroup()
        return groups
    }
}

/// A group found by a quick scan of `emoji.tsv`, its emoji parsed on first use.
public struct LazyEmojiGroup: Sendable {
    public let name: String
    /// The group's first emoji, for its tab icon, known without parsing the group.
    public let firstEmoji: String?
    public let emotions: Lazy<[Emotion]>
    /// The `ByteHash` of the texts of the group's emoji and skin-tone variants, read without parsing the group (far
    /// cheaper than `emotions`: to find which group holds an emoji).
    let textHashes: Lazy<[Int]>

    public init(name: String, firstEmoji: String?, emotions: Lazy<[Emotion]>) {
        self.init(name: name, firstEmoji: firstEmoji, emotions: emotions,
                  textHashes: Lazy { emotions.value.flatMap { [$0.text] + $0.variants.map(\.text) }.map(ByteHash.of) })
    }

    init(name: String, firstEmoji: String?, emotions: Lazy<[Emotion]>, textHashes: Lazy<[Int]>) {
        self.name = name
        self.firstEmoji = firstEmoji
        self.emotions = emotions
        self.textHashes = textHashes
    }

    public init(_ group: EmojiGroup) {
        self.init(name: group.name, firstEmoji: group.emotions.first?.text, emotions: Lazy(ready: group.emotions))
    }
}

extension EmojiCatalog {
    /// Finds the groups without parsing their lines; a group that turns out malformed when parsed shows as empty
    /// (`parse` reports such errors; the tests parse the shipped catalog in full).
    public static func scan(_ text: String, keywords: Bool = true) -> [LazyEmojiGroup] {
        scan(bytes: Data(text.utf8), keywords: keywords)
    }

    /// `scan` of the catalog file's bytes, which the groups share: a group's lines become a string only when it is
    /// parsed, so a start decodes none of the file (527 KB) until a tab or a recent emotion needs a group. Jumps from
    /// one `@` to the next with memchr (the shipped file has 109 lines with one) rather than walking each of its 3,765
    /// lines. O(length of `bytes`).
    public static func scan(bytes: Data, keywords: Bool = true) -> [LazyEmojiGroup] {
        // Offsets from 0, whatever the indices of the data given.
        let bytes = bytes.startIndex == 0 ? bytes : Data(bytes)
        var found: [(name: String, start: Int, first: String?)] = []
        bytes.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            guard let base = raw.baseAddress else { return }
            let groupPrefix = Array("@group\t".utf8)
            func find(_ byte: Unicode.Scalar, from start: Int) -> Int? {
                memchr(base + start, Int32(byte.value), bytes.count - start).map { base.distance(to: UnsafeRawPointer($0)) }
            }
            func lineEnd(from start: Int) -> Int { find("\n", from: start) ?? bytes.count }
            var offset = 0
            while offset < bytes.count, let start = find("@", from: offset) {
                let end = lineEnd(from: start)
                offset = end
                guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard line.starts(with: groupPrefix) else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: line[groupPrefix.count...]), as: UTF8.self)
                found.append((name, start, firstEmoji(in: bytes, from: end + 1, lineEnd: lineEnd)))
            }
        }
        return found.indices.map { index in
            let section = found[index].start..<(index + 1 < found.count ? found[index + 1].start : bytes.count)
            return LazyEmojiGroup(name: found[index].name, firstEmoji: found[index].first,
                                  emotions: Lazy { (try? parse(String(decoding: bytes[section], as: UTF8.self), keywords: keywords))?.first?.emotions ?? [] },
                                  textHashes: Lazy { firstFieldHashes(of: bytes[section]) })
        }
    }

    /// The first field of the first emoji line (see `emojiField`) from `start` up to the next group. O(lines read).
    private static func firstEmoji(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, lineEnd: (Int) -> Int) -> String? {
        var lineStart = start
        while lineStart < bytes.count {
            let line = bytes[lineStart..<lineEnd(lineStart)]
            lineStart += line.count + 1
            if line.starts(with: "@group\t".utf8) { return nil }
            if let field = emojiField(of: line) { return String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self) }
        }
        return nil
    }

    /// The first field (the emoji) of `line` when it is an emoji line, `nil` for an `@` directive, a `# ` comment or a
    /// blank line (a keycap such as #️⃣ starts with `#` too).
    private static func emojiField(of line: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard let first = line.first, first != UInt8(ascii: "@"), !line.starts(with: "# ".utf8) else { return nil }
        return line.prefix { $0 != UInt8(ascii: "\t") }
    }

    /// The `ByteHash` of the first field of every emoji line of `section` (see `emojiField`): a returning user's recents
    /// index every group's lines this way before the first frame. Line ends are found with memchr. O(length of the
    /// section).
    static func firstFieldHashes(of section: Data) -> [Int] {
        section.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            guard let base = raw.baseAddress else { return [] }
            var fields: [Int] = []
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                    .map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                if let field = emojiField(of: bytes[lineStart..<lineEnd]) {
                    fields.append(ByteHash.of(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: field))))
                }
                lineStart = lineEnd + 1
            }
            return fields
        }
    }
}
