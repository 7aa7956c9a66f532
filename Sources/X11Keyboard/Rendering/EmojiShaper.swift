import CX11

/// Shapes emoji sequences with HarfBuzz, because drawing scalars one by one splits ZWJ sequences, flags and skin tones.
/// HarfBuzz reads the font from the shared `FontFile` mapping, the same pages FreeType reads.
final class EmojiShaper {
    private let file: FontFile
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    init?(file: FontFile) {
        guard let base = file.bytes.baseAddress,
              let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil),
              hb_blob_get_length(blob) > 0 else { return nil }
        self.file = file
        self.blob = blob
        face = hb_face_create(blob, UInt32(file.faceIndex))
        font = hb_font_create(face)
        buffer = hb_buffer_create()
    }

    /// A shaper over the font file at `path` (for `doctor`).
    convenience init?(file path: String, index: Int32) {
        guard let file = FontFile(path: path, faceIndex: Int(index)) else { return nil }
        self.init(file: file)
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
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
