import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Window reducer: keyboard and composer together")
struct AppReducerTests {
    let catalog = Fixtures.catalog(groupSizes: [30], packs: [])

    func fresh(delivery: Delivery = .print) -> AppState {
        AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            delivery: delivery,
            measure: FixedMeasure())
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func clickingACellInsertsIntoTheComposerAndSendDeliversIt() throws {
        var state = fresh()
        let cell = center(state.layout.cellRect(2))
        let emoji = try #require(state.keyboard.emotion(atCell: 2, catalog: catalog))
        state.setUp(.pointerDown(cell, time: 10), catalog: catalog)
        #expect(state.reduce(.pointerUp(cell, time: 20), catalog: catalog) == [.saveRecents])
        #expect(state.composer.plainText == emoji.text)
        let send = center(state.layout.sendButton)
        state.setUp(.pointerDown(send, time: 30), catalog: catalog)
        #expect(state.reduce(.pointerUp(send, time: 40), catalog: catalog) == [.print(emoji.text)])
        #expect(state.composer.isEmpty)
        #expect(state.keyTarget == .composer && !state.gridHasKeyFocus, "the click left the keys in the text field")
        let field = center(state.layout.textField)
        state.setUp(.pointerDown(field, time: 50), catalog: catalog)
        state.setUp(.pointerUp(field, time: 60), catalog: catalog)
        #expect(
            state.reduce(.key(.enter, shift: false, time: 70), catalog: catalog) == [],
            "an empty composer sends nothing")
    }

    /// Issue 33: with `click-sound` on, an emotion tapped in and the delete cell click as the letter keys do.
    @Test func withClickSoundTapsAndDeleteClickButRepeatsAndKeysDoNot() {
        var configuration = Configuration()
        configuration.clickSound = true
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            delivery: .print, configuration: configuration, measure: FixedMeasure())
        let cell = center(state.layout.cellRect(2))
        #expect(state.reduce(.pointerDown(cell, time: 10), catalog: catalog) == [], "a press only magnifies")
        #expect(state.reduce(.pointerUp(cell, time: 20), catalog: catalog) == [.playKeyClick, .saveRecents])
        let delete = center(state.layout.cellRect(state.keyboard.paging.deleteCell))
        #expect(state.reduce(.pointerDown(delete, time: 1000), catalog: catalog) == [.playKeyClick])
        #expect(state.composer.isEmpty)
        #expect(state.reduce(.tick(1700), catalog: catalog) == [], "its repeats are silent")
        #expect(state.reduce(.pointerUp(delete, time: 1750), catalog: catalog) == [], "a release of delete is silent")
        #expect(state.reduce(.key(.down, shift: false, time: 1800), catalog: catalog) == [])
        #expect(state.reduce(.key(.left, shift: false, time: 1805), catalog: catalog) == [])
        #expect(state.reduce(.key(.enter, shift: false, time: 1810), catalog: catalog) == [.saveRecents], "keys do not")
        #expect(state.composer.plainText.count == 1)
        var quiet = fresh()
        quiet.setUp(.pointerDown(cell, time: 10), catalog: catalog)
        #expect(quiet.reduce(.pointerUp(cell, time: 20), catalog: catalog) == [.saveRecents], "off by default")
    }

    @Test func deleteKeyRepeatsIntoTheComposer() {
        var state = fresh()
        state.setUp(.key(.text("abcdefgh"), shift: false, time: 0), catalog: catalog)
        let delete = center(state.layout.cellRect(state.keyboard.paging.deleteCell))
        #expect(state.reduce(.pointerDown(delete, time: 1000), catalog: catalog) == [])
        #expect(state.nextDeadline == 1500, "the repeat is the model's next deadline")
        #expect(state.composer.plainText == "abcdefg")
        state.setUp(.tick(1700), catalog: catalog)
        #expect(state.composer.plainText == "abcd")
        state.setUp(.pointerUp(delete, time: 1750), catalog: catalog)
        state.setUp(.tick(2000), catalog: catalog)
        #expect(state.composer.plainText == "abcd")
    }

    @Test func composerKeysClipboardAndPrimary() {
        var state = fresh()
        let stickerCatalog = catalogWithSticker()
        state.setUp(.key(.text("hi"), shift: false, time: 0), catalog: stickerCatalog)
        state.setUp(.pasted("[笑哭]!", time: 1), catalog: stickerCatalog)
        #expect(state.composer.count == 4)
        #expect(
            state.reduce(.key(.control("a"), shift: false, time: 2), catalog: stickerCatalog) == [
                .setClipboard(.primary, ClipboardContent(text: "hi[笑哭]!"))
            ])
        #expect(
            state.reduce(.key(.control("c"), shift: false, time: 3), catalog: stickerCatalog) == [
                .setClipboard(.clipboard, ClipboardContent(text: "hi[笑哭]!"))
            ])
        #expect(
            state.reduce(.key(.control("x"), shift: false, time: 4), catalog: stickerCatalog) == [
                .setClipboard(.clipboard, ClipboardContent(text: "hi[笑哭]!"))
            ])
        #expect(state.composer.isEmpty)
        state.setUp(.key(.control("z"), shift: false, time: 5), catalog: stickerCatalog)
        #expect(state.composer.plainText == "hi[笑哭]!")
        #expect(
            state.reduce(.key(.control("v"), shift: false, time: 6), catalog: stickerCatalog) == [
                .requestPaste(.clipboard)
            ])
        state.setUp(.pasteUnanswered(time: 6), catalog: stickerCatalog)
        state.setUp(.key(.home, shift: false, time: 7), catalog: stickerCatalog)
        state.setUp(
            .key(.right, shift: true, time: 8), catalog: stickerCatalog,
            effects: [.setClipboard(.primary, ClipboardContent(text: "h"))])
        #expect(state.composer.copy() == "h")
        state.setUp(.key(.text("\u{7}\u{1B}x\n"), shift: false, time: 9), catalog: stickerCatalog)
        #expect(state.composer.plainText == "xi[笑哭]!", "control characters typed are dropped")
    }

    @Test func pasteDropsControlCharactersButKeepsLineBreaksAndFlagTags() {
        var state = fresh()
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        state.setUp(.pasted("a\u{1B}[31mb\u{7}\n\u{0}c" + england + "👨‍👩‍👧", time: 0), catalog: catalog)
        #expect(state.composer.plainText == "a[31mb\nc" + england + "👨‍👩‍👧")
        state.setUp(.key(.text("x\ty" + england), shift: false, time: 1), catalog: catalog)
        #expect(state.composer.plainText.hasSuffix("xy" + england), "typed text keeps no tab either")
    }

    /// The point at the middle of atom `index` of the composer's text, measured by `FixedMeasure` (10 px each).
    func textPoint(_ state: AppState, atom index: Int, dx: Int = 5) -> Point {
        Point(
            x: state.layout.textArea.x - state.textLayout.scroll + state.textLayout.x(ofCaret: index) + dx,
            y: state.layout.textField.midY)
    }

    /// A release is taken where the press and the moves after it left the pointer, not at the point its event
    /// carries: a busy X server can give a queued XTest release the position of a move it handled after it.
    @Test func aReleaseIsTakenWhereThePressAndTheMovesAfterItLeftThePointer() throws {
        var state = fresh()
        let columns = state.keyboard.cellGrid.columns
        let cells = [0, 1, columns]
        let points = cells.map { center(state.layout.cellRect($0)) }
        let texts = try cells.map { try #require(state.keyboard.emotion(atCell: $0, catalog: catalog)).text }
        state.setUp(.pointerDown(points[0], time: 10), catalog: catalog)
        #expect(state.reduce(.pointerUp(points[1], time: 10), catalog: catalog) == [.saveRecents])
        #expect(state.composer.plainText == texts[0], "the tap's own cell, not the next tap's")
        #expect(state.heldPointer.point == nil)
        state.setUp(.pointerDown(points[0], time: 500), catalog: catalog)
        state.setUp(.pointerMoved(points[2], time: 600), catalog: catalog)
        #expect(state.heldPointer.point == points[2])
        #expect(state.reduce(.pointerUp(points[1], time: 700), catalog: catalog) == [.saveRecents])
        #expect(state.composer.plainText == texts[0] + texts[2], "a drag down is taken where its last move left it")
    }

    @Test func aReleaseWithoutAPressIsTakenAtItsOwnPoint() {
        var held = HeldPointer()
        held.moved(to: Point(x: 5, y: 5))
        #expect(held.point == nil, "a move with no button held is not tracked")
        #expect(held.released(at: Point(x: 9, y: 9)) == Point(x: 9, y: 9))
        held.pressed(at: Point(x: 1, y: 2))
        #expect(held.released(at: Point(x: 9, y: 9)) == Point(x: 1, y: 2))
        #expect(held.point == nil)
    }

    @Test func textFieldClicksPlaceTheCaretSelectAndDoubleClickSelectsAWord() {
        var state = fresh()
        state.setUp(.key(.text("hello world"), shift: false, time: 0), catalog: catalog)
        state.setUp(.pointerDown(textPoint(state, atom: 2, dx: 2), time: 100), catalog: catalog)
        #expect(state.composer.cursor == 2, "a click left of an atom's middle puts the caret before it")
        state.setUp(.pointerMoved(textPoint(state, atom: 6, dx: 7), time: 120), catalog: catalog)
        #expect(
            state.reduce(.pointerUp(textPoint(state, atom: 6, dx: 7), time: 130), catalog: catalog) == [
                .setClipboard(.primary, ClipboardContent(text: "llo w"))
            ],
            "right of the middle: after it")
        state.setUp(.pointerDown(textPoint(state, atom: 4, dx: 8), time: 1000), catalog: catalog)
        #expect(
            state.reduce(.pointerDown(textPoint(state, atom: 4, dx: 8), time: 1100), catalog: catalog) == [
                .setClipboard(.primary, ClipboardContent(text: "hello"))
            ],
            "a double click selects the word under the pointer, even when the nearest caret stop is after it")
        let pastTheEnd = Point(x: state.layout.textArea.maxX - 2, y: state.layout.textField.midY)
        state.setUp(.pointerDown(pastTheEnd, time: 2000), catalog: catalog)
        #expect(
            state.reduce(.pointerDown(pastTheEnd, time: 2100), catalog: catalog) == [
                .setClipboard(.primary, ClipboardContent(text: "world"))
            ],
            "past the end: the last word")
        state.setUp(.pointerDown(pastTheEnd, time: 3000), catalog: catalog)
        #expect(
            state.reduce(.pointerDown(pastTheEnd, time: 3500), catalog: catalog) == [], "too slow for a double click")
        #expect(
            state.reduce(.middleClick(textPoint(state, atom: 0, dx: 1), time: 4000), catalog: catalog) == [
                .requestPaste(.primary)
            ])
        #expect(state.composer.cursor == 0)
    }

    @Test func caretBlinksOnlyWhileFocusedAndShownAndRestartsOnEdits() {
        var state = fresh()
        state.setUp(.shownChanged(true), catalog: catalog)
        state.setUp(.key(.text("a"), shift: false, time: 900), catalog: catalog)
        #expect(!state.caretVisible, "no caret without the focus")
        #expect(state.nextDeadline == .max, "and no wake-ups for it")
        state.setUp(.focusChanged(true, time: 950), catalog: catalog)
        state.setUp(.key(.text("a"), shift: false, time: 1000), catalog: catalog)
        #expect(state.caretVisible)
        #expect(state.nextDeadline == 1000 + AppState.caretBlinkInterval)
        state.setUp(.tick(1000 + AppState.caretBlinkInterval), catalog: catalog)
        #expect(!state.caretVisible)
        state.setUp(.key(.left, shift: false, time: 1600), catalog: catalog)
        #expect(state.caretVisible)
        state.setUp(.shownChanged(false), catalog: catalog)
        #expect(state.nextDeadline == .max, "a hidden window's caret does not blink")
    }

    /// A caret blink measures no text and a keystroke only what it typed, however long the composer's text is (the
    /// window used to measure all of it on every blink: 62-107 ms per frame with a million characters).
    @Test func aCaretBlinkMeasuresNothingAndAKeystrokeOnlyWhatChanged() {
        let measure = CountingMeasure()
        var state = fresh()
        state.setUp(.shownChanged(true), catalog: catalog, measure: measure)
        state.setUp(.focusChanged(true, time: 0), catalog: catalog, measure: measure)
        state.setUp(
            .pasted(String(repeating: "long text ", count: 100_000), time: 10), catalog: catalog, measure: measure)
        #expect(measure.advances == 1_000_000, "a paste measures what it pasted, once")
        measure.advances = 0
        var time: Milliseconds = 10
        for _ in 0..<10 {
            time = state.nextDeadline
            state.setUp(.tick(time), catalog: catalog, measure: measure)
        }
        #expect(time >= 10 + 10 * AppState.caretBlinkInterval, "ten blinks went by")
        #expect(measure.advances == 0)
        state.setUp(.key(.text("x"), shift: false, time: time + 1), catalog: catalog, measure: measure)
        state.setUp(.key(.backspace, shift: false, time: time + 2), catalog: catalog, measure: measure)
        state.setUp(.key(.home, shift: false, time: time + 3), catalog: catalog, measure: measure)
        #expect(measure.advances == 1, "typing x measured x; deleting it and moving the caret measured nothing")
    }

    /// A sticker its pack no longer has is measured as its code, which the window then draws, so it overlaps nothing;
    /// back in a pack it is square again (issue 35).
    @Test func aStickerRemovedFromItsPackIsMeasuredAsItsCode() {
        var state = fresh()
        let withSticker = catalogWithSticker()
        let without = Fixtures.catalog(groupSizes: [5])
        state.setUp(.pasted("[笑哭][笑哭]a", time: 0), catalog: withSticker)
        #expect(state.textLayout.widths(ofAtoms: 0..<3) == [18, 18, 10])
        let tabs = withSticker.tabs.map(\.id)
        state.setUp(.catalogJoined(.ownStickers, previousTabIDs: tabs), catalog: without)
        // "[笑哭]" is four characters of 10 px in FixedMeasure.
        #expect(state.textLayout.widths(ofAtoms: 0..<3) == [40, 40, 10])
        #expect(state.textLayout.x(ofCaret: 3) == 90)
        state.setUp(.catalogJoined(.userPacks, previousTabIDs: without.tabs.map(\.id)), catalog: withSticker)
        #expect(state.textLayout.widths(ofAtoms: 0..<3) == [18, 18, 10])
        #expect(state.composer.plainText == "[笑哭][笑哭]a")
    }

    func catalogWithSticker() -> KeyboardCatalog {
        let sticker = Emotion(
            kind: .sticker(imagePath: StickerImagePath("/x.png")), text: "[笑哭]", nameEN: "x", nameZH: "x")
        let pack = StickerPack(name: "P", directory: "/", format: .native, coverImage: nil, emotions: [sticker])
        return Fixtures.catalog(groupSizes: [5], packs: [pack])
    }
}

@Suite("Window reducer: Send, Undo and the recent tab")
struct SendUndoTests {
    let catalog = Fixtures.catalog(groupSizes: [30], packs: [])

    func fresh(recents: [String] = []) -> AppState {
        AppState(
            keyboard: KeyboardState(
                windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics(), recents: recents),
            delivery: .print, measure: FixedMeasure())
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func undoAfterSendDoesNotBringTheMessageBack() {
        var state = fresh()
        state.setUp(.key(.text("hello"), shift: false, time: 0), catalog: catalog)
        #expect(state.reduce(.key(.enter, shift: false, time: 10), catalog: catalog) == [.print("hello")])
        state.setUp(.key(.control("z"), shift: false, time: 20), catalog: catalog)
        #expect(state.composer.isEmpty)
        state.setUp(.key(.control("z"), shift: true, time: 30), catalog: catalog)
        #expect(state.composer.isEmpty)
        #expect(state.reduce(.key(.enter, shift: false, time: 40), catalog: catalog) == [], "nothing to send twice")
    }

    @Test func oneUndoRemovesOneClickedEmoji() throws {
        var state = fresh()
        var inserted: [String] = []
        for (step, cell) in [2, 3, 4].enumerated() {
            let point = center(state.layout.cellRect(cell))
            inserted.append(try #require(state.keyboard.emotion(atCell: cell, catalog: catalog)).text)
            state.setUp(.pointerDown(point, time: step * 100), catalog: catalog)
            state.setUp(.pointerUp(point, time: step * 100 + 20), catalog: catalog, effects: [.saveRecents])
        }
        #expect(state.composer.plainText == inserted.joined())
        state.setUp(.key(.control("z"), shift: false, time: 1000), catalog: catalog)
        #expect(state.composer.plainText == inserted.prefix(2).joined())
    }

    @Test func aStickerOfAPackNotLoadedStaysUsableInTheRecentTab() throws {
        var state = fresh(recents: ["[未装]"])
        #expect(state.keyboard.tabIndex == 0, "the recent tab opens")
        let shown = state.keyboard.emotions(inTab: 0, catalog: catalog)
        #expect(shown.map(\.text) == ["[未装]"], "shown as its code, not dropped")
        let cell = center(state.layout.cellRect(0))
        state.setUp(.pointerDown(cell, time: 0), catalog: catalog)
        state.setUp(.pointerUp(cell, time: 20), catalog: catalog, effects: [.saveRecents])
        #expect(state.composer.plainText == "[未装]", "clicking it inserts the code")
        #expect(state.keyboard.recents.texts == ["[未装]"], "and it stays in the recents")
    }
}

/// Fixed widths that count how many characters were measured.
private final class CountingMeasure: TextMeasuring {
    var advances = 0

    func advance(of character: Character, size: Int) -> Int {
        advances += 1
        return 10
    }

    func lineHeight(size: Int) -> Int { 16 }
}
