/// A JSON value to write, its members in the order given: reports that tools read (the window's layout,
/// `AppState.layoutJSON`). Strings are escaped as JSON requires (quote, backslash, the controls below U+0020), and
/// every other character a terminal could act on is written as `\uXXXX` too (`TerminalText.jsonStringBody`), so the
/// text stays safe to print.
public indirect enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// The compact JSON text: no whitespace between tokens. O(size of the text).
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The compact JSON text as UTF-8 bytes, as a window property holds it. O(size of the text).
    public var utf8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(to: &bytes)
        return bytes
    }

    private func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .int(let value): bytes += String(value).utf8
        case .string(let value): Self.write(value, to: &bytes)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.write(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `text` as a JSON string. Printable ASCII other than the quote and the backslash (the keys, most labels) is
    /// copied as it is; anything else goes through `TerminalText.jsonStringBody`.
    private static func write(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            bytes += text.utf8
        } else {
            bytes += TerminalText.jsonStringBody(text).utf8
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension JSONOutput {
    /// A rectangle as `{"x", "y", "width", "height"}`.
    public init(_ rect: Rect) {
        self = .object([
            ("x", .int(rect.x)), ("y", .int(rect.y)), ("width", .int(rect.width)),
            ("height", .int(rect.height))
        ])
    }

    /// A rectangle, or `null` without one.
    public init(_ rect: Rect?) {
        self = rect.map(JSONOutput.init) ?? .null
    }
}
