import KeyboardModel
import Testing

@testable import X11Keyboard

@Suite("Which emoji the colour font draws")
struct DrawableEmojiCheckTests {
    /// The installed colour font (the test machine has Debian's fonts-noto-color-emoji).
    func colourFont() throws -> FontFile {
        let match = try #require(FontCheck.match(FontSet.emojiFamily), "no colour emoji font")
        return try #require(FontFile(path: match.path, faceIndex: match.index, mapped: false))
    }

    /// Drawn (one glyph), not drawn (a letter the font lacks, two faces side by side) and a made-up ZWJ pair, in
    /// a pattern that does not repeat with the threads' stride, over more texts than are shared between threads.
    var texts: [String] {
        let kinds = ["😀", "a", "🐈", "👍🏽", "😀😀", "🧑‍🧑‍🧒", "🐈\u{200D}😀", "🇫🇷", "🏳️‍🌈"]
        return (0..<(DrawableEmojiCheck.minimumToShare + 101)).map { kinds[($0 * $0 + $0 / 7) % kinds.count] }
    }

    @Test func aCheckSharedByTwoThreadsFindsWhatOneThreadFindsInTheTextsOrder() throws {
        let file = try colourFont()
        let texts = texts
        let alone = try #require(DrawableEmojiCheck.undrawnIndices(texts, stride: 1, from: 0, in: file))
        let shared = try #require(DrawableEmojiCheck.undrawn(texts, file: file, shared: true))
        #expect(shared == alone.map { texts[$0] })
        #expect(Set(shared) == ["a", "😀😀", "🐈\u{200D}😀"], "the font draws the others as one glyph each")
        #expect(shared.count == texts.filter { ["a", "😀😀", "🐈\u{200D}😀"].contains($0) }.count)
    }

    @Test func aShortListIsCheckedTheSameOnOneThread() throws {
        let file = try colourFont()
        #expect(DrawableEmojiCheck.undrawn(["a", "😀", "😀😀", "🐈"], file: file) == ["a", "😀😀"])
        #expect(DrawableEmojiCheck.undrawn(["a", "😀", "😀😀", "🐈"], file: file, shared: true) == ["a", "😀😀"])
    }
}
