/// Reads a TOML 1.0.0 document (https://toml.io/en/v1.0.0) into a `TOMLTable`, or says at which line and column it is
/// not one.
///
/// One forward pass over the bytes with no backtracking: O(n) in the length of the text, whatever its shape. Each key
/// is hashed once per dictionary it is looked up in, so dotted keys and headers cost their length; `[[a]]` appends an
/// element in O(1) and `[a.b]` after it finds a's last element in O(1). Arrays, inline tables and tables nest at most
/// `maximumDepth` deep (deeper is an error, never a deep recursion), so the recursive parts of the parser, of the
/// finished table and of its release are bounded. No input traps: every index is checked, every integer is parsed with
/// overflow checks.
public struct TOMLParser {
    /// How deeply arrays and tables (inline or not, dotted keys and headers included) may nest.
    public static let maximumDepth = 64

    /// Parses `text`; with `refusingNUL`, a string or key holding U+0000 (which TOML allows as an escape) is an error.
    /// O(n) in the length of `text`.
    public static func parse(_ text: String, refusingNUL: Bool = false) throws(TOMLParseError) -> TOMLTable {
        var parser = TOMLParser(bytes: Array(text.utf8), refusesNUL: refusingNUL)
        return try parser.parseDocument()
    }

    /// Parses `bytes`, which must be UTF-8 (checked); otherwise as `parse(_:refusingNUL:)`. O(n) in `bytes.count`.
    public static func parse(utf8 bytes: [UInt8], refusingNUL: Bool = false) throws(TOMLParseError) -> TOMLTable {
        var parser = TOMLParser(bytes: bytes, refusesNUL: refusingNUL)
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            throw parser.error(Failure(offset, "the text is not UTF-8"))
        }
        return try parser.parseDocument()
    }

    /// Where a rule was broken (a byte offset) and how; made into a line and column only when thrown out.
    struct Failure: Error {
        let offset: Int
        let reason: TOMLParseError.Reason

        init(_ offset: Int, _ message: String) {
            self.offset = offset
            reason = .invalid(message)
        }

        init(heldNULAt offset: Int) {
            self.offset = offset
            reason = .heldNUL
        }
    }

    let bytes: [UInt8]
    let refusesNUL: Bool
    /// The offset of the next byte to read.
    var position = 0
    let root = TOMLTableNode(definition: .header, depth: 0)
    /// The table the last header opened, where the key/value lines below it go.
    var current: TOMLTableNode
    /// How many header sections and inline tables have started; each is numbered by this count, for dotted keys.
    var sectionCount = 0
    /// The number of the header section being read (0 before the first header).
    var section = 0

    private init(bytes: [UInt8], refusesNUL: Bool) {
        self.bytes = bytes
        self.refusesNUL = refusesNUL
        current = root
    }

    private mutating func parseDocument() throws(TOMLParseError) -> TOMLTable {
        do {
            try readDocument()
        } catch {
            throw self.error(error)
        }
        return root.table()
    }

    /// The document: lines that are blank, a comment, a header or a key/value pair, each with an optional comment.
    private mutating func readDocument() throws(Failure) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while position < bytes.count {
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: "[")?: try readHeader()
            case UInt8(ascii: "#")?, 0x0A?, 0x0D?, nil: break
            default: try readKeyValue(in: current, section: section)
            }
            try readEndOfLine()
        }
    }

    /// The byte at `offset` from the current position, or `nil` past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// Whether the bytes from the current position are `literal`.
    func peek(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[position + $0] == buffer[$0] } }
    }

    /// Whether `byte` is a control character TOML refuses in strings and comments (all but tab).
    static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09) || byte == 0x7F
    }

    static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 { position += 1 }
    }

    /// Skips a line feed or a carriage return and line feed; a carriage return alone is an error.
    mutating func readNewline() throws(Failure) {
        if peek() == 0x0D {
            guard peek(1) == 0x0A else { throw Failure(position, "a carriage return must be followed by a line feed") }
            position += 1
        }
        position += 1
    }

    /// Skips a comment up to its line's end, refusing control characters in it.
    mutating func skipComment() throws(Failure) {
        position += 1
        while let byte = peek(), byte != 0x0A {
            if byte == 0x0D, peek(1) == 0x0A { return }
            if Self.isControl(byte) { throw Failure(position, "a comment holds a control character") }
            position += 1
        }
    }

    /// Skips whitespace, line breaks and comments, as between the values of an array.
    mutating func skipBlankLines() throws(Failure) {
        while let byte = peek() {
            switch byte {
            case 0x20, 0x09: position += 1
            case 0x0A, 0x0D: try readNewline()
            case UInt8(ascii: "#"): try skipComment()
            default: return
            }
        }
    }

    /// The rest of a line after a header or a key/value pair: whitespace, maybe a comment, then a line break or the end.
    private mutating func readEndOfLine() throws(Failure) {
        skipWhitespace()
        if peek() == UInt8(ascii: "#") { try skipComment() }
        guard peek() != nil else { return }
        guard peek() == 0x0A || peek() == 0x0D else { throw Failure(position, "expected the end of the line") }
        try readNewline()
    }

    /// `failure` with its line and column. O(offset).
    func error(_ failure: Failure) -> TOMLParseError {
        let offset = min(max(failure.offset, 0), bytes.count)
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Columns count scalars: every byte that does not continue a UTF-8 sequence starts one.
        let column = 1 + bytes[min(lineStart, offset)..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return TOMLParseError(line: line, column: column, reason: failure.reason)
    }
}
