import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Which catalog emoji the installed colour font draws: shaped by HarfBuzz to exactly one glyph the font has. A
/// sequence newer than the font shapes to several glyphs (its parts), or to glyph 0 (tofu).
enum DrawableEmojiCheck {
    /// The colour font's file and its description ("Noto Color Emoji 2.042"), as fontconfig finds them.
    struct Font {
        let path: String
        let index: Int
        let description: String
    }

    static func font() -> Font? {
        guard let match = FontCheck.match(FontSet.emojiFamily) else { return nil }
        let version = fontVersion(path: match.path, index: match.index).map { " " + $0 } ?? ""
        return Font(path: match.path, index: match.index, description: FontSet.emojiFamily + version)
    }

    /// The font's revision from its head table as fontconfig reads it (16.16 fixed point: 2.042 for Noto Color
    /// Emoji 2.042), `nil` when fontconfig has none.
    private static func fontVersion(path: String, index: Int) -> String? {
        guard let fc = Fontconfig.library else { return nil }
        var faces: Int32 = 0
        guard let pattern = fc.freeTypeQuery(Array(path.utf8) + [0], UInt32(index), nil, &faces) else { return nil }
        defer { fc.patternDestroy(pattern) }
        var revision: Int32 = 0
        guard fc.patternGetInteger(pattern, FC_FONTVERSION, 0, &revision) == FcResultMatch, revision > 0 else {
            return nil
        }
        let thousandths = (Int(revision) * 1000 + 32768) >> 16
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The texts of `texts` the colour font of `font` does not draw as one glyph (for `doctor`, which names the font).
    static func undrawn(_ texts: [String], font: Font) -> [String]? {
        undrawn(texts, file: FontFile(path: font.path, faceIndex: font.index, mapped: false))
    }

    /// The texts of `texts` the colour font in `file` does not draw as one glyph, in their order; `nil` when there is
    /// no colour font or HarfBuzz cannot shape with it (then the font check names what is missing and nothing is
    /// hidden). O(total length of `texts`): about 4,000 shapings, shared by two cores where there are two (at a first
    /// start the window's thread waits for this check, and its core is idle meanwhile).
    static func undrawn(_ texts: [String], file: FontFile?) -> [String]? {
        undrawn(texts, file: file, shared: texts.count >= minimumToShare && processorsOnline > 1)
    }

    /// `undrawn`, on two threads when `shared`.
    static func undrawn(_ texts: [String], file: FontFile?, shared: Bool) -> [String]? {
        guard let file, HarfBuzz.library != nil else { return nil }
        guard shared else { return undrawnIndices(texts, stride: 1, from: 0, in: file).map { $0.map { texts[$0] } } }
        // Every other text to each thread: the catalog's costly sequences (families, tones, flags) sit together, so
        // halves would take unequal times.
        let odd = BackgroundValue { undrawnIndices(texts, stride: 2, from: 1, in: file) }
        guard let even = undrawnIndices(texts, stride: 2, from: 0, in: file), let oddOnes = try? odd.wait() else {
            return nil
        }
        return (even + oddOnes).sorted().map { texts[$0] }
    }

    /// The processors online (a process confined to one of them by `taskset` still shares: a thread's cost only).
    static var processorsOnline: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Below this many texts a second thread costs more than it saves (its own FreeType face and HarfBuzz tables).
    static let minimumToShare = 512

    /// The indices of `texts` from `start`, every `stride`th, that the font does not draw, on this thread with a face
    /// and a shaper of its own (neither may be shared between threads).
    static func undrawnIndices(_ texts: [String], stride step: Int, from start: Int, in file: FontFile)
        -> [Int]?
    {
        guard let library = FreeTypeLibrary(), let face = FontFace(file: file, library: library),
            let shaper = EmojiShaper(face: face)
        else { return nil }
        return stride(from: start, to: texts.count, by: step).filter { !draws(texts[$0], with: shaper) }
    }

    static func draws(_ text: String, with shaper: EmojiShaper) -> Bool {
        let glyphs = shaper.glyphs(for: text)
        return glyphs.count == 1 && glyphs[0] != 0
    }
}
