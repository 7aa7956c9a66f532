/// Text meant for a terminal (command output, warnings on standard error): every character that could drive the
/// terminal, reorder what it shows or hide in it is written as a visible escape, so a name from a pack can neither
/// clear the screen, set the title, ring the bell, break a row of tab-separated output nor pass an invisible character.
///
/// One rule: every control (Cc), format (Cf, the bidirectional controls among them), line separator (Zl),
/// paragraph separator (Zp) and invisible filler (`isFiller`) is escaped, unless it is part of an emoji sequence: a
/// zero-width joiner between two emoji (👨‍👩‍👧) and the tag characters that end in a cancel tag after an emoji (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Variation selectors and the
/// keycap are marks, not formats, and stay. O(n) in the UTF-8 length; text with nothing to escape is returned as it is.
public enum TerminalText {
    /// `text` with each dangerous scalar written as `\t`, `\n`, `\r` or `\u{XX}`; with `keepingLineBreaks` (a filter's
    /// output, such as `convert` or `--print`) line feeds, CR LF pairs and tabs stay, a bare CR does not.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        rewrite(text, keepingLineBreaks: keepingLineBreaks) { scalar in
            switch scalar {
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
    }

    /// JSON text with the dangerous scalars a JSON encoder leaves raw written as `\uXXXX` (a surrogate pair above
    /// U+FFFF). Valid JSON stays valid: those scalars can only stand inside strings, and the encoder escaped the C0
    /// controls already.
    public static func escapedJSON(_ json: String) -> String {
        rewrite(json, keepingLineBreaks: true) { scalar in
            scalar.value < 0x20 ? String(scalar) : jsonEscape(scalar)
        }
    }

    /// The body of a JSON string for `text`: quotes, backslashes and every dangerous scalar escaped.
    public static func jsonStringBody(_ text: String) -> String {
        var quoted = ""
        quoted.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return rewrite(quoted, keepingLineBreaks: false) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: jsonEscape(scalar)
            }
        }
    }

    /// `text` between double quotes, escaped, for naming an entry in a one-line report.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Whether `text` has nothing to escape.
    public static func isSafe(_ text: String) -> Bool {
        escaped(text) == text
    }

    /// Whether a terminal could act on `scalar` wherever it stands (the joiner and the tag characters only outside
    /// an emoji sequence: see `escaped`).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if isFiller(scalar) { return true }
        // Below U+00AD and in the CJK and Hangul blocks there is no format or separator character: skip the lookup.
        if value < 0xAD || (0x3000..<0xD800).contains(value) || isEmojiFormat(scalar) { return false }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// The invisible letters and marks Unicode calls default-ignorable, which show as nothing (or a blank) and so make a
    /// name or code look like another: the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164
    /// and U+FFA0, the Khmer inherent vowels U+17B4 and U+17B5. (The format characters among the default-ignorables
    /// are escaped as formats; the variation selectors change how the character before them looks, and stay.)
    public static func isFiller(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0: true
        default: false
        }
    }

    /// The format characters that emoji sequences are made of: the zero-width joiner and the tag characters.
    package static func isEmojiFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// Whether the emoji format character at `index` of one grapheme's `scalars` joins an emoji sequence: a joiner
    /// between two emoji (the first may carry a variation selector or a skin tone), or a run of tags after an emoji
    /// that ends the grapheme with a cancel tag.
    package static func joinsEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        if scalar == "\u{200D}" {
            guard index > 0, index + 1 < scalars.count else { return false }
            let before = scalars[index - 1]
            return (isEmoji(before) || before == "\u{FE0F}" || before.properties.isEmojiModifier)
                && isEmoji(scalars[index + 1])
        }
        var start = index
        while start > 0, (0xE0020...0xE007E).contains(scalars[start - 1].value) { start -= 1 }
        guard start > 0, isEmoji(scalars[start - 1]) else { return false }
        var end = index
        while end < scalars.count, (0xE0020...0xE007E).contains(scalars[end].value) { end += 1 }
        return end == scalars.count - 1 && scalars[end] == "\u{E007F}"
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    /// `text` with every scalar that must not reach a terminal replaced by `escape(scalar)`: the one rule, for other
    /// escaping syntaxes (TOML). O(n).
    package static func rewrite(_ text: String, keepingLineBreaks: Bool, escape: (Unicode.Scalar) -> String) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) || isEmojiFormat($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            if keepingLineBreaks, character == "\n" || character == "\r\n" || character == "\t" {
                result.append(character)
                continue
            }
            let scalars = Array(character.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                if needsEscape(scalar) || isEmojiFormat(scalar) && !joinsEmoji(scalars, at: index) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `\uXXXX`, or a surrogate pair of them above U+FFFF.
    private static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
        func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        guard scalar.value > 0xFFFF else { return hex(scalar.value) }
        let value = scalar.value - 0x10000
        return hex(0xD800 + (value >> 10)) + hex(0xDC00 + (value & 0x3FF))
    }
}
