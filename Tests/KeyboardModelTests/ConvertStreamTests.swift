import FoundationEssentials
import Testing

@testable import KeyboardModel

@Suite("Streamed conversion")
struct ConvertStreamTests {
    let codec = StickerCodec(codes: ["[笑哭]", "[开心]"])

    /// Converts `text` fed in pieces of `size` scalars, as `convert` reads standard input.
    func streamed(_ text: String, pieces size: Int, format: PlainTextConversion.Format = .segmentsJSON) -> String {
        var chunker = TextChunker()
        var conversion = PlainTextConversion(
            direction: .fromPlain, format: format, codec: codec, legacy: nil, names: nil, image: { "/i/" + $0 })
        var output = ""
        var piece = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            piece.append(scalar)
            if piece.count == size {
                output += conversion.convert(chunker.feed(String(piece)))
                piece = String.UnicodeScalarView()
            }
        }
        output += conversion.convert(chunker.feed(String(piece)))
        return output + conversion.convert(chunker.finish()) + conversion.finish()
    }

    @Test(arguments: [1, 2, 3, 5, 64])
    func piecesNeverSplitAGraphemeOrACode(size: Int) {
        let text = "ab[笑哭]👍🏽🇫🇷e\u{301}[[开心]]x[未知] 👨‍👩‍👧 " + String(repeating: "[", count: 70) + "[笑哭]\r\n"
        #expect(streamed(text, pieces: size) == streamed(text, pieces: text.unicodeScalars.count + 1))
        #expect(streamed(text, pieces: size, format: .text) == text)
    }

    @Test func segmentsAreTheComposersAsJSON() {
        let output = streamed("a\"b[笑哭]\\c\u{9B}", pieces: 2)
        #expect(output == #"[{"text":"a\"b"},{"sticker":"[笑哭]","image":"/i/[笑哭]"},{"text":"\\c\u009b"}]"# + "\n")
        #expect(streamed("", pieces: 1) == "[]\n")
    }

    @Test func aHugeGraphemeIsHeldWholeThenCut() {
        var chunker = TextChunker()
        var out = chunker.feed("x")
        for _ in 0..<1000 { out += chunker.feed(String(repeating: "\u{301}", count: 100)) }
        out += chunker.feed("y")
        #expect(out.count <= 1, "everything before y is one grapheme: it is never cut")
        #expect(out + chunker.finish() == "x" + String(repeating: "\u{301}", count: 100_000) + "y")
    }

    /// Issue 26, item 6: one grapheme of millions of combining marks was held whole (80 MB in, 169 MB resident).
    @Test func aGraphemeOfAMillionMarksIsHeldOnlyUpToTheBoundAndConvertsTheSame() {
        var chunker = TextChunker()
        var conversion = PlainTextConversion(
            direction: .fromPlain, format: .text, codec: codec, legacy: nil, names: nil, image: { _ in nil })
        let piece = String(repeating: "\u{301}", count: 32 << 10)
        var out = conversion.convert(chunker.feed("a"))
        var mostHeld = 0
        for _ in 0..<32 {
            out += conversion.convert(chunker.feed(piece))
            mostHeld = max(mostHeld, chunker.heldByteCount)
        }
        out += conversion.convert(chunker.feed("b[笑哭]")) + conversion.convert(chunker.finish()) + conversion.finish()
        #expect(mostHeld <= TextChunker.maximumHeld + piece.utf8.count, "held \(mostHeld) bytes of a 2 MiB grapheme")
        #expect(out.utf8.elementsEqual(("a" + String(repeating: piece, count: 32) + "b[笑哭]").utf8))
    }

    @Test func utf8DecodingAcrossPiecesAndTheFirstBadOffset() throws {
        let bytes = Array("好😂a".utf8)
        for split in 1..<bytes.count {
            var decoder = UTF8StreamDecoder()
            let first = try Array(bytes[..<split]).withUnsafeBytes { try decoder.decode($0) }
            let second = try Array(bytes[split...]).withUnsafeBytes { try decoder.decode($0) }
            try decoder.finish()
            #expect(first + second == "好😂a")
        }
        var decoder = UTF8StreamDecoder()
        _ = try Array("abc".utf8).withUnsafeBytes { try decoder.decode($0) }
        #expect(throws: UTF8StreamDecoder.InvalidUTF8(offset: 4)) {
            try ([0x64, 0xFF, 0x65] as [UInt8]).withUnsafeBytes { try decoder.decode($0) }
        }
        var cut = UTF8StreamDecoder()
        _ = try ([0xE5, 0xA5] as [UInt8]).withUnsafeBytes { try cut.decode($0) }
        #expect(throws: UTF8StreamDecoder.InvalidUTF8(offset: 0)) { try cut.finish() }
    }

    @Test func controlCharactersAreDroppedAsThePasteDropsThem() {
        #expect(
            TextInput.sanitized("a\u{1B}[2Jb\u{7}c\u{0}d\te\r\nf\u{9B}g©", keepLineBreaks: true) == "a[2Jbcd\te\r\nfg©")
        #expect(TextInput.sanitized("plain 你好", keepLineBreaks: true) == "plain 你好")
    }
}
