import CX11

/// The libpng functions sticker decoding calls, from the library opened on first use: a warm start finds its decoded
/// stickers in the glyph cache. Each type is png.h's own (through the C module).
struct LibPNG: Sendable {
    let beginReadFromMemory: cx_png_image_begin_read_from_memory
    let finishRead: cx_png_image_finish_read
    let imageFree: cx_png_image_free
    let writeToMemory: cx_png_image_write_to_memory

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibPNG? = SharedLibrary.load(
        "libpng16.so.16", without: "sticker images cannot be decoded", LibPNG.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        beginReadFromMemory = try library.function("png_image_begin_read_from_memory")
        finishRead = try library.function("png_image_finish_read")
        imageFree = try library.function("png_image_free")
        writeToMemory = try library.function("png_image_write_to_memory")
    }
}
