import CX11

/// The characters of the installed font families, from their character maps as fontconfig reads them (no font is
/// opened for drawing): whether text such as a kaomoji draws, or shows boxes, with the fonts the window uses.
final class FontCoverage {
    /// One fontconfig character set per installed family, owned here.
    private let charsets: [OpaquePointer]
    private let fc: Fontconfig?

    /// The character maps of `families`; a family that is not installed (only a substitute would be used) has none.
    init(families: [String]) {
        let fc = Fontconfig.library
        self.fc = fc
        charsets = families.compactMap { family in
            guard let fc, let file = FontCheck.file(of: family) else { return nil }
            var faces: Int32 = 0
            guard let pattern = fc.freeTypeQuery(Array(file.utf8) + [0], 0, nil, &faces) else { return nil }
            defer { fc.patternDestroy(pattern) }
            var charset: OpaquePointer?
            guard fc.patternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
                return nil
            }
            return fc.charSetCopy(charset)
        }
    }

    deinit {
        for charset in charsets { fc?.charSetDestroy(charset) }
    }

    /// Whether one family has every scalar of `grapheme` a font must draw, as the window picks one font per grapheme
    /// (variation selectors and joiners only steer emoji fonts). O(scalars × families).
    func draws(_ grapheme: Character) -> Bool {
        let scalars = grapheme.unicodeScalars.filter { !($0.properties.isVariationSelector || $0 == "\u{200D}") }
        guard let fc else { return false }
        return charsets.contains { charset in scalars.allSatisfy { fc.charSetHasChar(charset, $0.value) != 0 } }
    }

    /// The graphemes of `text` that no family draws whole. O(length of `text` × families).
    func undrawn(in text: String) -> [Character] {
        text.filter { !draws($0) }
    }
}
