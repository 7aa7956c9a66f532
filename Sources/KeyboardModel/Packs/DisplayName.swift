/// Names from packs (a pack's title, a sticker's English or Chinese name, a folder name) as the keyboard shows them:
/// line breaks, tabs and every space other than U+0020 (no-break, ideographic, the typographic spaces of U+2000)
/// become spaces, invisible fillers (`TerminalText.isFiller`), other control characters, separators and bidirectional
/// controls are removed, spaces are trimmed and a name is cut to `maximumLength` characters. Checked like codes, but
/// cleaned rather than refused, since a name only labels what the code identifies.
package enum DisplayName {
    /// Longer names are cut: the magnifier and the tab bar show a few words.
    package static let maximumLength = 100

    package struct Cleaned: Hashable {
        package let name: String
        /// What was wrong, for a one-line report; `nil` when the name was already clean.
        package let change: String?
    }

    /// O(n) in the name's length; a short clean name (the usual case) is returned as it is after one pass over its bytes
    /// (printable ASCII needs no look at its scalars).
    package static func clean(_ raw: String) -> Cleaned {
        let utf8 = raw.utf8
        if utf8.count <= maximumLength, utf8.first != UInt8(ascii: " "), utf8.last != UInt8(ascii: " "),
            utf8.allSatisfy({ (0x20...0x7E).contains($0) })
                || !raw.unicodeScalars.contains(where: {
                    TerminalText.needsEscape($0) || StickerCode.isControl($0) || isOtherSpace($0)
                })
        {
            return Cleaned(name: raw, change: nil)
        }
        var scalars = String.UnicodeScalarView()
        var removed = false
        var fillers = false
        var spaces = false
        for scalar in raw.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                scalars.append(" ")
                removed = true
            } else if isOtherSpace(scalar) {
                scalars.append(" ")
                spaces = true
            } else if TerminalText.isFiller(scalar) {
                fillers = true
            } else if TerminalText.needsEscape(scalar) || StickerCode.isControl(scalar) && !isEmojiFormat(scalar) {
                removed = true
            } else {
                scalars.append(scalar)
            }
        }
        var name = String(scalars).trimmingSpaces()
        let cut = name.count > maximumLength
        if cut { name = String(name.prefix(maximumLength)) }
        let changes = [
            removed ? "control characters removed" : nil, fillers ? "invisible fillers removed" : nil,
            spaces ? "spaces other than U+0020 made plain" : nil
        ].compactMap { $0 }
        var change = changes.isEmpty ? nil : changes.joined(separator: ", ")
        if cut {
            change =
                change.map { "\($0) and cut to \(maximumLength) characters" } ?? "cut to \(maximumLength) characters"
        }
        return Cleaned(name: name, change: change)
    }

    /// A space separator other than U+0020 (general category Zs, a fixed set since Unicode 6.3): no-break, ogham,
    /// the typographic spaces U+2000 to U+200A, narrow no-break, medium mathematical and ideographic.
    package static func isOtherSpace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0xA0 else { return false }
        return value == 0xA0 || value == 0x1680 || (0x2000...0x200A).contains(value) || value == 0x202F
            || value == 0x205F || value == 0x3000
    }

    /// Format characters that belong to emoji: the tag characters of subdivision flags.
    private static func isEmojiFormat(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> String {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
