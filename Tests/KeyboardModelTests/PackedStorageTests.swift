import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The composer's packed store against a simple reference: an array of atoms, re-segmented whole after every edit.
@Suite("Composer packed store")
struct PackedStorageTests {
    static let codes = ["[笑哭]", "[开心]", "[ok]"]
    /// Pieces that stress segmentation at chunk edges: joiners, combining marks, flags cut in halves, CR LF, a prepended
    /// mark (U+0600), Hangul jamo, CJK, long ASCII runs, codes and brackets.
    static let pieces = [
        "a", "word ", "\r", "\n", "\r\n", "中文", "e\u{301}", "\u{301}", "\u{200D}", "👍", "🏽", "👨‍👩‍👧", "🇫", "🇷",
        "🇯🇵", "#️⃣", "\u{600}", "\u{1100}", "\u{1161}", "\u{11A8}", "[", "]", "[笑哭]", "[开心]", "[ok]", "[未知]",
        String(repeating: "x", count: 700), String(repeating: "字", count: 300), String(repeating: "\u{301}", count: 40)
    ]
    let codec = StickerCodec(codes: codes)

    func randomText(_ random: inout SeededGenerator, pieces: Int) -> String {
        (0..<Int.random(in: 0...pieces, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
            .joined()
    }

    /// The reference reading of plain text: known codes as stickers, each run between them split into `Character`s.
    func referenceAtoms(_ text: String) -> [TextAtom] {
        var atoms: [TextAtom] = []
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            for segment in codec.segments(ofUTF8: UnsafeBufferPointer(buffer)) {
                switch segment {
                case .text(let range):
                    atoms += String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self).map {
                        .character($0)
                    }
                case .code(let index, _): atoms.append(.sticker(code: codec.codes[index]))
                }
            }
        }
        return atoms
    }

    @Test(arguments: 0..<60)
    func importedTextReadsBackLikeTheReferenceEveryWay(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0xC0FFEE)
        let text = randomText(&random, pieces: 150)
        let expected = referenceAtoms(text)
        var buffer = TextBuffer()
        buffer.importPlainText(text, codec: codec)
        buffer.checkInvariants()
        #expect(buffer.atoms == expected)
        #expect(buffer.plainText == text)
        let stickers = expected.filter { $0.character == nil }.count
        #expect(
            buffer.storage.chunks.reduce(0) { $0 + $1.bytes.count } == text.utf8.count + 2 * stickers,
            "the store holds the text's bytes and two markers a sticker, nothing more")
        #expect(buffer.storage.chunks.allSatisfy { $0.bytes.count <= AtomStorage.maximumChunkBytes || $0.count == 1 })
        var backwards: [TextAtom] = []
        buffer.storage.forEachBackward(before: expected.count) { _, atom in
            backwards.append(atom)
            return true
        }
        #expect(backwards == expected.reversed())
        for _ in 0..<20 where !expected.isEmpty {
            let index = Int.random(in: 0..<expected.count, using: &random)
            #expect(buffer[index] == expected[index])
            let end = Int.random(in: index...expected.count, using: &random)
            #expect(buffer.atoms(in: index..<end) == Array(expected[index..<end]))
            #expect(buffer.plainText(in: index..<end) == StickerCodec.plainText(of: expected[index..<end]))
        }
    }

    @Test(arguments: 0..<40)
    func editsGiveTheAtomsAndCursorOfAWholeResegmentation(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0xBEEF)
        var buffer = TextBuffer()
        let initial = randomText(&random, pieces: 300)
        buffer.importPlainText(initial, codec: codec)
        var reference = referenceAtoms(initial)
        var states = [reference]
        for _ in 0..<60 {
            let anchor = Int.random(in: 0...reference.count, using: &random)
            let head = Bool.random(using: &random) ? anchor : Int.random(in: 0...reference.count, using: &random)
            buffer.setCursor(anchor)
            buffer.setCursor(head, extending: true)
            var range = min(anchor, head)..<max(anchor, head)
            var inserted: [TextAtom] = []
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let text = randomText(&random, pieces: 3)
                buffer.insert(text: text)
                inserted = text.map { .character($0) }
            case 1:
                let text = randomText(&random, pieces: 8)
                buffer.paste(text, codec: codec)
                inserted = referenceAtoms(text)
            case 2:
                let code = Self.codes.randomElement(using: &random)!
                buffer.insert(sticker: code)
                inserted = [.sticker(code: code)]
            default:
                if range.isEmpty {
                    guard range.lowerBound > 0 else { continue }
                    range = range.lowerBound - 1..<range.lowerBound
                }
                buffer.deleteBackward()
            }
            let right = Array(reference[range.upperBound...])
            reference = Self.resegment(Array(reference[..<range.lowerBound]) + inserted + right)
            #expect(buffer.atoms == reference)
            #expect(
                buffer.cursor == reference.count - Self.wholeAtoms(atEndOf: reference, within: right),
                "the cursor after what was inserted, or after the grapheme it joined")
            buffer.checkInvariants()
            states.append(reference)
        }
        while buffer.canUndo {
            buffer.undo()
            buffer.checkInvariants()
        }
        #expect(buffer.atoms == states[0], "undo all gives the imported text back")
        while buffer.canRedo { buffer.redo() }
        #expect(buffer.atoms == states[states.count - 1], "redo all gives the last text back")
    }

    /// The reference segmentation: each maximal run of characters joined and split into `Character`s again, stickers
    /// as they are.
    static func resegment(_ atoms: [TextAtom]) -> [TextAtom] {
        var result: [TextAtom] = []
        var run = ""
        for atom in atoms {
            switch atom {
            case .character(let character): run.append(character)
            case .sticker:
                result += run.map { .character($0) }
                run = ""
                result.append(atom)
            }
        }
        return result + run.map { .character($0) }
    }

    /// How many atoms at the end of `atoms` lie wholly within the UTF-8 bytes of `tail`.
    static func wholeAtoms(atEndOf atoms: [TextAtom], within tail: [TextAtom]) -> Int {
        let tailBytes = tail.reduce(0) { $0 + $1.utf8Count }
        var bytes = 0
        var whole = 0
        for atom in atoms.reversed() {
            bytes += atom.utf8Count
            guard bytes <= tailBytes else { break }
            whole += 1
        }
        return whole
    }

    @Test func aLargePasteGoesIntoChunksWithoutUnpackingItsAtoms() {
        let line = "hello 你好 👍🏽 [笑哭] 🇯🇵 e\u{301} "
        let pasted = String(repeating: line, count: 20_000)
        var buffer = TextBuffer()
        buffer.importPlainText("before after", codec: codec)
        buffer.setCursor(7)
        let unpacked = IndexedReads()
        AtomStorage.$unpackedAtoms.withValue(unpacked) {
            buffer.paste(pasted, codec: codec)
        }
        #expect(unpacked.count < 300, "\(unpacked.count) atoms unpacked for a paste of \(pasted.count) atoms")
        #expect(buffer.plainText == "before " + pasted + "after")
        #expect(buffer.cursor == 7 + referenceAtoms(pasted).count)
        #expect(buffer.storage.chunks.count > pasted.utf8.count / AtomStorage.maximumChunkBytes)
        buffer.checkInvariants()
        buffer.undo()
        #expect(buffer.plainText == "before after")
        buffer.redo()
        #expect(buffer.plainText == "before " + pasted + "after")
        buffer.checkInvariants()
    }
}
