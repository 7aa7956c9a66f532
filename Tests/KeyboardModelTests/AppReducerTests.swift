import Testing
@testable import KeyboardModel

@Suite("Window reducer: keyboard and composer together")
struct AppReducerTests {
    let catalog = Fixtures.catalog(groupSizes: [30], packs: [])

    func fresh() -> AppState {
        AppState(keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()))
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func clickingACellInsertsIntoTheComposerAndSendDeliversIt() throws {
        var state = fresh()
        let cell = center(state.layout.cellRect(2))
        let emoji = try #require(state.keyboard.emotion(atCell: 2, catalog: catalog))
        _ = state.reduce(.pointerDown(cell, time: 10, clicks: 1, hit: TextHit(caret: 0)), catalog: catalog)
        #expect(state.reduce(.pointerUp(cell, time: 20), catalog: catalog) == [.saveRecents])
        #expect(state.composer.plainText == emoji.text)
        let send = center(state.layout.sendButton)
        _ = state.reduce(.pointerDown(send, time: 30, clicks: 1, hit: TextHit(caret: 0)), catalog: catalog)
        #expect(state.reduce(.pointerUp(send, time: 40), catalog: catalog) == [.deliver(emoji.text)])
        #expect(state.composer.isEmpty)
        #expect(state.reduce(.key(.enter, shift: false, time: 50), catalog: catalog) == [], "an empty composer sends nothing")
    }

    @Test func deleteKeyRepeatsIntoTheComposer() {
        var state = fresh()
        _ = state.reduce(.key(.text("abcdefgh"), shift: false, time: 0), catalog: catalog)
        let delete = center(state.layout.cellRect(state.keyboard.paging.deleteCell))
        #expect(state.reduce(.pointerDown(delete, time: 1000, clicks: 1, hit: TextHit(caret: 0)), catalog: catalog) == [.wake(at: 1500)])
        #expect(state.composer.plainText == "abcdefg")
        _ = state.reduce(.tick(1700), catalog: catalog)
        #expect(state.composer.plainText == "abcd")
        _ = state.reduce(.pointerUp(delete, time: 1750), catalog: catalog)
        _ = state.reduce(.tick(2000), catalog: catalog)
        #expect(state.composer.plainText == "abcd")
    }

    @Test func composerKeysClipboardAndPrimary() {
        var state = fresh()
        let stickerCatalog = catalogWithSticker()
        _ = state.reduce(.key(.text("hi"), shift: false, time: 0), catalog: stickerCatalog)
        _ = state.reduce(.pasted("[笑哭]!", time: 1), catalog: stickerCatalog)
        #expect(state.composer.count == 4)
        #expect(state.reduce(.key(.control("a"), shift: false, time: 2), catalog: stickerCatalog) == [.setClipboard(.primary, "hi[笑哭]!")])
        #expect(state.reduce(.key(.control("c"), shift: false, time: 3), catalog: stickerCatalog) == [.setClipboard(.clipboard, "hi[笑哭]!")])
        #expect(state.reduce(.key(.control("x"), shift: false, time: 4), catalog: stickerCatalog) == [.setClipboard(.clipboard, "hi[笑哭]!")])
        #expect(state.composer.isEmpty)
        _ = state.reduce(.key(.control("z"), shift: false, time: 5), catalog: stickerCatalog)
        #expect(state.composer.plainText == "hi[笑哭]!")
        #expect(state.reduce(.key(.control("v"), shift: false, time: 6), catalog: stickerCatalog) == [.requestPaste(.clipboard)])
        _ = state.reduce(.key(.home, shift: false, time: 7), catalog: stickerCatalog)
        _ = state.reduce(.key(.right, shift: true, time: 8), catalog: stickerCatalog)
        #expect(state.composer.copy() == "h")
        _ = state.reduce(.key(.text("\u{7}\u{1B}x\n"), shift: false, time: 9), catalog: stickerCatalog)
        #expect(state.composer.plainText == "xi[笑哭]!", "control characters typed are dropped")
    }

    @Test func pasteDropsControlCharactersButKeepsLineBreaksAndFlagTags() {
        var state = fresh()
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        _ = state.reduce(.pasted("a\u{1B}[31mb\u{7}\n\u{0}c" + england + "👨‍👩‍👧", time: 0), catalog: catalog)
        #expect(state.composer.plainText == "a[31mb\nc" + england + "👨‍👩‍👧")
        _ = state.reduce(.key(.text("x\ty" + england), shift: false, time: 1), catalog: catalog)
        #expect(state.composer.plainText.hasSuffix("xy" + england), "typed text keeps no tab either")
    }

    @Test func textFieldClicksPlaceTheCaretSelectAndDoubleClickSelectsAWord() {
        var state = fresh()
        _ = state.reduce(.key(.text("hello world"), shift: false, time: 0), catalog: catalog)
        let field = center(state.layout.textField)
        _ = state.reduce(.pointerDown(field, time: 100, clicks: 1, hit: TextHit(caret: 2, atom: 2)), catalog: catalog)
        #expect(state.composer.cursor == 2)
        _ = state.reduce(.pointerMoved(field, time: 120, hit: TextHit(caret: 7, atom: 7)), catalog: catalog)
        #expect(state.reduce(.pointerUp(field, time: 130), catalog: catalog) == [.setClipboard(.primary, "llo w")])
        #expect(state.reduce(.pointerDown(field, time: 140, clicks: 2, hit: TextHit(caret: 5, atom: 4)), catalog: catalog) == [.setClipboard(.primary, "hello")],
                "the word under the pointer, even when the nearest caret stop is after it")
        #expect(state.reduce(.pointerDown(field, time: 150, clicks: 2, hit: TextHit(caret: 11)), catalog: catalog) == [.setClipboard(.primary, "world")],
                "past the end: the last word")
        #expect(state.reduce(.middleClick(field, hit: TextHit(caret: 0)), catalog: catalog) == [.requestPaste(.primary)])
        #expect(state.composer.cursor == 0)
    }

    @Test func caretBlinksAndRestartsOnEdits() {
        var state = fresh()
        _ = state.reduce(.key(.text("a"), shift: false, time: 1000), catalog: catalog)
        #expect(state.caretVisible)
        #expect(state.nextDeadline == 1000 + AppState.caretBlinkInterval)
        _ = state.reduce(.tick(1000 + AppState.caretBlinkInterval), catalog: catalog)
        #expect(!state.caretVisible)
        _ = state.reduce(.key(.left, shift: false, time: 1600), catalog: catalog)
        #expect(state.caretVisible)
    }

    func catalogWithSticker() -> KeyboardCatalog {
        let sticker = Emotion(kind: .sticker(imagePath: "/x.png"), text: "[笑哭]", nameEN: "x", nameZH: "x")
        let pack = StickerPack(name: "P", directory: "/", format: .native, coverImage: nil, emotions: [sticker])
        return Fixtures.catalog(groupSizes: [5], packs: [pack])
    }
}

@Suite("Window reducer: Send, Undo and the recent tab")
struct SendUndoTests {
    let catalog = Fixtures.catalog(groupSizes: [30], packs: [])

    func fresh(recents: [String] = []) -> AppState {
        AppState(keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics(), recents: recents))
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func undoAfterSendDoesNotBringTheMessageBack() {
        var state = fresh()
        _ = state.reduce(.key(.text("hello"), shift: false, time: 0), catalog: catalog)
        #expect(state.reduce(.key(.enter, shift: false, time: 10), catalog: catalog) == [.deliver("hello")])
        _ = state.reduce(.key(.control("z"), shift: false, time: 20), catalog: catalog)
        #expect(state.composer.isEmpty)
        _ = state.reduce(.key(.control("z"), shift: true, time: 30), catalog: catalog)
        #expect(state.composer.isEmpty)
        #expect(state.reduce(.key(.enter, shift: false, time: 40), catalog: catalog) == [], "nothing to send twice")
    }

    @Test func oneUndoRemovesOneClickedEmoji() throws {
        var state = fresh()
        var inserted: [String] = []
        for (step, cell) in [2, 3, 4].enumerated() {
            let point = center(state.layout.cellRect(cell))
            inserted.append(try #require(state.keyboard.emotion(atCell: cell, catalog: catalog)).text)
            _ = state.reduce(.pointerDown(point, time: step * 100, clicks: 1, hit: TextHit(caret: 0)), catalog: catalog)
            _ = state.reduce(.pointerUp(point, time: step * 100 + 20), catalog: catalog)
        }
        #expect(state.composer.plainText == inserted.joined())
        _ = state.reduce(.key(.control("z"), shift: false, time: 1000), catalog: catalog)
        #expect(state.composer.plainText == inserted.prefix(2).joined())
    }

    @Test func aStickerOfAPackNotLoadedStaysUsableInTheRecentTab() throws {
        var state = fresh(recents: ["[未装]"])
        #expect(state.keyboard.tabIndex == 0, "the recent tab opens")
        let shown = state.keyboard.emotions(inTab: 0, catalog: catalog)
        #expect(shown.map(\.text) == ["[未装]"], "shown as its code, not dropped")
        let cell = center(state.layout.cellRect(0))
        _ = state.reduce(.pointerDown(cell, time: 0, clicks: 1, hit: TextHit(caret: 0)), catalog: catalog)
        _ = state.reduce(.pointerUp(cell, time: 20), catalog: catalog)
        #expect(state.composer.plainText == "[未装]", "clicking it inserts the code")
        #expect(state.keyboard.recents.texts == ["[未装]"], "and it stays in the recents")
    }
}
