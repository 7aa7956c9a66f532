import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Turns a decoding error into a short phrase for a one-line report.
enum DecodingErrorSummary {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): "wrong type at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            context.codingPath.isEmpty ? "not well-formed" : "bad value at \(path(context.codingPath))"
        @unknown default: "not well-formed"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty
            ? "top level"
            : TerminalText.escaped(keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))
    }
}
