/// Text meant for a terminal (command output, warnings on standard error): every character that could drive the
/// terminal or reorder what it shows is written as a visible escape, so a name from a pack can neither clear the
/// screen, set the title, ring the bell nor break a row of tab-separated output.
///
/// Escaped: C0 controls (tab, line feed and carriage return included), DEL, C1 controls, the line and paragraph
/// separators and the bidirectional controls. Everything else stays, the joiners and tag characters of emoji included.
/// O(n) in the UTF-8 length; text with nothing to escape is returned as it is.
public enum TerminalText {
    /// `text` with each dangerous scalar written as `\t`, `\n`, `\r` or `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// JSON text with the dangerous scalars a JSON encoder leaves raw (DEL, C1 controls, separators, bidirectional
    /// controls) written as `\uXXXX`. Valid JSON stays valid: those scalars can only stand inside strings.
    public static func escapedJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if needsEscape(scalar), scalar.value >= 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` between double quotes, escaped, for naming an entry in a one-line report.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Whether a terminal could act on `scalar` instead of showing it.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
