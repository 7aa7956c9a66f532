extension TOMLParser {
    /// `YYYY-MM-DD`, then optionally `T`, `t` or a space and a time, then optionally `Z`, `z` or `+HH:MM`/`-HH:MM`:
    /// a local date, a local date-time or an offset date-time. Every field is checked against its range, the day
    /// against its month (February 29 only in leap years). O(its length).
    mutating func readDateTime() throws(Failure) -> TOMLValue {
        let start = position
        let year = try readField(digits: 4, in: 0...9999, "a year")
        try expect(UInt8(ascii: "-"), "expected '-' in a date")
        let month = try readField(digits: 2, in: 1...12, "a month")
        try expect(UInt8(ascii: "-"), "expected '-' in a date")
        let dayStart = position
        let day = try readField(digits: 2, in: 1...31, "a day")
        guard day <= Self.days(inMonth: month, ofYear: year) else {
            throw Failure(dayStart, "the month has no such day")
        }
        var kind = TOMLDateTime.Kind.localDate
        if peek() == UInt8(ascii: "T") || peek() == UInt8(ascii: "t") || (peek() == 0x20 && Self.isDigit(peek(1))) {
            position += 1
            try readTime()
            kind = .localDateTime
            if peek() == UInt8(ascii: "Z") || peek() == UInt8(ascii: "z") {
                position += 1
                kind = .offsetDateTime
            } else if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                position += 1
                _ = try readField(digits: 2, in: 0...23, "an offset's hours")
                try expect(UInt8(ascii: ":"), "expected ':' in a time offset")
                _ = try readField(digits: 2, in: 0...59, "an offset's minutes")
                kind = .offsetDateTime
            }
        }
        return .dateTime(TOMLDateTime(kind: kind, text: String(decoding: bytes[start..<position], as: UTF8.self)))
    }

    /// `HH:MM:SS` with an optional fraction of a second, as a value.
    mutating func readLocalTime() throws(Failure) -> TOMLValue {
        let start = position
        try readTime()
        return .dateTime(TOMLDateTime(kind: .localTime, text: String(decoding: bytes[start..<position], as: UTF8.self)))
    }

    /// `HH:MM:SS` and an optional `.` with one or more digits; seconds up to 60 (a leap second).
    private mutating func readTime() throws(Failure) {
        _ = try readField(digits: 2, in: 0...23, "an hour")
        try expect(UInt8(ascii: ":"), "expected ':' in a time")
        _ = try readField(digits: 2, in: 0...59, "a minute")
        try expect(UInt8(ascii: ":"), "expected ':' and seconds in a time")
        _ = try readField(digits: 2, in: 0...60, "a second")
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard Self.isDigit(peek()) else { throw Failure(position, "expected a digit after the decimal point") }
            while Self.isDigit(peek()) { position += 1 }
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(Failure) {
        guard peek() == byte else { throw Failure(position, message) }
        position += 1
    }

    /// Exactly `digits` decimal digits whose value is in `range`.
    private mutating func readField(digits: Int, in range: ClosedRange<Int>, _ name: String) throws(Failure) -> Int {
        let start = position
        var value = 0
        for _ in 0..<digits {
            guard let byte = peek(), Self.isDigit(byte) else {
                throw Failure(position, "expected \(digits) digits for \(name)")
            }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position += 1
        }
        guard range.contains(value) else { throw Failure(start, "\(name) out of range") }
        return value
    }

    static func days(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
