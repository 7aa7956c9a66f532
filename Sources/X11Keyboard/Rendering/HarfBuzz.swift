import CX11
#if canImport(Glibc)
import Glibc
#endif

/// The HarfBuzz functions `EmojiShaper` calls, from the library opened on first use rather than linked: only emoji not
/// yet in the glyph cache are shaped, so a warm start neither loads HarfBuzz nor what it brings (GLib, Graphite, PCRE:
/// about 500 symbol bindings and a megabyte resident).
struct HarfBuzz: Sendable {
    typealias TableFunction = @convention(c) (OpaquePointer?, hb_tag_t, UnsafeMutableRawPointer?) -> OpaquePointer?
    typealias DestroyFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    let faceCreateForTables: @convention(c) (TableFunction?, UnsafeMutableRawPointer?, DestroyFunction?) -> OpaquePointer?
    let faceGetGlyphCount: @convention(c) (OpaquePointer?) -> UInt32
    let faceDestroy: @convention(c) (OpaquePointer?) -> Void
    let blobCreate: @convention(c) (UnsafePointer<CChar>?, UInt32, hb_memory_mode_t, UnsafeMutableRawPointer?, DestroyFunction?) -> OpaquePointer?
    let fontCreate: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let fontDestroy: @convention(c) (OpaquePointer?) -> Void
    let bufferCreate: @convention(c) () -> OpaquePointer?
    let bufferDestroy: @convention(c) (OpaquePointer?) -> Void
    let bufferClearContents: @convention(c) (OpaquePointer?) -> Void
    let bufferAddUTF8: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UInt32, Int32) -> Void
    let bufferGuessSegmentProperties: @convention(c) (OpaquePointer?) -> Void
    let shape: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<hb_feature_t>?, UInt32) -> Void
    let bufferGetGlyphInfos: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<hb_glyph_info_t>?

    /// Opened once per process, by whichever thread shapes first; `nil` when the library cannot be opened or lacks a
    /// function.
    static let library: HarfBuzz? = SharedLibrary.load("libharfbuzz.so.0", without: "emoji sequences are drawn scalar by scalar",
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
