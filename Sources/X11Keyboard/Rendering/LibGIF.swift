import CX11

/// The giflib functions GIF stickers are decoded with, from the library opened on first use (most starts draw no
/// GIF). Each type is written from gif_lib.h (giflib 5).
struct LibGIF: Sendable {
    typealias Input = @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<GifByteType>?, Int32) -> Int32
    let open: @convention(c) (UnsafeMutableRawPointer?, Input?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<GifFileType>?
    let close: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<Int32>?) -> Int32
    let recordType: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<GifRecordType>?) -> Int32
    let imageDescription: @convention(c) (UnsafeMutablePointer<GifFileType>?) -> Int32
    let line: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<GifPixelType>?, Int32) -> Int32
    let `extension`: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<Int32>?,
                                     UnsafeMutablePointer<UnsafeMutablePointer<GifByteType>?>?) -> Int32
    let extensionNext: @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<UnsafeMutablePointer<GifByteType>?>?) -> Int32

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibGIF? = SharedLibrary.load("libgif.so.7", without: "GIF stickers show as placeholders", LibGIF.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        open = try library.function("DGifOpen")
        close = try library.function("DGifCloseFile")
        recordType = try library.function("DGifGetRecordType")
        imageDescription = try library.function("DGifGetImageDesc")
        line = try library.function("DGifGetLine")
        `extension` = try library.function("DGifGetExtension")
        extensionNext = try library.function("DGifGetExtensionNext")
    }
}
