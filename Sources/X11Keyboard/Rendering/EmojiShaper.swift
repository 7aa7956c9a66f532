import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// Shapes emoji sequences with HarfBuzz, because drawing scalars one by one splits ZWJ sequences, flags and skin tones.
/// HarfBuzz reads the tables of shaping (cmap, GSUB and a few more: about 80 KB of Noto Color Emoji's 10.9 MB) through
/// the FreeType face of the same thread, so the images in the font are never read for it.
final class EmojiShaper {
    private let harfBuzz: HarfBuzz
    private let fontFace: FontFace
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    /// `nil` when HarfBuzz is missing or cannot read the face.
    init?(face fontFace: FontFace) {
        guard let harfBuzz = HarfBuzz.library else { return nil }
        let face = harfBuzz.faceCreateForTables(
            { _, tag, user in
                // Tag 0 asks for the whole file, which shaping never needs.
                guard tag != 0, let user, let library = HarfBuzz.library,
                    let table = Unmanaged<FontFace>.fromOpaque(user).takeUnretainedValue().table(tag),
                    let memory = malloc(table.count)
                else { return nil }
                table.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: table.count) }
                return library.blobCreate(
                    memory.assumingMemoryBound(to: CChar.self), UInt32(table.count), HB_MEMORY_MODE_WRITABLE, memory
                ) { free($0) }
            }, Unmanaged.passUnretained(fontFace).toOpaque(), nil)
        guard let face, harfBuzz.faceGetGlyphCount(face) > 0, let font = harfBuzz.fontCreate(face) else {
            harfBuzz.faceDestroy(face)
            return nil
        }
        guard let buffer = harfBuzz.bufferCreate() else {
            harfBuzz.fontDestroy(font)
            harfBuzz.faceDestroy(face)
            return nil
        }
        self.harfBuzz = harfBuzz
        self.fontFace = fontFace
        self.face = face
        self.font = font
        self.buffer = buffer
    }

    /// A shaper over the font file at `path` (for `doctor`).
    convenience init?(file path: String, index: Int32) {
        guard let file = FontFile(path: path, faceIndex: Int(index), mapped: false), let library = FreeTypeLibrary(),
            let face = FontFace(file: file, library: library)
        else { return nil }
        self.init(face: face)
    }

    deinit {
        harfBuzz.bufferDestroy(buffer)
        harfBuzz.fontDestroy(font)
        harfBuzz.faceDestroy(face)
    }

    /// Glyph ids for `text`; a 0 means the font lacks part of it. O(text).
    func glyphs(for text: String) -> [UInt32] {
        harfBuzz.bufferClearContents(buffer)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                harfBuzz.bufferAddUTF8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        harfBuzz.bufferGuessSegmentProperties(buffer)
        harfBuzz.shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = harfBuzz.bufferGetGlyphInfos(buffer, &count) else { return [] }
        return (0..<Int(count)).map { infos[$0].codepoint }
    }
}
