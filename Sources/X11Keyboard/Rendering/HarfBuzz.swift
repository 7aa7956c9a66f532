import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// The HarfBuzz functions `EmojiShaper` calls, from the library opened on first use rather than linked: only emoji not
/// yet in the glyph cache are shaped, so a warm start neither loads HarfBuzz nor what it brings (GLib, Graphite, PCRE:
/// about 500 symbol bindings and a megabyte resident). Each type is HarfBuzz's headers' own (through the C module).
struct HarfBuzz: Sendable {
    let faceCreateForTables: cx_hb_face_create_for_tables
    let faceGetGlyphCount: cx_hb_face_get_glyph_count
    let faceDestroy: cx_hb_face_destroy
    let blobCreate: cx_hb_blob_create
    let fontCreate: cx_hb_font_create
    let fontDestroy: cx_hb_font_destroy
    let bufferCreate: cx_hb_buffer_create
    let bufferDestroy: cx_hb_buffer_destroy
    let bufferClearContents: cx_hb_buffer_clear_contents
    let bufferAddUTF8: cx_hb_buffer_add_utf8
    let bufferGuessSegmentProperties: cx_hb_buffer_guess_segment_properties
    let shape: cx_hb_shape
    let bufferGetGlyphInfos: cx_hb_buffer_get_glyph_infos

    /// Opened once per process, by whichever thread shapes first; `nil` when the library cannot be opened or lacks a
    /// function.
    static let library: HarfBuzz? = SharedLibrary.load(
        "libharfbuzz.so.0", without: "emoji sequences are drawn scalar by scalar",
        HarfBuzz.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        faceCreateForTables = try library.function("hb_face_create_for_tables")
        faceGetGlyphCount = try library.function("hb_face_get_glyph_count")
        faceDestroy = try library.function("hb_face_destroy")
        blobCreate = try library.function("hb_blob_create")
        fontCreate = try library.function("hb_font_create")
        fontDestroy = try library.function("hb_font_destroy")
        bufferCreate = try library.function("hb_buffer_create")
        bufferDestroy = try library.function("hb_buffer_destroy")
        bufferClearContents = try library.function("hb_buffer_clear_contents")
        bufferAddUTF8 = try library.function("hb_buffer_add_utf8")
        bufferGuessSegmentProperties = try library.function("hb_buffer_guess_segment_properties")
        shape = try library.function("hb_shape")
        bufferGetGlyphInfos = try library.function("hb_buffer_get_glyph_infos")
    }
}
