import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import Testing

@testable import X11Keyboard

/// The GIF and WebP decoders on small files made with ImageMagick (Tests/Fixtures/animated) and on hostile bytes.
@Suite("Animated image decoders")
struct AnimatedDecoderTests {
    static let folder =
        String(#filePath).split(separator: "/").dropLast(2).joined(separator: "/") + "/Fixtures/animated/"

    static func fixture(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/" + folder + name)))
    }

    /// The first pixel of a frame as (blue, green, red, alpha).
    static func firstPixel(_ image: AnimatedImage, _ frame: Int) -> [UInt8] { Array(image.frames[frame][0..<4]) }

    /// The smallest GIF: 1x1, a two-colour palette, then `frames` frames of one pixel of colour 0 (black) each.
    static func tinyGIF(frames: Int, width: UInt16 = 1, height: UInt16 = 1) -> [UInt8] {
        var bytes =
            Array("GIF89a".utf8) + [
                UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0x80, 0, 0
            ]
        bytes += [0, 0, 0, 255, 255, 255]
        for _ in 0..<frames { bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00] }
        return bytes + [0x3B]
    }

    /// The LZW data of `count` pixels of colour 0 as an encoder writes it (minimum code size 2: runs of 1, 2, 3, …
    /// pixels, each a new code), in sub-blocks: a few kilobytes make millions of pixels.
    static func uniformLZW(count: Int) -> [UInt8] {
        var data: [UInt8] = []
        var accumulator = 0
        var filled = 0
        var width = 3
        var running = 6
        var limit = 8
        func write(_ code: Int) {
            accumulator |= code << filled
            filled += width
            while filled >= 8 {
                data.append(UInt8(accumulator & 0xFF))
                accumulator >>= 8
                filled -= 8
            }
        }
        write(4)
        var left = count
        var length = 1
        while left > 0 {
            let run = min(length, left)
            write(run == 1 ? 0 : 4 + run)
            // The decoder widens its codes as its table grows (giflib's RunningCode and MaxCode1).
            running += 1
            if running > limit, width < 12 {
                limit <<= 1
                width += 1
            }
            left -= run
            length += 1
        }
        write(5)
        if filled > 0 { data.append(UInt8(accumulator & 0xFF)) }
        var blocks: [UInt8] = [2]
        for start in stride(from: 0, to: data.count, by: 255) {
            let block = data[start..<min(data.count, start + 255)]
            blocks += [UInt8(block.count)] + block
        }
        return blocks + [0]
    }

    /// A 1x1 canvas with `frames` frames of 2048 x 2048 pixels each (all but one pixel outside it).
    static func oversizedFramesGIF(frames: Int) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
        let frame = [0x2C, 0, 0, 0, 0, 0x00, 0x08, 0x00, 0x08, 0] + uniformLZW(count: 2048 * 2048)
        for _ in 0..<frames { bytes += frame }
        return bytes + [0x3B]
    }

    @Test func boundsThePixelsOfFramesLargerThanTheCanvas() throws {
        let one = try GIFDecoder.decode(Self.oversizedFramesGIF(frames: 1)).get()
        #expect(
            one.width == 1 && one.height == 1 && one.frames.count == 1,
            "a frame of 4 Mpixels decodes onto its 1x1 canvas")
        let nine = Self.oversizedFramesGIF(frames: 9)
        #expect(nine.count < 64 << 10, "nine frames of 4 Mpixels in \(nine.count) bytes")
        #expect(throws: AnimationDecodeError.self) { try GIFDecoder.decode(nine).get() }
    }

    @Test func decodesEveryGIFFrameWithItsDelayAndTinyDelaysSlowedLikeBrowsers() throws {
        let image = try GIFDecoder.decode(Self.fixture("three-frames.gif")).get()
        #expect(image.width == 16 && image.height == 16)
        #expect(image.durations == [200, 300, 100], "a 0 ms delay shows for 100 ms")
        #expect(Self.firstPixel(image, 0) == [0, 0, 255, 255])
        #expect(Self.firstPixel(image, 1) == [0, 255, 0, 255])
        #expect(Self.firstPixel(image, 2) == [255, 0, 0, 255])
    }

    @Test func decodesOnlyTheFramesAskedFor() throws {
        let gif = try GIFDecoder.decode(Self.fixture("three-frames.gif"), frameLimit: 1).get()
        #expect(gif.frames.count == 1 && Self.firstPixel(gif, 0) == [0, 0, 255, 255])
        let webp = try WebPDecoder.decode(Self.fixture("three-frames.webp"), frameLimit: 1).get()
        #expect(webp.frames.count == 1 && Self.firstPixel(webp, 0) == [0, 0, 255, 255])
    }

    @Test func decodesAnInterlacedGIF() throws {
        let image = try GIFDecoder.decode(Self.fixture("interlaced.gif")).get()
        #expect(image.frames.count == 2)
        #expect(image.frames[1].count == 20 * 10 * 4)
        #expect(
            stride(from: 0, to: image.frames[1].count, by: 4).allSatisfy {
                image.frames[1][$0] == 255 && image.frames[1][$0 + 2] == 0
            },
            "every row of the second frame is blue")
    }

    @Test func scalesFramesToTheDrawnSize() throws {
        let image = try GIFDecoder.decode(Self.fixture("three-frames.gif"), fitting: 8).get()
        #expect(image.width == 8 && image.height == 8 && image.frames.count == 3)
        #expect(image.frames.allSatisfy { $0.count == 8 * 8 * 4 })
        #expect(Self.firstPixel(image, 1) == [0, 255, 0, 255])
        let larger = try GIFDecoder.decode(Self.fixture("three-frames.gif"), fitting: 64).get()
        #expect(
            larger.width == 64 && larger.height == 64,
            "scaled up too, as a still sticker is: a 22 px GIF fills its cell")
    }

    @Test func decodesAnimatedAndStillWebP() throws {
        let image = try WebPDecoder.decode(Self.fixture("three-frames.webp")).get()
        #expect(image.width == 16 && image.height == 16 && image.frames.count == 3)
        #expect(image.durations == [300, 50, 175], "each frame's own duration, from libwebp's end times")
        #expect(Self.firstPixel(image, 0) == [0, 0, 255, 255])
        #expect(Self.firstPixel(image, 2) == [255, 0, 0, 255])
        let still = try WebPDecoder.decode(Self.fixture("still.webp")).get()
        #expect(still.width == 24 && still.height == 12 && still.frames.count == 1)
    }

    @Test func truncatedFilesKeepWholeFramesOrFail() throws {
        let gif = try Self.fixture("three-frames.gif")
        for cut in [0, 6, 13] {
            #expect(throws: AnimationDecodeError.self, "cut at \(cut): no frame") {
                try GIFDecoder.decode(Array(gif.prefix(cut))).get()
            }
        }
        let half = try GIFDecoder.decode(Array(gif.prefix(gif.count / 2))).get()
        #expect(half.frames.count >= 1 && half.frames.count < 3, "cut in the middle: the frames before the cut")
        #expect(
            try GIFDecoder.decode(Array(gif.prefix(gif.count - 1))).get().frames.count == 3, "only the trailer missing")
        let webp = try Self.fixture("three-frames.webp")
        // The RIFF chunk's own length (the fixture has bytes after it, which the demuxer ignores).
        let whole = 8 + (Int(webp[4]) | Int(webp[5]) << 8 | Int(webp[6]) << 16)
        for cut in [0, 12, 30, whole / 2, whole - 1] {
            // The demuxer takes only whole files (allow_partial 0).
            #expect(throws: AnimationDecodeError.self, "cut at \(cut)") {
                try WebPDecoder.decode(Array(webp.prefix(cut))).get()
            }
        }
    }

    @Test func refusesHugeCanvasesBeforeAllocating() throws {
        let huge = Self.tinyGIF(frames: 1, width: 65535, height: 65535)
        #expect(throws: AnimationDecodeError.self) { try GIFDecoder.decode(huge).get() }
        #expect(throws: AnimationDecodeError.self) { try ImageFormat.checkHeader(huge) }
        var webp = try Self.fixture("three-frames.webp")
        // VP8X canvas 16384 x 16384 (stored minus one, 24 bits little-endian at 24 and 27).
        webp.replaceSubrange(24..<30, with: [0xFF, 0x3F, 0, 0xFF, 0x3F, 0])
        #expect(throws: AnimationDecodeError.self) { try ImageFormat.checkHeader(webp) }
        #expect(throws: AnimationDecodeError.self) { try WebPDecoder.decode(webp).get() }
    }

    @Test func refusesZeroAndAbsurdFrameCounts() {
        #expect(throws: AnimationDecodeError.self) { try GIFDecoder.decode(Self.tinyGIF(frames: 0)).get() }
        #expect(
            (try? GIFDecoder.decode(Self.tinyGIF(frames: AnimationLimits.maximumFrames)).get())?.frames.count
                == AnimationLimits.maximumFrames)
        let absurd = GIFDecoder.decode(Self.tinyGIF(frames: 10_000))
        #expect(throws: AnimationDecodeError.self) { try absurd.get() }
        #expect(throws: AnimationDecodeError.self) { try GIFDecoder.decode(Array("GIF89a".utf8)).get() }
        #expect(throws: AnimationDecodeError.self) {
            try WebPDecoder.decode(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8)).get()
        }
    }

    @Test func sniffsFormatsByTheirBytes() throws {
        #expect(ImageFormat(sniffing: try Self.fixture("three-frames.gif")) == .gif)
        #expect(ImageFormat(sniffing: try Self.fixture("three-frames.webp")) == .webp)
        #expect(ImageFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]) == .png)
        #expect(ImageFormat(sniffing: Array("RIFF0000WAVE".utf8)) == nil)
        #expect(try ImageFormat.checkHeader(try Self.fixture("still.webp")) == (24, 12))
        #expect(try ImageFormat.checkHeader(try Self.fixture("three-frames.webp")) == (16, 16))
        #expect(try ImageFormat.checkHeader(try Self.fixture("three-frames.gif")) == (16, 16))
    }
}

@Suite("PNG encoder")
struct PNGEncoderTests {
    @Test func writesAFirstFrameAsAPNGThatReadsBack() throws {
        let image = try GIFDecoder.decode(AnimatedDecoderTests.fixture("three-frames.gif")).get()
        let png = try #require(
            PNGEncoder.encode(premultipliedBGRA: image.frames[0], width: image.width, height: image.height))
        let header = try PNGHeader(data: png)
        #expect(header.width == 16 && header.height == 16)
        #expect(PNGEncoder.encode(premultipliedBGRA: [], width: 4, height: 4) == nil, "too few pixels")
    }
}
