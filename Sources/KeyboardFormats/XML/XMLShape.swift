import KeyboardModel

/// The nesting of a UTF-8 XML property list, found the way FoundationEssentials' scanner reads it: comments, processing
/// instructions, CDATA sections and declarations are skipped, a tag ends at the first `>`, and `<x/>` is empty.
/// Every element counts a level, so the count is never below the decoder's recursion depth.
///
/// One forward pass: O(n) time, O(1) memory.
struct XMLShape {
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// `nil` when the document is UTF-8 XML nested at most `limit` elements deep, else why not.
    func check(limit: Int) -> NestingCheck.Refusal? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
            || bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.contains(0)
        {
            return NestingCheck.Refusal(description: "is not UTF-8 text")
        }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            return NestingCheck.Refusal(description: "is neither an XML nor a binary property list")
        }
        if let refusal = checkDeclaredEncoding(from: index) { return refusal }
        var depth = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if matches("<!--", at: index) {
                index = end(of: "-->", from: index + 4)
            } else if matches("<![CDATA[", at: index) {
                index = end(of: "]]>", from: index + 9)
            } else if matches("<?", at: index) {
                index = end(of: "?>", from: index + 2)
            } else if matches("<!", at: index) || matches("</", at: index) {
                if bytes[index + 1] == UInt8(ascii: "/") { depth = max(0, depth - 1) }
                index = end(of: ">", from: index + 2)
            } else {
                let close = end(of: ">", from: index + 1)
                if close <= bytes.count, bytes[close - 2] != UInt8(ascii: "/") {
                    depth += 1
                    if depth > limit { return NestingCheck.Refusal(description: "nests deeper than \(limit) levels") }
                }
                index = close
            }
        }
        return nil
    }

    /// The decoder converts a document that declares another encoding; we read only UTF-8.
    private func checkDeclaredEncoding(from start: Int) -> NestingCheck.Refusal? {
        guard matches("<?xml", at: start) else { return nil }
        let close = min(end(of: "?>", from: start + 5), bytes.count)
        let declaration = Array(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<close]), as: UTF8.self).lowercased().utf8)
        let key = Array("encoding=".utf8)
        guard
            let found = (0..<max(0, declaration.count - key.count + 1)).first(where: {
                declaration[$0..<$0 + key.count].elementsEqual(key)
            })
        else {
            return nil
        }
        let value = declaration[(found + key.count)...].dropFirst().prefix {
            $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'")
        }
        let name = String(decoding: value.prefix(20), as: UTF8.self)
        return name == "utf-8"
            ? nil : NestingCheck.Refusal(description: "is not UTF-8 (declares \(TerminalText.quoted(name)))")
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// The index just past the first `literal` at or after `start`, or past the end when there is none.
    private func end(of literal: StaticString, from start: Int) -> Int {
        let count = literal.utf8CodeUnitCount
        let first = literal.utf8Start.pointee
        var index = start
        while index + count <= bytes.count {
            if bytes[index] == first, matches(literal, at: index) { return index + count }
            index += 1
        }
        return bytes.count + 1
    }
}
