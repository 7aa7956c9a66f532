/// Reads the flat elements CLDR keeps its data in (`<annotation cp="😀" type="tts">grinning face</annotation>`,
/// `<parentLocale parent="root" locales="..."/>`) from XML we do not trust, without a general XML parser: one
/// forward pass, no recursion, no entity definitions (only the five predefined entities and character references),
/// every element's attributes and text bounded. O(n) time in the file's length; memory is what `body` keeps.
public struct CLDRXMLScanner {
    /// The largest file scanned; CLDR's largest annotation file is about 1.5 MB.
    public static let byteLimit = 16 << 20
    /// Attributes read per element, and bytes per attribute value and per element text; longer ones are cut.
    public static let attributeLimit = 16
    public static let valueLimit = 4096

    private let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes.count <= Self.byteLimit ? bytes : []
    }

    /// Calls `body` with the attributes and text of every element named `name`, in document order. The text is what
    /// stands before the element's first child or end tag (CLDR's data elements have no children).
    public func forEach(_ name: String, _ body: (_ attributes: [String: String], _ text: String) -> Void) {
        let target = Array(name.utf8)
        var index = 0
        let count = bytes.count
        while let open = next(UInt8(ascii: "<"), from: index) {
            index = open + 1
            guard index < count else { return }
            if starts(with: "!--", at: index) {
                index = end(of: "-->", from: index + 3)
                continue
            }
            if bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!")
                || bytes[index] == UInt8(ascii: "/")
            {
                index = (next(UInt8(ascii: ">"), from: index) ?? count) + 1
                continue
            }
            var nameEnd = index
            while nameEnd < count, !isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: ">"),
                bytes[nameEnd] != UInt8(ascii: "/")
            { nameEnd += 1 }
            let matches = bytes[index..<nameEnd].elementsEqual(target)
            let (attributes, tagEnd, selfClosing) = readAttributes(from: nameEnd, keep: matches)
            index = tagEnd
            guard matches else { continue }
            var text = ""
            if !selfClosing {
                let textEnd = next(UInt8(ascii: "<"), from: index) ?? count
                text = decode(index..<textEnd)
                index = textEnd
            }
            body(attributes, text)
        }
    }

    /// Reads `name="value"` pairs up to the end of the tag; returns them, the index after the tag and whether it ends
    /// in "/>". Every step moves forward, so a tag costs its length whatever it holds.
    private func readAttributes(from start: Int, keep: Bool) -> ([String: String], Int, Bool) {
        var attributes: [String: String] = [:]
        var index = start
        let count = bytes.count
        while index < count {
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (attributes, index + 1, false) }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") {
                return (attributes, index + 2, true)
            }
            let nameStart = index
            while index < count, !endsName(bytes[index]) { index += 1 }
            let nameEnd = index
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else {
                if index == nameStart { index += 1 }
                continue
            }
            index += 1
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                continue
            }
            let valueEnd = next(bytes[index], from: index + 1) ?? count
            if keep, nameEnd > nameStart, attributes.count < Self.attributeLimit {
                attributes[String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)] = decode(index + 1..<valueEnd)
            }
            index = valueEnd + 1
        }
        return (attributes, count, false)
    }

    /// The text of `range` with entities and character references replaced, cut to `valueLimit` bytes.
    private func decode(_ range: Range<Int>) -> String {
        let range = range.lowerBound..<min(range.upperBound, range.lowerBound + Self.valueLimit)
        guard bytes[range].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[range], as: UTF8.self) }
        var output: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&"),
                let semicolon = next(UInt8(ascii: ";"), from: index + 1, before: min(range.upperBound, index + 12)),
                let scalar = entity(index + 1..<semicolon)
            else {
                output.append(byte)
                index += 1
                continue
            }
            output += Array(String(Character(scalar)).utf8)
            index = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func entity(_ range: Range<Int>) -> Unicode.Scalar? {
        let name = String(decoding: bytes[range], as: UTF8.self)
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }

    private func next(_ byte: UInt8, from start: Int, before limit: Int? = nil) -> Int? {
        let end = limit ?? bytes.count
        var index = start
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func starts(with text: String, at index: Int) -> Bool {
        let utf8 = Array(text.utf8)
        return index + utf8.count <= bytes.count && bytes[index..<index + utf8.count].elementsEqual(utf8)
    }

    /// The index after the next `terminator`, or the end of the file.
    private func end(of terminator: String, from start: Int) -> Int {
        let utf8 = Array(terminator.utf8)
        var index = start
        while index + utf8.count <= bytes.count {
            if bytes[index] == utf8[0], bytes[index..<index + utf8.count].elementsEqual(utf8) {
                return index + utf8.count
            }
            index += 1
        }
        return bytes.count
    }

    private func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "\""),
            UInt8(ascii: "'"):
            true
        default: false
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
