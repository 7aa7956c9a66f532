import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

extension EmojiCatalog {
    /// Finds the groups without parsing their lines; a group that turns out malformed when parsed shows as empty
    /// (`parse` reports such errors; the tests parse the shipped catalog in full).
    public static func scan(_ text: String, keywords: Bool = true, hidden: HiddenEmoji = .none) -> [LazyEmojiGroup] {
        scan(bytes: Data(text.utf8), keywords: keywords, hidden: hidden)
    }

    /// `scan` of the catalog file's bytes, which the groups share: a group's lines become a string only when it is
    /// parsed, so a start decodes none of the file (527 KB) until a tab or a recent emotion needs a group. Jumps from
    /// one `@` to the next with memchr (the shipped file has 109 lines with one) rather than walking each of its 3,765
    /// lines. `hidden` emoji are in no group (nor their variants, nor the hashes). O(length of `bytes`).
    public static func scan(bytes: Data, keywords: Bool = true, hidden: HiddenEmoji = .none) -> [LazyEmojiGroup] {
        // Offsets from 0, whatever the indices of the data given.
        let bytes = bytes.startIndex == 0 ? bytes : Data(bytes)
        var found: [(name: String, start: Int, first: String?)] = []
        bytes.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            guard let base = raw.baseAddress else { return }
            let groupPrefix = Array("@group\t".utf8)
            func find(_ byte: Unicode.Scalar, from start: Int) -> Int? {
                memchr(base + start, Int32(byte.value), bytes.count - start).map {
                    base.distance(to: UnsafeRawPointer($0))
                }
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
                found.append((name, start, firstEmoji(in: bytes, from: end + 1, lineEnd: lineEnd, hidden: hidden)))
            }
        }
        return found.indices.map { index in
            let section = found[index].start..<(index + 1 < found.count ? found[index + 1].start : bytes.count)
            return LazyEmojiGroup(
                name: found[index].name, firstEmoji: found[index].first,
                emotions: Lazy {
                    (try? parse(String(decoding: bytes[section], as: UTF8.self), keywords: keywords, hidden: hidden))?
                        .first?.emotions ?? []
                },
                textHashes: Lazy { firstFieldHashes(of: bytes[section], hidden: hidden) })
        }
    }

    /// The first field of the first emoji line (see `emojiField`) from `start` up to the next group that is not
    /// `hidden` (a base: a variant's line follows its base's). O(lines read).
    private static func firstEmoji(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, lineEnd: (Int) -> Int,
        hidden: HiddenEmoji
    ) -> String? {
        var lineStart = start
        while lineStart < bytes.count {
            let line = bytes[lineStart..<lineEnd(lineStart)]
            lineStart += line.count + 1
            if line.starts(with: "@group\t".utf8) { return nil }
            if let field = emojiField(of: line), !hidden.contains(bytes: UnsafeBufferPointer(rebasing: field)),
                !hidden.contains(bytes: UnsafeBufferPointer(rebasing: secondField(of: line, after: field)))
            {
                return String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self)
            }
        }
        return nil
    }

    /// The first field (the emoji) of `line` when it is an emoji line, `nil` for an `@` directive, a `# ` comment or a
    /// blank line (a keycap such as #️⃣ starts with `#` too).
    private static func emojiField(of line: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard !isBlankOrComment(line), line.first != UInt8(ascii: "@") else { return nil }
        return line.prefix { $0 != UInt8(ascii: "\t") }
    }

    /// The second field (the base, empty for a base) of `line`, whose first field is `first`.
    private static func secondField(
        of line: Slice<UnsafeBufferPointer<UInt8>>,
        after first: Slice<UnsafeBufferPointer<UInt8>>
    ) -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = Swift.min(first.endIndex + 1, line.endIndex)
        return line[start...].prefix { $0 != UInt8(ascii: "\t") }
    }

    /// The `ByteHash` of the first field of every emoji line of `section` (see `emojiField`) that is not `hidden` nor a
    /// variant of a hidden base: a returning user's recents index every group's lines this way before the first frame.
    /// O(length of the section).
    package static func firstFieldHashes(of section: Data, hidden: HiddenEmoji = .none) -> [Int] {
        var fields: [Int] = []
        forEachEmojiLine(of: section) { line, field in
            if hidden.isEmpty
                || !(hidden.contains(bytes: UnsafeBufferPointer(rebasing: field))
                    || hidden.contains(bytes: UnsafeBufferPointer(rebasing: secondField(of: line, after: field))))
            {
                fields.append(ByteHash.of(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: field))))
            }
        }
        return fields
    }

    /// The emoji of every emoji line of `bytes` (see `emojiField`), in the file's order, variants included, hidden or
    /// not: what the drawable check shapes, without the names and groups a full `parse` builds (ten times the cost).
    /// O(length of `bytes`).
    public static func texts(of bytes: Data) -> [String] {
        var texts: [String] = []
        forEachEmojiLine(of: bytes) { _, field in
            texts.append(String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self))
        }
        return texts
    }

    /// Calls `body` with each emoji line of `data` and its first field, in order; line ends are found with memchr.
    private static func forEachEmojiLine(
        of data: Data,
        _ body: (_ line: Slice<UnsafeBufferPointer<UInt8>>, _ field: Slice<UnsafeBufferPointer<UInt8>>) -> Void
    ) {
        data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            guard let base = raw.baseAddress else { return }
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd =
                    memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                    .map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                let line = bytes[lineStart..<lineEnd]
                if let field = emojiField(of: line) { body(line, field) }
                lineStart = lineEnd + 1
            }
        }
    }
}
