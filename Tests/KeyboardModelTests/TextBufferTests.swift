import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Composer buffer")
struct TextBufferTests {
    let codec = StickerCodec(codes: ["[笑哭]", "[开心]"])

    func buffer(_ text: String) -> TextBuffer {
        var buffer = TextBuffer()
        buffer.importPlainText(text, codec: codec)
        return buffer
    }

    /// Issue 10: a double click or Ctrl+Left in a word of a million characters took 0.4-1.1 s, reading the word atom by
    /// atom by index (each read O(chunks)). Word boundaries walk the chunks: a handful of indexed reads, whatever the
    /// length of the word.
    @Test func wordBoundariesInALongWordDoNotReadItAtomByAtom() {
        var buffer = TextBuffer()
        buffer.insert(text: "say " + String(repeating: "a", count: 200_000) + " now")
        let reads = IndexedReads()
        AtomStorage.$indexedReads.withValue(reads) {
            buffer.selectWord(at: 100_000)
            buffer.move(.bufferEnd)
            buffer.move(.wordLeft)
            buffer.move(.wordLeft)
            buffer.move(.bufferStart)
            buffer.move(.wordRight)
            buffer.move(.wordRight)
        }
        #expect(reads.count < 50, "\(reads.count) atoms read by index")
        #expect(buffer.selection == .cursor(4 + 200_000), "after the long word, as its end is found by the chunk walk")
    }

    @Test func everyChangeOfTheTextOrSelectionTakesANewRevisionAndEqualityIgnoresIt() {
        var buffer = TextBuffer()
        var seen: Set<UInt64> = [buffer.revision]
        func changed(_ step: String, _ edit: (inout TextBuffer) -> Void) {
            edit(&buffer)
            #expect(seen.insert(buffer.revision).inserted, "\(step) takes a revision never seen")
        }
        changed("typing") { $0.insert(text: "hello") }
        changed("a sticker") { $0.insert(sticker: "[ok]") }
        changed("a move") { $0.move(.left, extending: false) }
        changed("a selection") { $0.move(.wordLeft, extending: true) }
        changed("a deletion") { $0.deleteBackward() }
        changed("a deletion after the caret, which stays") { buffer in
            buffer.setCursor(0)
            buffer.deleteForward()
        }
        let still = buffer.revision
        buffer.setCursor(buffer.cursor)
        buffer.move(.left, extending: false)
        #expect(buffer.revision == still, "a caret that does not move changes nothing shown")
        changed("undo") { $0.undo() }
        changed("redo") { $0.redo() }
        changed("an import") { $0.importPlainText("hello[笑哭]", codec: codec) }
        let copy = buffer
        _ = buffer.takeChange()
        #expect(buffer.revision == copy.revision, "measuring changes nothing shown")
        buffer.insert(text: "!")
        #expect(buffer.revision != copy.revision && buffer != copy)
        var twin = TextBuffer()
        twin.insert(text: "ab")
        var other = TextBuffer()
        other.insert(text: "ab")
        #expect(twin == other && twin.hashValue == other.hashValue, "equal text and history, different revisions")
        other.move(.left, extending: false)
        #expect(twin != other)
    }

    @Test func insertAtCursorAndReplaceSelection() {
        var text = buffer("hello")
        text.setCursor(2)
        text.insert(text: "XY")
        #expect(text.plainText == "heXYllo")
        #expect(text.cursor == 4)
        text.setCursor(0)
        text.setCursor(3, extending: true)
        text.insert(sticker: "[笑哭]")
        #expect(text.plainText == "[笑哭]Yllo")
        #expect(text.count == 5 && text.cursor == 1)
        text.checkInvariants()
    }

    @Test func stickerIsOneAtomForDeleteAndMovement() {
        var text = buffer("a[笑哭]b")
        #expect(text.atoms == [.character("a"), .sticker(code: "[笑哭]"), .character("b")])
        text.move(.left)
        text.deleteBackward()
        #expect(text.plainText == "ab")
        #expect(text.cursor == 1)
    }

    @Test func everyCatalogEmojiGoesInOneDeleteEitherWay() throws {
        let groups = try EmojiCatalog.parse(Fixtures.text(Fixtures.assets + "/emoji.tsv"))
        for emoji in groups.flatMap(\.allEmotions).map(\.text) {
            var text = buffer("x" + emoji + "y")
            text.move(.left)
            text.deleteBackward()
            #expect(text.plainText == "xy", "backspace split \(emoji)")
            var forward = buffer("x" + emoji + "y")
            forward.setCursor(1)
            forward.deleteForward()
            #expect(forward.plainText == "xy", "delete split \(emoji)")
            var typed = TextBuffer()
            typed.insert(text: "x")
            typed.insert(text: emoji)
            #expect(typed.count == 2)
        }
    }

    @Test func combiningMarkTypedAfterALetterJoinsIt() {
        var text = TextBuffer()
        text.insert(text: "e")
        text.insert(text: "\u{301}")
        #expect(text.count == 1)
        #expect(text.plainText == "e\u{301}")
        #expect(text.cursor == 1)
        text.checkInvariants()
    }

    @Test func skinToneTypedAfterAHandJoinsIt() {
        var text = buffer("👋")
        text.insert(text: "🏽")
        #expect(text.atoms == [.character("👋🏽")])
        text.deleteBackward()
        #expect(text.isEmpty)
    }

    @Test func removingAStickerRejoinsTheGraphemesAroundIt() {
        var text = buffer("🇫[笑哭]🇷")
        #expect(text.count == 3)
        text.setCursor(2)
        text.deleteBackward()
        #expect(text.atoms == [.character("🇫🇷")])
        text.checkInvariants()
    }

    @Test func regionalIndicatorsRepairAcrossALongRun() {
        var text = buffer("🇫🇷🇩🇪🇮🇹")
        text.setCursor(0)
        text.insert(text: "\u{1F1EF}")
        text.checkInvariants()
        #expect(text.plainText == "\u{1F1EF}🇫🇷🇩🇪🇮🇹")
        #expect(text.atoms.count == 4)
    }

    @Test func movementByGraphemeWordAndLineWithShift() {
        var text = buffer("hello wide 😂 world\nnext line")
        text.move(.bufferStart)
        text.move(.wordRight)
        #expect(text.cursor == 5)
        text.move(.wordRight)
        #expect(text.cursor == 10)
        text.move(.wordRight)
        #expect(text.cursor == 12, "an emoji is a word of its own")
        text.move(.wordRight, extending: true)
        #expect(text.selection == TextSelection(anchor: 12, head: 18))
        #expect(text.copy() == " world")
        text.move(.lineEnd)
        #expect(text.cursor == 18)
        text.move(.right)
        text.move(.lineEnd)
        #expect(text.cursor == text.count)
        text.move(.lineStart, extending: true)
        #expect(text.copy() == "next line")
        text.move(.left)
        #expect(text.cursor == 19, "left collapses a selection to its start")
        text.move(.wordLeft)
        text.move(.wordLeft)
        #expect(text.cursor == 11)
        text.move(.left)
        text.move(.left)
        #expect(text.cursor == 9)
    }

    @Test func selectAllSetCursorAndSelectWord() {
        var text = buffer("foo bar[开心]")
        text.selectAll()
        #expect(text.copy() == "foo bar[开心]")
        text.selectWord(at: 5)
        #expect(text.copy() == "bar")
        text.selectWord(at: 7)
        #expect(text.copy() == "[开心]")
        text.setCursor(99)
        #expect(text.cursor == text.count)
    }

    @Test func copyCutPasteUsePlainTextWithCodes() {
        var text = buffer("a[笑哭]b")
        text.selectAll()
        #expect(text.cut() == "a[笑哭]b")
        #expect(text.isEmpty)
        text.paste("x[开心][未知] [笑哭]y", codec: codec)
        #expect(text.atoms.filter { if case .sticker = $0 { true } else { false } }.count == 2)
        #expect(text.plainText == "x[开心][未知] [笑哭]y")
        #expect(text.cursor == text.count, "cursor right after the pasted text")
        text.setCursor(1)
        text.paste("[笑哭]", codec: codec)
        #expect(text.cursor == 2)
        #expect(text.copy() == nil)
    }

    @Test func undoRedoWithTypingCoalesced() {
        var text = TextBuffer()
        for character in "hello" { text.insert(text: String(character)) }
        text.move(.left)
        text.insert(text: "X")
        #expect(text.plainText == "hellXo")
        text.undo()
        #expect(text.plainText == "hello")
        text.undo()
        #expect(text.plainText == "")
        #expect(!text.canUndo)
        text.redo()
        #expect(text.plainText == "hello" && text.cursor == 5)
        text.redo()
        #expect(text.plainText == "hellXo" && text.cursor == 5)
        text.deleteBackward()
        text.deleteBackward()
        text.undo()
        #expect(text.plainText == "hellXo", "a run of deletes undoes as one")
        text.insert(sticker: "[开心]")
        text.undo()
        text.insert(text: "z")
        #expect(!text.canRedo, "a new edit clears redo")
    }

    @Test func graphemeInvariantHoldsAfterImport() {
        let text = buffer("e\u{301}👨‍👩‍👧‍👦🇯🇵[笑哭]\r\n#️⃣🏴󠁧󠁢󠁳󠁣󠁴󠁿")
        text.checkInvariants()
        #expect(text.count == 7)
    }
}

@Suite("Composer words and undo steps")
struct ComposerWordTests {
    /// The word rules on a plain array, as the reference.
    static func reference(_ atoms: [TextAtom], _ movement: TextBuffer.Movement, from position: Int) -> Int {
        var index = position
        switch movement {
        case .wordRight:
            while index < atoms.count, WordClass(atoms[index]) == .space { index += 1 }
            guard index < atoms.count else { return index }
            if WordClass(atoms[index]) != .word { return index + 1 }
            while index < atoms.count, WordClass(atoms[index]) == .word { index += 1 }
        default:
            while index > 0, WordClass(atoms[index - 1]) == .space { index -= 1 }
            guard index > 0 else { return index }
            if WordClass(atoms[index - 1]) != .word { return index - 1 }
            while index > 0, WordClass(atoms[index - 1]) == .word { index -= 1 }
        }
        return index
    }

    @Test(arguments: [0, 1, 2, 3])
    func wordMovesAndDoubleClickAgreeWithTheReferenceAcrossChunks(seed: UInt64) {
        var random = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        // Runs of letters long enough to span chunks, with spaces, emoji and stickers between them.
        var text = ""
        while text.count < 6000 {
            text += String(repeating: "w", count: next(3) == 0 ? 2500 : next(8) + 1)
            text += ["  ", " ", "😀", "[笑哭]", ", ", "\n"][next(6)]
        }
        var buffer = TextBuffer()
        buffer.importPlainText(text, codec: StickerCodec(codes: ["[笑哭]"]))
        let atoms = buffer.atoms
        for _ in 0..<200 {
            let position = next(atoms.count + 1)
            #expect(
                buffer.position(after: .wordRight, from: position) == Self.reference(atoms, .wordRight, from: position))
            #expect(
                buffer.position(after: .wordLeft, from: position) == Self.reference(atoms, .wordLeft, from: position))
            var selecting = buffer
            selecting.selectWord(at: position)
            let index = min(position, atoms.count - 1)
            if WordClass(atoms[index]) == .word {
                let range = selecting.selection.range
                #expect(range.contains(index) && atoms[range].allSatisfy { WordClass($0) == .word })
                #expect(range.lowerBound == 0 || WordClass(atoms[range.lowerBound - 1]) != .word)
                #expect(range.upperBound == atoms.count || WordClass(atoms[range.upperBound]) != .word)
            } else {
                #expect(selecting.selection.range == index..<index + 1)
            }
        }
    }

    @Test func eachChosenEmotionIsItsOwnUndoStepWhileTypingCoalesces() {
        var buffer = TextBuffer()
        buffer.insert(text: "a")
        buffer.insert(text: "b")
        for emoji in ["😀", "🐱", "👍🏽"] {
            buffer.insert(chosen: Emotion(kind: .emoji, text: emoji, nameEN: "", nameZH: ""))
        }
        buffer.insert(
            chosen: Emotion(kind: .sticker(imagePath: StickerImagePath("/x.png")), text: "[笑哭]", nameEN: "", nameZH: "")
        )
        buffer.insert(text: "c")
        buffer.insert(text: "d")
        #expect(buffer.plainText == "ab😀🐱👍🏽[笑哭]cd")
        buffer.undo()
        #expect(buffer.plainText == "ab😀🐱👍🏽[笑哭]")
        buffer.undo()
        #expect(buffer.plainText == "ab😀🐱👍🏽")
        buffer.undo()
        #expect(buffer.plainText == "ab😀🐱")
        buffer.undo()
        buffer.undo()
        #expect(buffer.plainText == "ab")
        buffer.undo()
        #expect(buffer.plainText == "")
        buffer.checkInvariants()
    }

    /// The history keeps the last `undoLimit` steps, also past twice the limit (forgotten steps are dropped in batches).
    @Test func historyKeepsTheLastThousandSteps() {
        var buffer = TextBuffer()
        let steps = 2 * TextBuffer.undoLimit + 5
        for _ in 0..<steps { buffer.insert(sticker: "[笑哭]") }
        var undone = 0
        while buffer.canUndo {
            buffer.undo()
            undone += 1
        }
        #expect(undone == TextBuffer.undoLimit)
        #expect(buffer.count == steps - TextBuffer.undoLimit)
        while buffer.canRedo { buffer.redo() }
        #expect(buffer.count == steps)
        buffer.checkInvariants()
    }
}
