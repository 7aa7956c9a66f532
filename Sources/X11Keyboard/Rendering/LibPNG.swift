import CX11

/// The libpng functions sticker decoding calls, from the library opened on first use: a warm start finds its decoded
/// stickers in the glyph cache. Each type is written from png.h.
struct LibPNG: Sendable {
    let beginReadFromMemory: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32
    let finishRead: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafePointer<png_color>?, UnsafeMutableRawPointer?, Int32,
                                    UnsafeMutableRawPointer?) -> Int32
    let imageFree: @convention(c) (UnsafeMutablePointer<png_image>?) -> Void
    let writeToMemory: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, Int32,
                                       UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibPNG? = SharedLibrary.load("libpng16.so.16", without: "sticker images cannot be decoded", LibPNG.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        beginReadFromMemory = try library.function("png_image_begin_read_from_memory")
        finishRead = try library.function("png_image_finish_read")
        imageFree = try library.function("png_image_free")
        writeToMemory = try library.function("png_image_write_to_memory")
    }
}
