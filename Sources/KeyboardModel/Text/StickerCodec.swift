/// Plain text <-> segments: finds `[code]` tokens of known codes in one pass over the UTF-8 bytes.
///
/// A token is `[`, then at most `StickerCode.maximumLength` bytes without another `[`, `]` or line break, then `]`.
/// Each byte is looked at a bounded number of times: after a failed candidate the scan resumes at the next `[` or after
/// the `]`, never at the byte after the failed `[`. Unknown codes, unbalanced or nested brackets and `[]` stay literal;
/// in `[[笑哭]]` the inner `[笑哭]` is a token and the outer brackets are text.
public struct StickerCodec: Sendable {
    public enum Segment: Hashable, Sendable {
        /// Literal text: a range of UTF-8 byte offsets into the input.
        case text(Range<Int>)
        /// A known code: its index in `codes` and its byte range.
        case code(Int, Range<Int>)
    }

    public let codes: [String]
    private let table: CodeTable
    private let longest: Int

    public init(codes: [String]) {
        self.init(codes: codes, table: CodeTable(codes: codes))
    }

    /// A codec of `codes`, whose `table` is already built (with each code at its index).
    init(codes: [String], table: CodeTable) {
        self.codes = codes
        self.table = table
        longest = codes.map(\.utf8.count).max() ?? 0
    }

    /// The index in `codes` of the code `text` is, if it is one. O(length of `text`).
    public func code(exactly text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 2, bytes.count <= longest, bytes.first == UInt8(ascii: "["),
                bytes.last == UInt8(ascii: "]")
            else { return nil }
            return table.lookup(bytes, 0..<bytes.count)
        }
    }

    /// Segments of `text` in order; text segments are maximal (never two in a row).
    public func segments(of text: String) -> [Segment] {
        var text = text
        return text.withUTF8 { segments(ofUTF8: $0) }
    }

    public func segments(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Segment] {
        var result: [Segment] = []
        forEachSegment(ofUTF8: bytes) { result.append($0) }
        return result
    }

    /// Calls `body` with the segments of `bytes` in order, as `segments(ofUTF8:)` returns them, without keeping them.
    public func forEachSegment(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Segment) -> Void) {
        let end = bytes.count
        guard !table.isEmpty else {
            if end > 0 { body(.text(0..<end)) }
            return
        }
        var textStart = 0
        var index = 0
        scan: while index < end {
            guard bytes[index] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            let open = index
            var probe = open + 1
            let limit = min(end, open + longest)
            while probe < limit {
                switch bytes[probe] {
                case UInt8(ascii: "]"):
                    if let code = table.lookup(bytes, open..<probe + 1) {
                        if textStart < open { body(.text(textStart..<open)) }
                        body(.code(code, open..<probe + 1))
                        textStart = probe + 1
                    }
                    index = probe + 1
                    continue scan
                case UInt8(ascii: "["):
                    index = probe
                    continue scan
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index = probe + 1
                    continue scan
                default:
                    probe += 1
                }
            }
            index = probe
        }
        if textStart < end { body(.text(textStart..<end)) }
    }

    /// Atoms as plain text: stickers become their codes, nothing is added or lost.
    public static func plainText<S: Sequence>(of atoms: S) -> String where S.Element == TextAtom {
        var text = ""
        for atom in atoms {
            switch atom {
            case .character(let character): text.append(character)
            case .sticker(let code): text += code
            }
        }
        return text
    }
}
