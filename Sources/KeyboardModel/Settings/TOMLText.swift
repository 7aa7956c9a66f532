/// Writes text as TOML basic strings, which also makes it safe to print on a terminal: every control character
/// (C0, DEL and C1) becomes an escape.
public enum TOMLText {
    /// `text` as a TOML basic string literal, quotes included. O(n) in the length of `text`.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Like `quoted`, for echoing what a user wrote in a message: at most `limit` characters, then "...".
    public static func quotedExcerpt(_ text: String, limit: Int = 40) -> String {
        let short = text.count > limit ? String(text.prefix(limit)) + "..." : text
        return quoted(short)
    }

    /// `text` as it is when it has no control character, else quoted with escapes: for file names in messages.
    public static func printable(_ text: String) -> String {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } ? quoted(text) : text
    }

    /// A key as written in a message: bare when it is a plain TOML key, else quoted.
    public static func key(_ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.count <= 64 && key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
        }
        return plain ? key : quotedExcerpt(key)
    }
}
