import CX11
#if canImport(Glibc)
import Glibc
#endif

/// Shapes emoji sequences with HarfBuzz, because drawing scalars one by one splits ZWJ sequences, flags and skin tones.
/// HarfBuzz reads the tables of shaping (cmap, GSUB and a few more: about 80 KB of Noto Color Emoji's 10.9 MB) through
/// the FreeType face of the same thread, so the images in the font are never read for it.
final class EmojiShaper {
    private let fontFace: FontFace
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    init?(face fontFace: FontFace) {
        let face = hb_face_create_for_tables({ _, tag, user in
            // Tag 0 asks for the whole file, which shaping never needs.
            guard tag != 0, let user, let table = Unmanaged<FontFace>.fromOpaque(user).takeUnretainedValue().table(tag),
                  let memory = malloc(table.count) else { return nil }
            table.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: table.count) }
            return hb_blob_create(memory.assumingMemoryBound(to: CChar.self), UInt32(table.count), HB_MEMORY_MODE_WRITABLE, memory) { free($0) }
        }, Unmanaged.passUnretained(fontFace).toOpaque(), nil)
        guard let face, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        self.fontFace = fontFace
        self.face = face
        font = hb_font_create(face)
        buffer = hb_buffer_create()
    }

    /// A shaper over the font file at `path` (for `doctor`).
    convenience init?(file path: String, index: Int32) {
        guard let file = FontFile(path: path, faceIndex: Int(index), mapped: false), let library = FreeTypeLibrary(),
              let face = FontFace(file: file, library: library) else { return nil }
        self.init(face: face)
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Glyph ids for `text`; a 0 means the font lacks part of it. O(text).
    func glyphs(for text: String) -> [UInt32] {
        hb_buffer_clear_contents(buffer)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return [] }
        return (0..<Int(count)).map { infos[$0].codepoint }
    }
}
