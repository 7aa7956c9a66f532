import FoundationEssentials
import KeyboardFormats
import KeyboardStorage

/// What `sticker add` and the window's ➕ keep is what the window draws: the image goes through the window's own
/// decoders first (libpng, giflib, libwebpdemux). What they refuse (corrupt image data, an animation past
/// `AnimationLimits`, no frames) is refused with their reason; a PNG larger than the window decodes
/// (`StickerImageLimits.decodedSide` a side) is scaled down to `scaledSide` a side and kept as a PNG, as a phone's
/// screenshot becomes a sticker. O(pixels), at most `scaledPixelLimit` decoded.
enum StickerAdmission {
    /// Longest side of a PNG scaled down on add: more than a cell draws at scale 4.
    static let scaledSide = 1024
    /// Most pixels decoded to be scaled down (64 MiB of pixels).
    static let scaledPixelLimit = 4096 * 4096

    /// The image to keep for `data`, with a note when it was scaled down, or why the window could not draw it.
    static func admit(_ data: Data) -> Result<OwnStickerStore.Admitted, OwnStickerStore.Failure> {
        if let format = ImageFormat(sniffing: data.prefix(ImageFormat.sniffedPrefix)), format != .png {
            let bytes = [UInt8](data)
            let decoded = format == .gif ? GIFDecoder.decode(bytes, fitting: 1) : WebPDecoder.decode(bytes, fitting: 1)
            if case .failure(let error) = decoded, !error.isLibraryMissing {
                return .failure(OwnStickerStore.Failure(error.message))
            }
            return .success(OwnStickerStore.Admitted(image: data))
        }
        let header: PNGHeader
        do {
            header = try PNGHeader(data: data)
        } catch {
            return .failure(OwnStickerStore.Failure(error.description))
        }
        let (width, height) = (header.width, header.height)
        let fits = width <= StickerImageLimits.decodedSide && height <= StickerImageLimits.decodedSide
        if !fits, width * height > scaledPixelLimit {
            return .failure(
                OwnStickerStore.Failure(
                    "\(width) x \(height) pixels is more than the keyboard scales down (\(scaledPixelLimit) pixels)"))
        }
        let pixels: [UInt8]
        switch PNGDecoder.decode(data, width: width, height: height) {
        case .success(let decoded): pixels = decoded
        case .failure(let failure) where failure.isLibraryMissing && fits:
            return .success(OwnStickerStore.Admitted(image: data))
        case .failure(let failure): return .failure(OwnStickerStore.Failure(failure.message))
        }
        if fits { return .success(OwnStickerStore.Admitted(image: data)) }
        let scale = min(Double(scaledSide) / Double(width), Double(scaledSide) / Double(height))
        let (newWidth, newHeight) = (
            max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded()))
        )
        guard
            let scaled = PixelScaler.scale(pixels, width: width, height: height, toWidth: newWidth, height: newHeight),
            let png = PNGEncoder.encode(premultipliedBGRA: scaled, width: newWidth, height: newHeight)
        else {
            return .failure(OwnStickerStore.Failure("cannot scale the image down"))
        }
        return .success(
            OwnStickerStore.Admitted(
                image: png,
                note:
                    "scaled down from \(width) x \(height) to \(newWidth) x \(newHeight) pixels, as the keyboard draws it"
            ))
    }
}
