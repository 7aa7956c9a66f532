/// Rules for the plain-text code of a sticker, `[name]`.
public enum StickerCode {
    /// Longest code accepted, in UTF-8 bytes, brackets included; the codec never looks further for a closing bracket.
    public static let maximumLength = 64

    /// The bracketed code for `name`, or why it cannot be one.
    public static func make(fromName name: String) -> Result<String, CodeError> {
        validate("[" + name + "]")
    }

    /// The code a person typed, as `name` or as `[name]`, checked as `validate` checks a pack's codes.
    public static func make(fromTyped text: String) -> Result<String, CodeError> {
        text.hasPrefix("[") && text.hasSuffix("]") && text.count > 1 ? validate(text) : make(fromName: text)
    }

    /// `code` itself if it is a valid `[name]`, or why not: inside the brackets only visible characters and the
    /// ASCII space, so two codes that look the same are the same (no other separator, filler, invisible or format
    /// character, except the joiners and tags of an emoji sequence; see `TerminalText`).
    /// O(n) in the code's length, over its scalars.
    public static func validate(_ code: String) -> Result<String, CodeError> {
        let utf8 = code.utf8
        guard utf8.count <= maximumLength else { return .failure(.tooLong) }
        guard utf8.count > 2, utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]") else {
            return .failure(.notBracketed)
        }
        let inner = code.unicodeScalars.dropFirst().dropLast()
        for scalar in inner {
            if scalar == "[" || scalar == "]" { return .failure(.nestedBracket) }
            if isControl(scalar) && !TerminalText.isEmojiFormat(scalar) { return .failure(.controlCharacter) }
        }
        // `[ ]` would turn every Markdown checkbox into a sticker.
        if inner.allSatisfy({ $0 == " " }) { return .failure(.onlySpaces) }
        for character in code.dropFirst().dropLast() {
            let scalars = Array(character.unicodeScalars)
            for (index, scalar) in scalars.enumerated() where !isVisible(scalar) {
                guard TerminalText.isEmojiFormat(scalar), TerminalText.joinsEmoji(scalars, at: index) else {
                    return .failure(.invisibleCharacter)
                }
            }
        }
        return .success(code)
    }

    /// Whether `code` is a valid `[name]`. O(n) in the code's length.
    public static func isValid(_ code: String) -> Bool {
        if case .success = validate(code) { true } else { false }
    }

    /// Whether `scalar` shows as something: not a separator other than the ASCII space, not a default-ignorable
    /// character (fillers, joiners, tags), except the variation selectors of emoji.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x20...0x7E).contains(value) { return true }
        if value == 0xFE0E || value == 0xFE0F { return true }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return false }
        return switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: false
        default: true
        }
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        // Below U+00AD and in the CJK and Hangul blocks there is no separator or format character: skip the lookup.
        if value < 0xAD || (0x3000..<0xD800).contains(value) { return false }
        return switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar != "\u{200D}"
        default: false
        }
    }

    public enum CodeError: Error, Hashable, Sendable, CustomStringConvertible {
        case notBracketed, nestedBracket, controlCharacter, invisibleCharacter, onlySpaces, tooLong

        public var description: String {
            switch self {
            case .notBracketed: "code must be a non-empty [name]"
            case .nestedBracket: "code contains a bracket inside [name]"
            case .controlCharacter: "code contains a control character or line break"
            case .invisibleCharacter: "code contains an invisible character or a space other than U+0020"
            case .onlySpaces: "code must have a visible character inside [name], not only spaces"
            case .tooLong: "code is longer than \(StickerCode.maximumLength) bytes"
            }
        }
    }
}
