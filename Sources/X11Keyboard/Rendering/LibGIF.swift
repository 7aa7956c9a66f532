import CX11

/// The giflib functions GIF stickers are decoded with, from the library opened on first use (most starts draw no
/// GIF). Each type is gif_lib.h's own (through the C module).
struct LibGIF: Sendable {
    let open: cx_DGifOpen
    let close: cx_DGifCloseFile
    let recordType: cx_DGifGetRecordType
    let imageDescription: cx_DGifGetImageDesc
    let line: cx_DGifGetLine
    let `extension`: cx_DGifGetExtension
    let extensionNext: cx_DGifGetExtensionNext

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibGIF? = SharedLibrary.load(
        "libgif.so.7", without: "GIF stickers show as placeholders", LibGIF.init)

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
