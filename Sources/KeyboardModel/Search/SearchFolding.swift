/// Folds text for matching, one Unicode scalar at a time, the same way for the index and for a query: lower case,
/// accents and other combining marks removed (café = cafe, ü = u), full-width Latin as ASCII (ｃａｔ = cat), U+FE0F and
/// other format characters dropped (the joiner U+200D is kept, as emoji sequences need it), control characters and
/// every kind of space read as white space.
enum SearchFolding {
    /// What a folded scalar is to the tokenizer.
    enum Kind {
        /// A letter or digit; `han` for a CJK ideograph.
        case word(han: Bool)
        /// White space, a control character or punctuation: it ends a word.
        case separator(space: Bool)
    }

    /// Calls `emit` with the folded form of `scalar` (zero, one or a few scalars). O(1).
    static func fold(_ scalar: Unicode.Scalar, _ emit: (Unicode.Scalar) -> Void) {
        let value = scalar.value
        if value < 0x80 {
            emit(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            return
        }
        if isHan(value) {
            emit(scalar)
            return
        }
        if value >= 0xFF01 && value <= 0xFF5E, let ascii = Unicode.Scalar(value - 0xFEE0) {
            fold(ascii, emit)
            return
        }
        if value == 0x3000 {
            emit(" ")
            return
        }
        if let base = latinBase(value) {
            emit(base)
            return
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark:
            return
        case .format:
            if value == 0x200D { emit(scalar) }
            return
        case .uppercaseLetter, .titlecaseLetter:
            for lower in scalar.properties.lowercaseMapping.unicodeScalars
            where lower.properties.generalCategory != .nonspacingMark {
                emit(lower)
            }
        default:
            emit(scalar)
        }
    }

    /// The tokenizer's view of an already folded scalar. O(1).
    static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39, 0x61...0x7A: return .word(han: false)
            case 0...0x20, 0x7F: return .separator(space: true)
            default: return .separator(space: false)
            }
        }
        if isHan(value) { return .word(han: true) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return .word(han: false)
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
            return .separator(space: true)
        default:
            return .separator(space: false)
        }
    }

    /// A CJK unified or compatibility ideograph: a character pinyin reads, and a script Chinese writes without spaces.
    static func isHan(_ value: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0x20000...0x323AF).contains(value)
    }

    /// The plain letter of an accented Latin letter (é -> e, Ø -> o, ǖ -> u), from the scalar's Unicode name.
    private static func latinBase(_ value: UInt32) -> Unicode.Scalar? {
        if value >= 0xC0 && value <= 0x24F { return latinBases[Int(value - 0xC0)] }
        if value >= 0x1E00 && value <= 0x1EFF { return latinBases[Int(value - 0x1E00) + 0x190] }
        return nil
    }

    /// U+00C0...U+024F then U+1E00...U+1EFF; built once, the first time anything is folded (about 0.5 ms).
    private static let latinBases: [Unicode.Scalar?] = {
        let scalars =
            (UInt32(0xC0)...0x24F).compactMap(Unicode.Scalar.init)
            + (UInt32(0x1E00)...0x1EFF).compactMap(Unicode.Scalar.init)
        return scalars.map { scalar in
            // "LATIN SMALL LETTER E WITH ACUTE", "LATIN CAPITAL LETTER O WITH STROKE", "LATIN SMALL LETTER DOTLESS I"
            guard let name = scalar.properties.name else { return nil }
            let words = name.split(separator: " ")
            guard words.count == 5 || words.count >= 6 && words[4] == "WITH", words[0] == "LATIN",
                words[1] == "SMALL" || words[1] == "CAPITAL", words[2] == "LETTER"
            else { return nil }
            let letter = words.count == 5 ? (words[3] == "DOTLESS" ? words[4] : "") : words[3]
            guard letter.utf8.count == 1, let ascii = letter.utf8.first, ascii >= 0x41, ascii <= 0x5A else {
                return nil
            }
            return Unicode.Scalar(ascii + 0x20)
        }
    }()
}
