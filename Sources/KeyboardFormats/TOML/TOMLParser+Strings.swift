import KeyboardModel

extension TOMLParser {
    /// A basic string `"..."` or a multi-line basic string `"""..."""`, escapes decoded. O(its length).
    mutating func readBasicString() throws(Failure) -> String {
        if peek("\"\"\"") { return try readMultiLineString(quote: UInt8(ascii: "\""), escapes: true) }
        let start = position
        position += 1
        var text: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"): try readEscape(into: &text)
            case 0x0A, 0x0D: throw Failure(start, "a string is not closed on its line")
            case _ where Self.isControl(byte):
                throw Failure(position, "a string holds a control character; write it as an escape")
            default:
                text.append(byte)
                position += 1
            }
        }
        throw Failure(start, "a string is not closed on its line")
    }

    /// A literal string `'...'` or a multi-line literal string `'''...'''`, taken as written. O(its length).
    mutating func readLiteralString() throws(Failure) -> String {
        if peek("'''") { return try readMultiLineString(quote: UInt8(ascii: "'"), escapes: false) }
        let start = position
        position += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "'"):
                position += 1
                return String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)
            case 0x0A, 0x0D: throw Failure(start, "a string is not closed on its line")
            case _ where Self.isControl(byte): throw Failure(position, "a string holds a control character")
            default: position += 1
            }
        }
        throw Failure(start, "a string is not closed on its line")
    }

    /// A multi-line string opened by three `quote`s: a line break right after them is dropped, line breaks are kept
    /// as line feeds, one or two quotes may end the content before the closing three; with `escapes`, escapes are
    /// decoded and a backslash at the end of a line drops the line break and the whitespace after it. O(its length).
    private mutating func readMultiLineString(quote: UInt8, escapes: Bool) throws(Failure) -> String {
        let start = position
        position += 3
        if peek() == 0x0A || (peek() == 0x0D && peek(1) == 0x0A) { try readNewline() }
        var text: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case quote:
                var run = 1
                while peek(run) == quote { run += 1 }
                guard run >= 3 else {
                    text.append(contentsOf: repeatElement(quote, count: run))
                    position += run
                    continue
                }
                guard run <= 5 else {
                    throw Failure(position, "three quotes inside a multi-line string must be escaped")
                }
                text.append(contentsOf: repeatElement(quote, count: run - 3))
                position += run
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\") where escapes:
                if try !skipLineEndingBackslash() { try readEscape(into: &text) }
            case 0x0A, 0x0D:
                try readNewline()
                text.append(0x0A)
            case _ where Self.isControl(byte):
                throw Failure(position, "a string holds a control character; write it as an escape")
            default:
                text.append(byte)
                position += 1
            }
        }
        throw Failure(start, "a multi-line string is not closed")
    }

    /// At a backslash: when only whitespace follows it on its line, skips it, the line break and all whitespace and
    /// line breaks after, and returns true.
    private mutating func skipLineEndingBackslash() throws(Failure) -> Bool {
        var offset = 1
        while peek(offset) == 0x20 || peek(offset) == 0x09 { offset += 1 }
        guard peek(offset) == 0x0A || peek(offset) == 0x0D else { return false }
        position += offset
        while let byte = peek() {
            switch byte {
            case 0x20, 0x09: position += 1
            case 0x0A, 0x0D: try readNewline()
            default: return true
            }
        }
        return true
    }

    /// An escape at a backslash, appended to `text` as UTF-8: \b \t \n \f \r \" \\, \uXXXX and \UXXXXXXXX of a
    /// Unicode scalar value.
    private mutating func readEscape(into text: inout [UInt8]) throws(Failure) {
        let start = position
        position += 1
        guard let letter = peek() else { throw Failure(start, "a string is not closed") }
        position += 1
        switch letter {
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = letter == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for _ in 0..<digits {
                guard let digit = peek().flatMap(HexDigit.value) else {
                    throw Failure(start, "\\\(Character(Unicode.Scalar(letter))) needs \(digits) hexadecimal digits")
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw Failure(start, "an escape of a surrogate or above U+10FFFF is not a character")
            }
            if value == 0, refusesNUL { throw Failure(heldNULAt: start) }
            UTF8.encode(scalar) { text.append($0) }
        default:
            throw Failure(start, "an unknown escape in a string")
        }
    }
}
