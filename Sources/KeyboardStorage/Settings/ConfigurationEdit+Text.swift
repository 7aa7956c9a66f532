import KeyboardFormats
import KeyboardModel

/// The edit itself, on the text's UTF-8 bytes: in Swift "\r\n" is one `Character`, so lines are found by their bytes,
/// and each line keeps its own ending (LF, CRLF or a lone CR).
extension ConfigurationEdit {
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `text` with the top-level `key` set to `literal` (a TOML value as written, e.g. `"medium"`): the key's line is
    /// replaced where it is (its indentation kept), or a line is added before the first table (at the end when there
    /// is none), ending as the file's first line does. Every other byte is kept. O(length).
    public static func setting(_ key: String, to literal: String, in text: String) throws(Refusal) -> String {
        String(decoding: try setting(key, to: literal, inUTF8: Array(text.utf8)), as: UTF8.self)
    }

    /// `setting(_:to:in:)` on UTF-8 bytes; when `bytes` is a TOML document the result is checked to read back with
    /// `key` set to `literal` and every other top-level key as it was. O(length).
    static func setting(_ key: String, to literal: String, inUTF8 bytes: [UInt8]) throws(Refusal) -> [UInt8] {
        guard bytes.count <= ConfigurationFile.byteLimit else { throw .tooLarge }
        let edited = try edit(key, to: literal, in: bytes)
        try checkReadsBack(edited, from: bytes, key: key, literal: literal)
        return edited
    }

    private static func edit(_ key: String, to literal: String, in bytes: [UInt8]) throws(Refusal) -> [UInt8] {
        let assignment = Array((key + " = " + literal).utf8)
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var position = start
        var firstTable: Int?
        while position < bytes.count {
            let lineStart = position
            let indented = skipBlanks(bytes, from: position)
            let first = indented < bytes.count ? bytes[indented] : nil
            if first == UInt8(ascii: "[") {
                firstTable = lineStart
                break
            }
            let statement =
                first == UInt8(ascii: "#") || first == lineFeed || first == carriageReturn || first == nil
                ? (end: lineEnd(bytes, from: indented), spansLines: false)
                : statementEnd(bytes, from: indented)
            if first != UInt8(ascii: "#"), assigns(key, bytes, at: indented) {
                if statement.spansLines { throw .multiLineValue(key: key) }
                return Array(bytes[..<indented]) + assignment + bytes[statement.end...]
            }
            position = statement.end + terminatorLength(bytes, at: statement.end)
        }
        let ending = firstLineEnding(bytes, from: start)
        if let firstTable { return Array(bytes[..<firstTable]) + assignment + ending + bytes[firstTable...] }
        guard let last = bytes.last, bytes.count > start else { return bytes + assignment + ending }
        if last == lineFeed || last == carriageReturn { return bytes + assignment + ending }
        return bytes + ending + assignment + ending
    }

    /// The first index at or after `index` that is not a space or a tab.
    private static func skipBlanks(_ bytes: [UInt8], from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    /// The index of the line ending (or the end of the text) at or after `index`.
    private static func lineEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != lineFeed, bytes[index] != carriageReturn { index += 1 }
        return index
    }

    /// How many bytes the line ending at `index` has: 2 for CRLF, 1 for LF or CR, 0 at the end of the text.
    private static func terminatorLength(_ bytes: [UInt8], at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        return bytes[index] == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == lineFeed ? 2 : 1
    }

    /// The file's own line ending: its first one, LF when it has none.
    private static func firstLineEnding(_ bytes: [UInt8], from start: Int) -> [UInt8] {
        let end = lineEnd(bytes, from: start)
        guard end < bytes.count else { return [lineFeed] }
        return Array(bytes[end..<(end + terminatorLength(bytes, at: end))])
    }

    /// Whether the key/value line at `index` assigns `key`, written bare, "quoted" or 'literal'.
    private static func assigns(_ key: String, _ bytes: [UInt8], at index: Int) -> Bool {
        for form in [key, "\"" + key + "\"", "'" + key + "'"] {
            let form = Array(form.utf8)
            guard bytes.count - index >= form.count, bytes[index..<(index + form.count)].elementsEqual(form) else {
                continue
            }
            let after = skipBlanks(bytes, from: index + form.count)
            return after < bytes.count && bytes[after] == UInt8(ascii: "=")
        }
        return false
    }

    /// Where the key/value statement starting at `index` ends (its last line's ending, or the end of the text), and
    /// whether it went on over more lines: strings (multi-line ones too) and brackets are followed, comments skipped.
    /// O(length of the statement).
    private static func statementEnd(_ bytes: [UInt8], from index: Int) -> (end: Int, spansLines: Bool) {
        var index = index
        var depth = 0
        var spansLines = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case lineFeed, carriageReturn:
                if depth == 0 { return (index, spansLines) }
                spansLines = true
                index += terminatorLength(bytes, at: index)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let string = stringEnd(bytes, from: index)
                spansLines = spansLines || string.spansLines
                index = string.end
                continue
            case UInt8(ascii: "#"):
                index = lineEnd(bytes, from: index)
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
        return (index, spansLines)
    }

    /// The index after the string opening at `index` (a basic or literal one, single- or multi-line; one left open ends
    /// with its line, or the text for a multi-line one), and whether it holds a line ending.
    private static func stringEnd(_ bytes: [UInt8], from index: Int) -> (end: Int, spansLines: Bool) {
        let quote = bytes[index]
        let escapes = quote == UInt8(ascii: "\"")
        let multiLine = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        var position = index + (multiLine ? 3 : 1)
        var spansLines = false
        while position < bytes.count {
            let byte = bytes[position]
            if escapes, byte == UInt8(ascii: "\\") {
                position += 1
                // A backslash last in the text escapes nothing: the string ends with the text.
                guard position < bytes.count else { break }
                if bytes[position] == lineFeed || bytes[position] == carriageReturn {
                    if !multiLine { return (position, spansLines) }
                    spansLines = true
                }
                position += 1
                continue
            }
            if byte == lineFeed || byte == carriageReturn {
                if !multiLine { return (position, false) }
                spansLines = true
            } else if byte == quote {
                guard multiLine else { return (position + 1, false) }
                if position + 2 < bytes.count, bytes[position + 1] == quote, bytes[position + 2] == quote {
                    // Up to two more quotes belong to the string (`""""` ends it with one quote inside).
                    var end = position + 3
                    while end < bytes.count, end < position + 5, bytes[end] == quote { end += 1 }
                    return (end, spansLines)
                }
            }
            position += 1
        }
        return (position, spansLines)
    }

    /// When `original` is a TOML document, `edited` must be one too, with `key` set to `literal` and every other
    /// top-level key as it was; a file that is not TOML is edited as text alone. O(length).
    private static func checkReadsBack(_ edited: [UInt8], from original: [UInt8], key: String, literal: String)
        throws(Refusal)
    {
        guard let before = try? TOMLParser.parse(utf8: original) else { return }
        guard let after = try? TOMLParser.parse(utf8: edited),
            let wanted = try? TOMLParser.parse(utf8: Array((key + " = " + literal).utf8)),
            value(at: key, in: after) == value(at: key, in: wanted), value(at: key, in: wanted) != nil
        else { throw .wouldNotReadBack(key: key) }
        let top = String(key.prefix { $0 != "." })
        let kept = before.keys.filter { $0 != top }
        guard kept.allSatisfy({ before[$0] == after[$0] }), after.keys.filter({ $0 != top }).count == kept.count else {
            throw .wouldNotReadBack(key: key)
        }
    }

    /// The value of the dotted `key` in `table`.
    private static func value(at key: String, in table: TOMLTable) -> TOMLValue? {
        var parts = key.split(separator: ".", omittingEmptySubsequences: false)
        var table = table
        let last = String(parts.removeLast())
        for part in parts {
            guard let inner = table[String(part)]?.table else { return nil }
            table = inner
        }
        return table[last]
    }
}
