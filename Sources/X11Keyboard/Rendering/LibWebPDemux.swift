import CX11

/// The libwebpdemux functions WebP stickers are decoded with (its animation decoder decodes stills too), from the
/// library opened on first use. Each type is written from webp/demux.h; the `Internal` functions are what its inline
/// wrappers call, with `WEBP_DEMUX_ABI_VERSION`.
struct LibWebPDemux: Sendable {
    let demux: @convention(c) (UnsafePointer<WebPData>?, Int32, UnsafeMutablePointer<WebPDemuxState>?, Int32) -> OpaquePointer?
    let demuxGet: @convention(c) (OpaquePointer?, WebPFormatFeature) -> UInt32
    let demuxDelete: @convention(c) (OpaquePointer?) -> Void
    let optionsInit: @convention(c) (UnsafeMutablePointer<WebPAnimDecoderOptions>?, Int32) -> Int32
    let decoderNew: @convention(c) (UnsafePointer<WebPData>?, UnsafePointer<WebPAnimDecoderOptions>?, Int32) -> OpaquePointer?
    let decoderInfo: @convention(c) (OpaquePointer?, UnsafeMutablePointer<WebPAnimInfo>?) -> Int32
    let decoderNext: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int32>?) -> Int32
    let decoderDelete: @convention(c) (OpaquePointer?) -> Void

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibWebPDemux? = SharedLibrary.load("libwebpdemux.so.2", without: "WebP stickers show as placeholders", LibWebPDemux.init)

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
