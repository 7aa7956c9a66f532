/// Writes text as TOML basic strings, which also makes it safe to print on a terminal: every character
/// `TerminalText` escapes (controls, formats, separators, bidirectional controls) becomes a TOML escape.
public enum TOMLText {
    /// `text` as a TOML basic string literal, quotes included. O(n) in the length of `text`.
    public static func quoted(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result = TerminalText.rewrite(result, keepingLineBreaks: false) { scalar in
            switch scalar {
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let width = scalar.value > 0xFFFF ? 8 : 4
                return (width == 8 ? "\\U" : "\\u") + String(repeating: "0", count: max(0, width - hex.count)) + hex
            }
        }
        return "\"" + result + "\""
    }

    /// Like `quoted`, for echoing what a user wrote in a message: at most `limit` characters, then "...".
    public static func quotedExcerpt(_ text: String, limit: Int = 40) -> String {
        let short = text.count > limit ? String(text.prefix(limit)) + "..." : text
        return quoted(short)
    }

    /// `text` as it is when it has no control character, else quoted with escapes: for file names in messages.
    public static func printable(_ text: String) -> String {
        TerminalText.isSafe(text) ? text : quoted(text)
    }

    /// A key as written in a message: bare when it is a plain TOML key, else quoted.
    public static func key(_ key: String) -> String {
        let plain =
            !key.isEmpty && key.utf8.count <= 64
            && key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_" || $0 == "."
            }
        return plain ? key : quotedExcerpt(key)
    }
}
