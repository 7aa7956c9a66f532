import CX11
import KeyboardFormats

/// Decodes a WebP held in memory, still or animated, into full-canvas frames with libwebpdemux. The demuxer reads the
/// chunks first (no pixels): the canvas and the frame count are checked (`AnimationLimits`) before the animation
/// decoder allocates its canvas. A frame that does not decode ends the animation there; none at all is an error.
/// O(file size + frames x canvas pixels).
enum WebPDecoder {
    /// The WebP in `bytes`, its frames fitted into `side` x `side` (`nil`: at the canvas's size); only its first
    /// `frameLimit` frames are decoded when one is given.
    static func decode(_ bytes: [UInt8], fitting side: Int? = nil, frameLimit: Int? = nil)
        -> Result<AnimatedImage, AnimationDecodeError>
    {
        guard let webp = LibWebPDemux.library else {
            return .failure(AnimationDecodeError("no libwebpdemux", isLibraryMissing: true))
        }
        guard bytes.count <= AnimationLimits.maximumFileSize else {
            return .failure(AnimationDecodeError("file is larger than 8 MiB"))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demuxer = webp.demux(&data, 0, nil, Int32(WEBP_DEMUX_ABI_VERSION)) else {
                return .failure(AnimationDecodeError("not a readable WebP"))
            }
            let width = Int(webp.demuxGet(demuxer, WEBP_FF_CANVAS_WIDTH))
            let height = Int(webp.demuxGet(demuxer, WEBP_FF_CANVAS_HEIGHT))
            let count = Int(webp.demuxGet(demuxer, WEBP_FF_FRAME_COUNT))
            webp.demuxDelete(demuxer)
            if let refusal = AnimationLimits.refusal(width: width, height: height, frames: count) {
                return .failure(AnimationDecodeError(refusal))
            }
            var options = WebPAnimDecoderOptions()
            guard webp.optionsInit(&options, Int32(WEBP_DEMUX_ABI_VERSION)) != 0 else {
                return .failure(AnimationDecodeError("libwebpdemux refused its options"))
            }
            options.color_mode = MODE_bgrA
            options.use_threads = 0
            guard let decoder = webp.decoderNew(&data, &options, Int32(WEBP_DEMUX_ABI_VERSION)) else {
                return .failure(AnimationDecodeError("not a readable WebP"))
            }
            defer { webp.decoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard webp.decoderInfo(decoder, &info) != 0, Int(info.canvas_width) == width,
                Int(info.canvas_height) == height
            else {
                return .failure(AnimationDecodeError("WebP canvas does not match its header"))
            }
            var frames = AnimatedImageBuilder(canvasWidth: width, canvasHeight: height, fitting: side)
            var previous: Int32 = 0
            for _ in 0..<min(count, max(1, frameLimit ?? count)) {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard webp.decoderNext(decoder, &pixels, &timestamp) != 0, let pixels else { break }
                let canvas = UnsafeRawBufferPointer(start: pixels, count: width * height * 4)
                guard frames.append(canvas, milliseconds: Int(timestamp) - Int(previous)) else { break }
                previous = timestamp
            }
            guard let image = frames.image else { return .failure(AnimationDecodeError("no frame decodes")) }
            return .success(image)
        }
    }
}
