import KeyboardModel

extension TOMLParser {
    /// The digits a number part may hold.
    enum Radix: Int {
        case binary = 2
        case octal = 8
        case decimal = 10
        case hexadecimal = 16

        func allows(_ byte: UInt8) -> Bool {
            guard let value = HexDigit.value(byte) else { return false }
            return Int(value) < rawValue
        }
    }

    /// An integer, a float, or (by its shape: `dddd-` or `dd:`) a date or time. O(its length).
    mutating func readNumberOrDate() throws(Failure) -> TOMLValue {
        if (0..<4).allSatisfy({ Self.isDigit(peek($0)) }), peek(4) == UInt8(ascii: "-") { return try readDateTime() }
        if Self.isDigit(peek()), Self.isDigit(peek(1)), peek(2) == UInt8(ascii: ":") { return try readLocalTime() }
        return try readNumber()
    }

    /// A decimal integer with an optional sign, 0x, 0o or 0b integers without one, or a float: fraction and/or
    /// exponent, inf, nan. Underscores only between digits; no leading zero but in exponents; an integer that does not
    /// fit in 64 bits is an error, and so is a float literal beyond the range of a Double (`1e400`: a slip, not inf).
    private mutating func readNumber() throws(Failure) -> TOMLValue {
        let start = position
        let sign = peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") ? peek() : nil
        if sign != nil { position += 1 }
        let negative = sign == UInt8(ascii: "-")
        if peek("inf") {
            position += 3
            return .float(negative ? -.infinity : .infinity)
        }
        if peek("nan") {
            position += 3
            return .float(negative ? -.nan : .nan)
        }
        if sign == nil, peek() == UInt8(ascii: "0"), let radix = Self.prefixRadix(peek(1)) {
            position += 2
            var digits: [UInt8] = []
            try readDigits(into: &digits, radix: radix)
            guard let value = Int(String(decoding: digits, as: UTF8.self), radix: radix.rawValue) else {
                throw Failure(start, "an integer does not fit in 64 bits")
            }
            return .integer(value)
        }
        var text: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        let integerStart = position
        guard Self.isDigit(peek()) else {
            throw Failure(position, sign == nil ? "expected a value" : "expected a digit")
        }
        try readDigits(into: &text, radix: .decimal)
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 {
            throw Failure(integerStart, "a number cannot start with 0")
        }
        var isFloat = false
        if peek() == UInt8(ascii: ".") {
            position += 1
            text.append(UInt8(ascii: "."))
            guard Self.isDigit(peek()) else { throw Failure(position, "expected a digit after the decimal point") }
            try readDigits(into: &text, radix: .decimal)
            isFloat = true
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            text.append(UInt8(ascii: "e"))
            if let byte = peek(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                text.append(byte)
                position += 1
            }
            try readDigits(into: &text, radix: .decimal)
            isFloat = true
        }
        let literal = String(decoding: text, as: UTF8.self)
        if isFloat {
            guard let value = Double(literal), value.isFinite else { throw Failure(start, "a float out of range") }
            return .float(value)
        }
        guard let value = Int(literal) else { throw Failure(start, "an integer does not fit in 64 bits") }
        return .integer(value)
    }

    private static func prefixRadix(_ byte: UInt8?) -> Radix? {
        switch byte {
        case UInt8(ascii: "x")?: .hexadecimal
        case UInt8(ascii: "o")?: .octal
        case UInt8(ascii: "b")?: .binary
        default: nil
        }
    }

    /// One or more digits of `radix`, single underscores between them dropped, appended to `text`.
    private mutating func readDigits(into text: inout [UInt8], radix: Radix) throws(Failure) {
        guard let first = peek(), radix.allows(first) else { throw Failure(position, "expected a digit") }
        while let byte = peek() {
            if radix.allows(byte) {
                text.append(byte)
            } else if byte == UInt8(ascii: "_") {
                guard let next = peek(1), radix.allows(next) else {
                    throw Failure(position, "an underscore must be between digits")
                }
            } else {
                return
            }
            position += 1
        }
    }
}
