@testable import KeyboardModel
import Testing
@testable import X11Keyboard

/// What a frame redraws: a blink repaints the caret alone, whatever the text; anything else its whole region.
@Suite("Frame damage")
struct FrameDamageTests {
    struct Measure: TextMeasuring {
        func advance(of character: Character, size: Int) -> Int { 9 }
        func lineHeight(size: Int) -> Int { 15 }
    }

    let catalog: KeyboardCatalog

    init() {
        var problems: [PackProblem] = []
        let smileys = EmojiGroup(name: "Smileys", subgroups: [], emotions: ["😀", "😃", "😄"].map { Emotion(kind: .emoji, text: $0, nameEN: $0, nameZH: $0) })
        catalog = KeyboardCatalog(groups: [smileys], packs: [], kaomoji: [], problems: &problems)
    }

    func snapshot(_ state: AppState) -> FrameSnapshot {
        FrameSnapshot(state, catalog: catalog)
    }

    func focusedState(typing text: String, height: Int = 320) -> AppState {
        var state = AppState(keyboard: KeyboardState(windowSize: Size(width: 420, height: height), metrics: LayoutMetrics()), measure: Measure())
        _ = state.reduce(.focusChanged(true, time: 0), catalog: catalog, measure: Measure())
        _ = state.reduce(.key(.text(text), shift: false, time: 0), catalog: catalog, measure: Measure())
        return state
    }

    @Test(arguments: ["", "hello", String(repeating: "long text 长文本 ", count: 20_000)])
    func aBlinkDamagesTheCaretAlone(text: String) throws {
        var state = focusedState(typing: text)
        let before = snapshot(state)
        #expect(state.caretVisible)
        _ = state.reduce(.tick(AppState.caretBlinkInterval), catalog: catalog, measure: Measure())
        #expect(!state.caretVisible)
        let layout = state.layout
        let caret = state.textLayout.caretRect(at: state.composer.cursor, in: layout.textArea)
        #expect(caret.width > 0 && caret.height == 15 && layout.textArea.contains(caret))
        #expect(snapshot(state).damage(since: before, layout: layout) == [Damage(caret, of: layout.composer)])
        let hidden = snapshot(state)
        _ = state.reduce(.tick(2 * AppState.caretBlinkInterval), catalog: catalog, measure: Measure())
        #expect(snapshot(state).damage(since: hidden, layout: layout) == [Damage(caret, of: layout.composer)], "and shows again")
    }

    @Test func aBlinkInTheSearchFieldDamagesItsCaretAlone() {
        var state = focusedState(typing: "")
        _ = state.reduce(.key(.control("f"), shift: false, time: 0), catalog: catalog, measure: Measure())
        #expect(state.isSearching && state.searchCaretVisible)
        let before = snapshot(state)
        _ = state.reduce(.tick(AppState.caretBlinkInterval), catalog: catalog, measure: Measure())
        #expect(!state.searchCaretVisible)
        let layout = state.layout
        let caret = state.searchLayout.caretRect(at: state.searchField.cursor, in: layout.searchTextArea)
        #expect(caret.width > 0 && layout.tabBar.contains(caret))
        #expect(snapshot(state).damage(since: before, layout: layout) == [Damage(caret, of: layout.tabBar)])
    }

    @Test func theSettingsViewRedrawsEveryRegionWhenItChangesAndOnlyThen() {
        var state = focusedState(typing: "")
        let layout = state.layout
        let closed = snapshot(state)
        _ = state.reduce(.key(.control(","), shift: false, time: 0), catalog: catalog, measure: Measure())
        let everything = [layout.composer, layout.gridArea, layout.indicator, layout.tabBar].map(Damage.init(whole:))
        #expect(snapshot(state).damage(since: closed, layout: layout) == everything, "opened")
        let open = snapshot(state)
        _ = state.reduce(.key(.down, shift: false, time: 0), catalog: catalog, measure: Measure())
        #expect(snapshot(state).damage(since: open, layout: layout) == everything, "the focus moved a row")
        let moved = snapshot(state)
        #expect(snapshot(state).damage(since: moved, layout: layout) == [])
        _ = state.reduce(.key(.escape, shift: false, time: 0), catalog: catalog, measure: Measure())
        #expect(snapshot(state).damage(since: moved, layout: layout) == everything, "closed")
    }

    @Test func aMagnifierMovingOverTheComposerDamagesItWhole() throws {
        // A short window: the magnifier over the top row reaches up into the composer.
        var state = focusedState(typing: "hello", height: 240)
        let layout = state.layout
        let cells = state.keyboard.cellGrid
        let over = (0..<cells.count).filter {
            state.keyboard.emotion(atCell: $0, catalog: catalog) != nil && layout.magnifierRect(for: cells.rect($0)).intersects(layout.composer)
        }
        let (first, second) = (try #require(over.first), try #require(over.dropFirst().first))
        func center(_ cell: Int) -> Point { Point(x: cells.rect(cell).midX, y: cells.rect(cell).midY) }
        _ = state.reduce(.pointerDown(center(first), time: 10), catalog: catalog, measure: Measure())
        let before = snapshot(state)
        #expect(!state.caretVisible && state.gridHasKeyFocus && before.popup != nil, "the press gave the grid the keys")
        _ = state.reduce(.pointerMoved(center(second), time: 20), catalog: catalog, measure: Measure())
        #expect(snapshot(state).composer == before.composer, "nothing of the composer itself changed")
        #expect(snapshot(state).damage(since: before, layout: layout).contains(Damage(whole: layout.composer)))
    }

    @Test func anEditOrAMoveOfTheCaretDamagesTheWholeComposer() {
        var state = focusedState(typing: "hello")
        let layout = state.layout
        var before = snapshot(state)
        _ = state.reduce(.key(.text("!"), shift: false, time: 10), catalog: catalog, measure: Measure())
        #expect(snapshot(state).damage(since: before, layout: layout) == [Damage(whole: layout.composer)])
        before = snapshot(state)
        _ = state.reduce(.key(.left, shift: false, time: 20), catalog: catalog, measure: Measure())
        #expect(snapshot(state).damage(since: before, layout: layout) == [Damage(whole: layout.composer)])
        #expect(snapshot(state).damage(since: nil, layout: layout).map(\.rect) == [layout.composer, layout.gridArea, layout.indicator, layout.tabBar])
    }
}

/// An animated sticker's next frame redraws the place that shows it, and only when its frame changes.
@Suite("Animation damage")
struct AnimationDamageTests {
    @Test func aNewFrameDamagesTheGridAloneAndTheSameFrameNothing() {
        let test = FrameDamageTests()
        var state = AppState(keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), now: 1000,
                             measure: FrameDamageTests.Measure())
        _ = state.reduce(.shownChanged(true), catalog: test.catalog, measure: FrameDamageTests.Measure())
        _ = state.reduce(.animationsShown(["a.gif": [100, 100]], time: 1000), catalog: test.catalog, measure: FrameDamageTests.Measure())
        let inGrid: (Renderer.AnimationPlace, AppState) -> [Int] = { place, state in place == .grid ? [state.animationFrame(of: "a.gif")] : [] }
        let before = FrameSnapshot(state, catalog: test.catalog) { inGrid($0, state) }
        _ = state.reduce(.tick(1050), catalog: test.catalog, measure: FrameDamageTests.Measure())
        let same = FrameSnapshot(state, catalog: test.catalog) { inGrid($0, state) }
        #expect(same.damage(since: before, layout: state.layout).isEmpty, "still the first frame")
        _ = state.reduce(.tick(state.nextDeadline), catalog: test.catalog, measure: FrameDamageTests.Measure())
        let next = FrameSnapshot(state, catalog: test.catalog) { inGrid($0, state) }
        #expect(next.damage(since: same, layout: state.layout) == [Damage(whole: state.layout.gridArea)])
    }
}
