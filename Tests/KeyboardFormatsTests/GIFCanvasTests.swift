import Testing

@testable import KeyboardFormats

/// GIF composition as browsers do it: transparency leaves what is below; disposal 2 clears, 3 restores.
@Suite("GIF canvas")
struct GIFCanvasTests {
    /// Palette: 0 red, 1 green, 2 blue.
    static let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]

    static func draw(
        _ canvas: inout GIFCanvas, _ indices: [UInt8], _ rect: GIFCanvas.FrameRect, transparent: Int? = nil,
        disposal: Int = 0
    ) {
        indices.withUnsafeBufferPointer {
            canvas.draw(indices: $0, rect: rect, palette: palette, transparent: transparent, disposal: disposal)
        }
    }

    /// Pixel (x, y) as "r", "g", "b" or "." (transparent).
    static func pixel(_ canvas: GIFCanvas, _ x: Int, _ y: Int) -> Character {
        let at = (y * canvas.width + x) * 4
        let p = Array(canvas.pixels[at..<at + 4])
        switch p {
        case [0, 0, 255, 255]: return "r"
        case [0, 255, 0, 255]: return "g"
        case [255, 0, 0, 255]: return "b"
        case [0, 0, 0, 0]: return "."
        default: return "?"
        }
    }

    static func row(_ canvas: GIFCanvas, _ y: Int) -> String { String((0..<canvas.width).map { pixel(canvas, $0, y) }) }

    @Test func framesComposeWithTransparencyAndEachDisposal() {
        var canvas = GIFCanvas(width: 4, height: 1)
        #expect(Self.row(canvas, 0) == "....", "starts transparent")
        Self.draw(&canvas, [0, 0, 0, 0], .init(left: 0, top: 0, width: 4, height: 1))
        Self.draw(&canvas, [1, 2], .init(left: 1, top: 0, width: 2, height: 1), transparent: 2, disposal: 2)
        #expect(Self.row(canvas, 0) == "rgrr", "index 2 is transparent here: red shows through")
        Self.draw(&canvas, [2], .init(left: 3, top: 0, width: 1, height: 1), disposal: 3)
        #expect(
            Self.row(canvas, 0) == "r..b", "disposal 2 cleared the previous frame's whole rectangle, to transparent")
        Self.draw(&canvas, [1], .init(left: 0, top: 0, width: 1, height: 1))
        #expect(Self.row(canvas, 0) == "g..r", "disposal 3 restored what was under the previous frame")
    }

    @Test func framesOutsideTheCanvasAndIndicesOutsideThePaletteAreSafe() {
        var canvas = GIFCanvas(width: 2, height: 2)
        Self.draw(&canvas, [0, 1, 2, 0], .init(left: -1, top: 1, width: 2, height: 2))
        #expect(Self.row(canvas, 0) == "..")
        #expect(Self.row(canvas, 1) == "g.", "only the part inside is drawn")
        Self.draw(&canvas, [200], .init(left: 1, top: 0, width: 1, height: 1))
        #expect(Array(canvas.pixels[4..<8]) == [0, 0, 0, 255], "past the palette: black")
        Self.draw(&canvas, [0], .init(left: 5, top: 5, width: 1, height: 1))
        Self.draw(&canvas, [], .init(left: 0, top: 0, width: 2, height: 2))
        #expect(Self.row(canvas, 1) == "g.", "too few indices draw nothing")
    }

    @Test func interlacedRowsCoverEveryRowOnce() {
        for height in 0..<40 {
            let rows = GIFCanvas.interlacedRows(height: height)
            #expect(rows.sorted() == Array(0..<height))
        }
        #expect(GIFCanvas.interlacedRows(height: 10) == [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
    }

    @Test func delaysAreClampedLikeBrowsers() {
        #expect([0, 10, 11, 20, 100_000].map(FrameDuration.clamped) == [100, 100, 11, 20, 60_000])
    }
}
