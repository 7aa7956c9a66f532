import FoundationEssentials

/// Bounds the nesting of a structured file on its raw bytes, before any decoder sees it: the decoders of
/// FoundationEssentials recurse once per level, so 10,000 nested arrays overflow the stack. Each check is one pass,
/// O(n) in the file's size with O(1) memory (binary property lists: O(objects)), and never recurses itself.
///
/// Only the encodings our files use are accepted: UTF-8 JSON, UTF-8 XML property lists and binary property lists.
/// A UTF-16 file or an OpenStep property list is refused rather than handed to a decoder we have not bounded.
package enum NestingCheck {
    /// Deep enough for every file we read (a pack manifest nests four levels), far below what overflows a stack.
    static let defaultLimit = 32

    /// Why a file was refused before decoding, as a phrase for a one-line report.
    package struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// Checks a JSON document: UTF-8, nested at most `limit` arrays and objects deep.
    package static func json(_ data: Data, limit: Int = defaultLimit) throws(Refusal) {
        let failure: Refusal? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.contains(0) { return Refusal(description: "is not UTF-8 text") }
            var depth = 0
            var inString = false
            var escaping = false
            for byte in bytes {
                if inString {
                    if escaping {
                        escaping = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaping = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return Refusal(description: "nests deeper than \(limit) levels") }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Checks a property list: binary (`bplist00`) or UTF-8 XML, nested at most `limit` levels deep.
    package static func propertyList(_ data: Data, limit: Int = defaultLimit) throws(Refusal) {
        let failure: Refusal? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: Array("bplist".utf8)) { return BinaryPlistShape(bytes).check(limit: limit) }
            return XMLShape(bytes).check(limit: limit)
        }
        if let failure { throw failure }
    }
}
