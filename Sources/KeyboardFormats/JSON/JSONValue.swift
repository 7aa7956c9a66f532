import FoundationEssentials

/// A JSON document as plain values, for the files read on the way to the first frame (the recents, the shipped pack's
/// pack.json): Foundation's JSONDecoder took longer to set up there than the whole parse takes.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number as written, checked against JSON's grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// A key written twice keeps its first value.
    case object([String: JSONValue])

    /// Not JSON, or nested deeper than allowed.
    package struct Malformed: Error, Equatable {}

    /// The one value of `data`, with only whitespace around it (and a byte order mark before it). Strings must be valid
    /// UTF-8 without raw control characters; their escapes are decoded (a surrogate pair to its scalar, a lone
    /// surrogate refused). Arrays and objects nest at most `depthLimit` deep, so no input can exhaust the stack, and
    /// may end with a comma, as Foundation's JSONDecoder allows. Unlike JSONDecoder, which checks only the fields it
    /// decodes, the whole document must be JSON. O(length of `data`) in time; the values of a hostile document can
    /// take some 30 times its size (one-element arrays nested over and over), as they did in JSONDecoder.
    package static func parse(_ data: Data, depthLimit: Int = NestingCheck.defaultLimit) throws(Malformed) -> JSONValue
    {
        let result: Result<JSONValue, Malformed> = data.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self), depthLimit: depthLimit)
            reader.skipByteOrderMark()
            do throws(Malformed) {
                let value = try reader.value(depth: 0)
                reader.skipWhitespace()
                guard reader.atEnd else { throw reader.malformed }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The number as an `Int`: as written when it is an integer (`12`), else when its nearest `Double` is whole and
    /// within `Int`'s range (`1.2e1`; digits past a Double's precision are lost on the way).
    package var integer: Int? {
        guard case .number(let text) = self else { return nil }
        if let exact = Int(text) { return exact }
        // 2^63 is the first Double beyond Int's range.
        guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Double(text),
            value.rounded() == value,
            value >= -9_223_372_036_854_775_808, value < 9_223_372_036_854_775_808
        else { return nil }
        return Int(value)
    }

    package var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    package var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    package var object: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// An array of strings only.
    package var strings: [String]? {
        guard let items = array else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(items.count)
        for item in items {
            guard let text = item.string else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// An object whose values are all strings.
    package var stringsByKey: [String: String]? {
        guard let members = object else { return nil }
        var texts: [String: String] = [:]
        for (key, value) in members {
            guard let text = value.string else { return nil }
            texts[key] = text
        }
        return texts
    }
}
