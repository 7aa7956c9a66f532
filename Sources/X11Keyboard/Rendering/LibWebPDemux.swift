import CX11

/// The libwebpdemux functions WebP stickers are decoded with (its animation decoder decodes stills too), from the
/// library opened on first use. Each type is webp/demux.h's own (through the C module); the `Internal` functions are
/// what its inline wrappers call, with `WEBP_DEMUX_ABI_VERSION`.
struct LibWebPDemux: Sendable {
    let demux: cx_WebPDemuxInternal
    let demuxGet: cx_WebPDemuxGetI
    let demuxDelete: cx_WebPDemuxDelete
    let optionsInit: cx_WebPAnimDecoderOptionsInitInternal
    let decoderNew: cx_WebPAnimDecoderNewInternal
    let decoderInfo: cx_WebPAnimDecoderGetInfo
    let decoderNext: cx_WebPAnimDecoderGetNext
    let decoderDelete: cx_WebPAnimDecoderDelete

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibWebPDemux? = SharedLibrary.load(
        "libwebpdemux.so.2", without: "WebP stickers show as placeholders", LibWebPDemux.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        demux = try library.function("WebPDemuxInternal")
        demuxGet = try library.function("WebPDemuxGetI")
        demuxDelete = try library.function("WebPDemuxDelete")
        optionsInit = try library.function("WebPAnimDecoderOptionsInitInternal")
        decoderNew = try library.function("WebPAnimDecoderNewInternal")
        decoderInfo = try library.function("WebPAnimDecoderGetInfo")
        decoderNext = try library.function("WebPAnimDecoderGetNext")
        decoderDelete = try library.function("WebPAnimDecoderDelete")
    }
}
