import CX11
import KeyboardFormats

/// Decodes a GIF held in memory into full-canvas frames with giflib's record-by-record API, so that every size is
/// checked (`AnimationLimits`) before anything is allocated for it: the canvas when the screen descriptor is read,
/// each frame's rectangle and the running frame and pixel counts (of the canvas and of the frames' rectangles) when
/// its descriptor is. A file cut short keeps the frames read whole before the cut (as browsers show them); one without
/// any whole frame is an error. O(file size + frames x canvas pixels).
enum GIFDecoder {
    /// Where giflib's read callback takes its bytes from.
    private struct Source {
        let base: UnsafePointer<UInt8>
        let count: Int
        var offset = 0
    }

    /// The GIF in `bytes`, its frames fitted into `side` x `side` (`nil`: at the canvas's size); only its first
    /// `frameLimit` frames are decoded when one is given (the rest are not checked).
    static func decode(_ bytes: [UInt8], fitting side: Int? = nil, frameLimit: Int? = nil)
        -> Result<AnimatedImage, AnimationDecodeError>
    {
        guard let gif = LibGIF.library else {
            return .failure(AnimationDecodeError("no giflib", isLibraryMissing: true))
        }
        guard bytes.count <= AnimationLimits.maximumFileSize else {
            return .failure(AnimationDecodeError("file is larger than 8 MiB"))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(AnimationDecodeError("empty file")) }
            var source = Source(base: base, count: buffer.count)
            return withUnsafeMutablePointer(to: &source) { pointer in
                var error: Int32 = 0
                let read: InputFunc = { file, into, wanted in
                    guard let file, let into, wanted > 0,
                        let source = file.pointee.UserData?.assumingMemoryBound(to: Source.self)
                    else { return 0 }
                    let count = min(Int(wanted), source.pointee.count - source.pointee.offset)
                    guard count > 0 else { return 0 }
                    into.update(from: source.pointee.base + source.pointee.offset, count: count)
                    source.pointee.offset += count
                    return Int32(count)
                }
                guard let file = gif.open(pointer, read, &error) else {
                    return .failure(AnimationDecodeError("not a readable GIF (giflib error \(error))"))
                }
                defer { _ = gif.close(file, &error) }
                return frames(of: file, gif, fitting: side, frameLimit: frameLimit)
            }
        }
    }

    private static func frames(
        of file: UnsafeMutablePointer<GifFileType>, _ gif: LibGIF, fitting side: Int?,
        frameLimit: Int?
    ) -> Result<AnimatedImage, AnimationDecodeError> {
        let width = Int(file.pointee.SWidth)
        let height = Int(file.pointee.SHeight)
        if let refusal = AnimationLimits.refusal(width: width, height: height, frames: 1) {
            return .failure(AnimationDecodeError(refusal))
        }
        let globalPalette = palette(file.pointee.SColorMap)
        var canvas = GIFCanvas(width: width, height: height)
        var frames = AnimatedImageBuilder(canvasWidth: width, canvasHeight: height, fitting: side)
        // The graphic control extension before a frame: delay (centiseconds), disposal, transparent index.
        var delay = 0
        var disposal = 0
        var transparent: Int?
        var cut: String?
        // Pixels of the frames' own rectangles, which may be larger than the canvas: LZW makes each from a few bytes.
        var framePixels = 0
        records: while true {
            var record = UNDEFINED_RECORD_TYPE
            guard gif.recordType(file, &record) == GIF_OK else {
                cut = "cut short"
                break
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard gif.imageDescription(file) == GIF_OK else {
                    cut = "bad image descriptor"
                    break records
                }
                let image = file.pointee.Image
                let rect = GIFCanvas.FrameRect(
                    left: Int(image.Left), top: Int(image.Top), width: Int(image.Width), height: Int(image.Height))
                if let refusal = AnimationLimits.refusal(width: width, height: height, frames: frames.frameCount + 1) {
                    return .failure(AnimationDecodeError(refusal))
                }
                guard rect.width >= 1, rect.height >= 1, rect.width <= 65535, rect.height <= 65535,
                    rect.width * rect.height <= AnimationLimits.maximumCanvasPixels
                else {
                    return .failure(
                        AnimationDecodeError("frame \(frames.frameCount + 1) is \(rect.width)x\(rect.height)"))
                }
                framePixels += rect.width * rect.height
                guard framePixels <= AnimationLimits.maximumTotalPixels else {
                    return .failure(
                        AnimationDecodeError(
                            "\(frames.frameCount + 1) frames of \(framePixels) pixels in all are too many pixels"))
                }
                var indices = [UInt8](repeating: 0, count: rect.width * rect.height)
                let rows = image.Interlace ? GIFCanvas.interlacedRows(height: rect.height) : Array(0..<rect.height)
                let complete = indices.withUnsafeMutableBufferPointer { buffer in
                    rows.allSatisfy { row in
                        gif.line(file, buffer.baseAddress! + row * rect.width, Int32(rect.width)) == GIF_OK
                    }
                }
                guard complete else {
                    cut = "frame \(frames.frameCount + 1) is cut short"
                    break records
                }
                let framePalette = image.ColorMap.map(palette) ?? globalPalette
                indices.withUnsafeBufferPointer {
                    canvas.draw(
                        indices: $0, rect: rect, palette: framePalette, transparent: transparent, disposal: disposal)
                }
                guard canvas.pixels.withUnsafeBytes({ frames.append($0, milliseconds: delay * 10) }) else {
                    return .failure(AnimationDecodeError("cannot scale frame \(frames.frameCount + 1)"))
                }
                if let frameLimit, frames.frameCount >= frameLimit { break records }
                delay = 0
                disposal = 0
                transparent = nil
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard gif.extension(file, &code, &block) == GIF_OK else {
                    cut = "bad extension"
                    break records
                }
                if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
                    disposal = Int(block[1] >> 2 & 0x07)
                    delay = Int(block[2]) | Int(block[3]) << 8
                    transparent = block[1] & 0x01 != 0 ? Int(block[4]) : nil
                }
                while block != nil {
                    guard gif.extensionNext(file, &block) == GIF_OK else {
                        cut = "bad extension"
                        break records
                    }
                }
            case TERMINATE_RECORD_TYPE:
                break records
            default:
                cut = "unknown record"
                break records
            }
        }
        guard let image = frames.image else {
            return .failure(AnimationDecodeError(cut.map { "no whole frame (\($0))" } ?? "no frames"))
        }
        return .success(image)
    }

    /// RGB triples of a colour map, or none.
    private static func palette(_ map: UnsafeMutablePointer<ColorMapObject>?) -> [UInt8] {
        guard let map, let colours = map.pointee.Colors else { return [] }
        let count = max(0, min(256, Int(map.pointee.ColorCount)))
        var triples: [UInt8] = []
        triples.reserveCapacity(count * 3)
        for index in 0..<count {
            triples += [colours[index].Red, colours[index].Green, colours[index].Blue]
        }
        return triples
    }
}
