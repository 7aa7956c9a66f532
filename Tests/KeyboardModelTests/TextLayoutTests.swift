import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The composer's layout, kept up to date edit by edit, always equals measuring the whole text again.
@Suite("Composer text layout")
struct TextLayoutTests {
    let measure = FixedMeasure()
    let codec = StickerCodec(codes: PropertyTests.codes)

    func expectedWidths(_ buffer: TextBuffer) -> [Int] {
        buffer.atoms.map {
            TextLayout.width(of: $0, size: 20, lineHeight: 16, measure: measure, hasImage: { _ in true })
        }
    }

    @Test(arguments: 0..<30)
    func incrementalWidthsMatchAFullMeasureAfterEveryStep(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0x51)
        var buffer = TextBuffer()
        var layout = TextLayout(textSize: 20, viewport: 300)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        let properties = PropertyTests()
        for _ in 0..<200 {
            // Several edits before one update: their changes must merge into one covering range.
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0: buffer.insert(text: properties.randomText(&random, maxPieces: 3))
                case 1: buffer.insert(sticker: PropertyTests.codes.randomElement(using: &random)!)
                case 2: buffer.deleteBackward()
                case 3: buffer.deleteForward()
                case 4:
                    buffer.setCursor(
                        Int.random(in: 0...buffer.count, using: &random), extending: Bool.random(using: &random))
                case 5: buffer.paste(properties.randomText(&random, maxPieces: 40), codec: codec)
                case 6: buffer.undo()
                default: buffer.redo()
                }
            }
            layout.update(&buffer, measure: measure, hasImage: { _ in true })
            layout.checkInvariants(count: buffer.count)
            let widths = expectedWidths(buffer)
            #expect(layout.widths(ofAtoms: 0..<buffer.count) == widths)
            var x = 0
            for index in 0...buffer.count {
                #expect(layout.x(ofCaret: index) == x)
                if index < widths.count { x += widths[index] }
            }
            let caretX = layout.x(ofCaret: buffer.cursor) - layout.scroll
            #expect(
                caretX >= 0 && caretX <= layout.viewport - 2 || layout.contentWidth < layout.viewport,
                "the caret stays in view")
        }
    }

    @Test func theCaretsRectangleFollowsTheScrollAndStaysInsideTheArea() {
        var buffer = TextBuffer()
        buffer.insert(text: "ab😀c")
        var layout = TextLayout(textSize: 20, viewport: 30)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        let area = Rect(x: 100, y: 50, width: 30, height: 40)
        // a: 0..<10, b: 10..<20, 😀: 20..<40, c: 40..<50; scrolled so that the caret after c is in view.
        #expect(layout.scroll == 22)
        #expect(layout.lineTop(in: area) == 62)
        #expect(layout.caretRect(at: 4, in: area) == Rect(x: 127, y: 62, width: 2, height: 16))
        #expect(layout.caretRect(at: 2, in: area) == Rect(x: 100, y: 62, width: 0, height: 16), "scrolled out: nothing")
        buffer.setCursor(0, extending: false)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        #expect(
            layout.caretRect(at: 0, in: area) == Rect(x: 100, y: 62, width: 1, height: 16),
            "its left pixel is outside the area")
    }

    @Test func hitTestingFindsTheNearestCaretAndTheAtomUnderThePointer() {
        var buffer = TextBuffer()
        buffer.insert(text: "ab😀c")
        var layout = TextLayout(textSize: 20, viewport: 300)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        // a: 0..<10, b: 10..<20, 😀: 20..<40, c: 40..<50
        #expect(layout.hit(x: 4) == (0, 0))
        #expect(layout.hit(x: 6) == (1, 0))
        #expect(layout.hit(x: 29) == (2, 2))
        #expect(layout.hit(x: 31) == (3, 2))
        #expect(layout.hit(x: 80) == (4, nil))
        #expect(layout.hit(x: -5) == (0, nil))
    }

    @Test func aLongLineScrollsWithTheCaretAndOnlyTheVisibleSliceIsDrawn() {
        var buffer = TextBuffer()
        buffer.insert(text: String(repeating: "x", count: 100_000))
        var layout = TextLayout(textSize: 20, viewport: 200)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        #expect(layout.scroll == 1_000_000 - 200 + 2, "at the end the caret is in view")
        let (visible, firstX) = layout.atoms(inView: 0..<layout.viewport)
        #expect(visible == 99_980..<100_000)
        #expect(firstX == -2)
        // Part of the view, as a caret's blink redraws it: the atoms under pixels 195..<200 of the view.
        #expect(layout.atoms(inView: 195..<200) == (99_999..<100_000, 188))
        #expect(layout.atoms(inView: 190..<900) == (99_999..<100_000, 188), "cut to the view")
        #expect(layout.atoms(inView: 5..<5).range.isEmpty)
        buffer.move(.bufferStart)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        #expect(layout.scroll == 0)
        #expect(layout.atoms(inView: 0..<layout.viewport).range == 0..<20)
        #expect(layout.hit(x: 15) == (1, 1))
    }

    @Test func tabsAndLineBreaksHaveWidthsOfTheirOwn() {
        var buffer = TextBuffer()
        buffer.paste("a\tb\nc", codec: codec)
        var layout = TextLayout(textSize: 20, viewport: 300)
        layout.update(&buffer, measure: measure, hasImage: { _ in true })
        #expect(layout.widths(ofAtoms: 0..<5) == [10, 40, 10, 12, 10])
    }
}
