import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// Random mixes of text, emoji, stickers, brackets and codes, with the invariants checked after every step.
@Suite("Composer properties")
struct PropertyTests {
    static let codes = ["[笑哭]", "[开心]", "[ok]", "[a b]"]
    static let pieces = [
        "a", "Z", " ", "\n", "\r\n", "中", "文", "e\u{301}", "\u{301}", "\u{200D}", "👍", "🏽", "👨‍👩‍👧", "🇫", "🇷", "#️⃣",
        "[", "]", "[]", "[笑哭]", "[开心]", "[ok]", "[a b]", "[未知]", "[[ok]]", "]ok[", "\u{E001}", "(╯°□°）╯"
    ]
    let codec = StickerCodec(codes: codes)

    func randomText(_ random: inout SeededGenerator, maxPieces: Int = 12) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
            .joined()
    }

    @Test(arguments: 0..<40)
    func importExportCopyPasteUndoRedo(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0x9E37_79B9)
        var buffer = TextBuffer()
        var history: [String] = [buffer.plainText]
        for _ in 0..<150 {
            let before = buffer.plainText
            switch Int.random(in: 0..<11, using: &random) {
            case 0: buffer.insert(text: randomText(&random, maxPieces: 2))
            case 1: buffer.insert(sticker: Self.codes.randomElement(using: &random)!)
            case 2: buffer.deleteBackward()
            case 3: buffer.deleteForward()
            case 4:
                buffer.setCursor(
                    Int.random(in: 0...buffer.count, using: &random), extending: Bool.random(using: &random))
            case 5:
                buffer.move(
                    [.left, .right, .wordLeft, .wordRight, .lineStart, .lineEnd].randomElement(using: &random)!,
                    extending: Bool.random(using: &random))
            case 6: buffer.paste(randomText(&random), codec: codec)
            case 7:
                if let copied = buffer.copy() {
                    let selected = buffer.selection.range
                    #expect(copied == StickerCodec.plainText(of: buffer.atoms(in: selected)))
                    var pasted = buffer
                    pasted.paste(copied, codec: codec)
                    #expect(pasted.plainText == before, "pasting a copy over its selection changes nothing")
                    pasted.checkInvariants()
                }
            case 8:
                let cutText = buffer.cut() ?? ""
                var restored = buffer
                restored.paste(cutText, codec: codec)
                #expect(restored.plainText == before)
            case 9: buffer.undo()
            default: buffer.redo()
            }
            buffer.checkInvariants()
            #expect(buffer.selection.range.upperBound <= buffer.count)
            var reimported = TextBuffer()
            reimported.importPlainText(buffer.plainText, codec: codec)
            #expect(reimported.plainText == buffer.plainText)
            history.append(buffer.plainText)
        }
        var rewound = buffer
        var undone = 0
        while rewound.canUndo {
            rewound.undo()
            rewound.checkInvariants()
            undone += 1
        }
        for _ in 0..<undone { rewound.redo() }
        #expect(rewound.plainText == buffer.plainText, "undo all then redo as many returns to the same text")
    }

    @Test(arguments: 0..<200)
    func exportOfImportIsIdentityForRandomText(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let text = randomText(&random, maxPieces: 40)
        var buffer = TextBuffer()
        buffer.importPlainText(text, codec: codec)
        #expect(buffer.plainText == text)
        buffer.checkInvariants()
    }

    @Test func exportOfImportIsIdentityForRandomScalars() {
        var random = SeededGenerator(state: 7)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                let value = [
                    UInt32.random(in: 0x20...0x7E, using: &random), UInt32.random(in: 0x300...0x36F, using: &random),
                    UInt32.random(in: 0x1F1E6...0x1F1FF, using: &random),
                    UInt32.random(in: 0x1F300...0x1FAFF, using: &random),
                    0x200D, 0xFE0F, 0x5B, 0x5D, UInt32.random(in: 0x4E00...0x4E20, using: &random),
                    UInt32.random(in: 0xAC00...0xAC20, using: &random)
                ]
                .randomElement(using: &random)!
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            var buffer = TextBuffer()
            buffer.importPlainText(text, codec: codec)
            #expect(buffer.plainText == text)
            buffer.checkInvariants()
        }
    }
}
