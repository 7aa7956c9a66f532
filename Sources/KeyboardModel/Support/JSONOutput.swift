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
    public var text: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .string(let value): text += "\"" + TerminalText.jsonStringBody(value) + "\""
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += "\"" + TerminalText.jsonStringBody(member.key) + "\":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }
}

extension JSONOutput {
    /// A rectangle as `{"x", "y", "width", "height"}`.
    public init(_ rect: Rect) {
        self = .object([("x", .int(rect.x)), ("y", .int(rect.y)), ("width", .int(rect.width)), ("height", .int(rect.height))])
    }

    /// A rectangle, or `null` without one.
    public init(_ rect: Rect?) {
        self = rect.map(JSONOutput.init) ?? .null
    }
}
