import FoundationEssentials

/// The recursive descent behind `JSONValue.parse`, over the bytes of one document.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let depthLimit: Int
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    var atEnd: Bool { position == bytes.count }
    let malformed = JSONValue.Malformed()

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONValue.Malformed) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw malformed }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(JSONValue.Malformed) -> JSONValue {
        guard depth <= depthLimit else { throw malformed }
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw malformed }
            let key = try string()
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { throw malformed }
            let member = try value(depth: depth)
            if members[key] == nil { members[key] = member }
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            guard take(UInt8(ascii: ",")) else { throw malformed }
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return .object(members) }
        }
    }

    private mutating func array(depth: Int) throws(JSONValue.Malformed) -> JSONValue {
        guard depth <= depthLimit else { throw malformed }
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .array(items) }
        while true {
            items.append(try value(depth: depth))
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return .array(items) }
            guard take(UInt8(ascii: ",")) else { throw malformed }
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return .array(items) }
        }
    }

    /// Steps over `byte` when it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func literal(_ word: StaticString) throws(JSONValue.Malformed) {
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length,
            UnsafeBufferPointer(rebasing: bytes[position..<position + length]).elementsEqual(
                UnsafeBufferPointer(start: word.utf8Start, count: length))
        else { throw malformed }
        position += length
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(JSONValue.Malformed) -> String {
        let start = position
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")), digits() == 0 { throw malformed }
        if take(UInt8(ascii: ".")), digits() == 0 { throw malformed }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            if digits() == 0 { throw malformed }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return position - start
    }

    /// The string whose opening quote is at `position`, its escapes decoded. O(its length).
    private mutating func string() throws(JSONValue.Malformed) -> String {
        position += 1
        var decoded: [UInt8] = []
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: bytes[runStart..<position])
                position += 1
                guard let text = String(validating: decoded, as: UTF8.self) else { throw malformed }
                return text
            }
            guard byte >= 0x20 else { throw malformed }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            decoded.append(contentsOf: bytes[runStart..<position])
            position += 1
            try escape(into: &decoded)
            runStart = position
        }
        throw malformed
    }

    /// The escape after a backslash, appended as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(JSONValue.Malformed) {
        guard position < bytes.count else { throw malformed }
        let kind = bytes[position]
        position += 1
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(kind)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try hexQuad())
            if (0xD800...0xDBFF).contains(value) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw malformed }
                let low = UInt32(try hexQuad())
                guard (0xDC00...0xDFFF).contains(low) else { throw malformed }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw malformed }
            UTF8.encode(scalar) { decoded.append($0) }
        default:
            throw malformed
        }
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hexQuad() throws(JSONValue.Malformed) -> UInt16 {
        guard bytes.count - position >= 4 else { throw malformed }
        var value: UInt16 = 0
        for byte in bytes[position..<position + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw malformed }
            value = value << 4 | UInt16(digit)
        }
        position += 4
        return value
    }
}
