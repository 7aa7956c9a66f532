import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel

@Suite("Pixel scaler")
struct PixelScalerTests {
    static func solid(_ width: Int, _ height: Int, _ pixel: [UInt8]) -> [UInt8] {
        Array((0..<width * height).map { _ in pixel }.joined())
    }

    @Test(arguments: [(136, 128, 42, 40), (96, 96, 34, 34), (20, 20, 61, 7), (1, 1, 9, 9), (5, 300, 5, 2)])
    func aSolidColourStaysThatColourAtAnySize(width: Int, height: Int, targetWidth: Int, targetHeight: Int) throws {
        let pixel: [UInt8] = [40, 80, 120, 200]
        let scaled = try #require(
            PixelScaler.scale(
                Self.solid(width, height, pixel), width: width, height: height,
                toWidth: targetWidth, height: targetHeight))
        #expect(scaled == Self.solid(targetWidth, targetHeight, pixel))
    }

    @Test func shrinkingAveragesEverySourcePixel() throws {
        // Two columns, black and white (opaque): one pixel of mid grey.
        let source: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255]
        #expect(PixelScaler.scale(source, width: 2, height: 1, toWidth: 1, height: 1) == [128, 128, 128, 255])
    }

    @Test func premultipliedChannelsNeverExceedAlpha() throws {
        var random = SeededGenerator(state: 99)
        let source = (0..<17 * 13).flatMap { _ -> [UInt8] in
            let alpha = UInt8(random.next() % 256)
            return (0..<3).map { _ in UInt8(random.next() % (UInt64(alpha) + 1)) } + [alpha]
        }
        let scaled = try #require(PixelScaler.scale(source, width: 17, height: 13, toWidth: 7, height: 29))
        for pixel in stride(from: 0, to: scaled.count, by: 4) {
            #expect(scaled[pixel..<pixel + 3].allSatisfy { $0 <= scaled[pixel + 3] })
        }
    }

    @Test func refusesSizesOutOfRangeAndShortInput() {
        #expect(PixelScaler.scale([0, 0, 0, 0], width: 1, height: 1, toWidth: 0, height: 1) == nil)
        #expect(PixelScaler.scale([0, 0, 0, 0], width: 2, height: 1, toWidth: 1, height: 1) == nil)
        #expect(
            PixelScaler.scale([0, 0, 0, 0], width: 1, height: 1, toWidth: PixelScaler.maxSide + 1, height: 1) == nil)
        #expect(PixelScaler.scale([1, 2, 3, 4], width: 1, height: 1, toWidth: 1, height: 1) == [1, 2, 3, 4])
    }

    @Test func premultiplyScalesColourByAlpha() {
        var pixels: [UInt8] = [255, 128, 0, 128, 10, 20, 30, 255, 200, 200, 200, 0]
        pixels.withUnsafeMutableBytes(PixelScaler.premultiply)
        #expect(pixels == [128, 64, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0])
    }
}
