import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// What a frame redraws: a blink repaints the caret alone, whatever the text; anything else its whole region, and
/// a popup the regions under it.
@Suite("Frame damage")
struct FrameDamageTests {
    struct Measure: TextMeasuring {
        func advance(of character: Character, size: Int) -> Int { 9 }
        func lineHeight(size: Int) -> Int { 15 }
    }

    let catalog: KeyboardCatalog

    init() {
        var problems: [PackProblem] = []
        let smileys = EmojiGroup(
            name: "Smileys", subgroups: [],
            emotions: ["😀", "😃", "😄"].map { Emotion(kind: .emoji, text: $0, nameEN: $0, nameZH: $0) })
        catalog = KeyboardCatalog(groups: [smileys], packs: [], kaomoji: [], problems: &problems)
    }

    func frame(_ state: AppState) -> Frame { state.frame(catalog: catalog) }

    func focusedState(typing text: String, height: Int = 320) -> AppState {
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: height), metrics: LayoutMetrics()),
            measure: Measure())
        state.setUp(.focusChanged(true, time: 0), catalog: catalog, measure: Measure())
        state.setUp(.key(.text(text), shift: false, time: 0), catalog: catalog, measure: Measure())
        return state
    }

    @Test(arguments: ["", "hello", String(repeating: "long text 长文本 ", count: 20_000)])
    func aBlinkDamagesTheCaretAlone(text: String) throws {
        var state = focusedState(typing: text)
        let before = frame(state)
        #expect(state.caretVisible)
        state.setUp(.tick(AppState.caretBlinkInterval), catalog: catalog, measure: Measure())
        #expect(!state.caretVisible)
        let layout = state.layout
        let caret = state.textLayout.caretRect(at: state.composer.cursor, in: layout.textArea)
        #expect(caret.width > 0 && caret.height == 15 && layout.textArea.contains(caret))
        #expect(frame(state).damage(since: before) == [Damage(caret, of: layout.composer)])
        let hidden = frame(state)
        state.setUp(.tick(2 * AppState.caretBlinkInterval), catalog: catalog, measure: Measure())
        #expect(frame(state).damage(since: hidden) == [Damage(caret, of: layout.composer)], "and shows again")
    }

    @Test func theComposerFrameHoldsOnlyTheAtomsInView() {
        let state = focusedState(typing: String(repeating: "long text 长文本 ", count: 20_000))
        guard case .line(let line) = frame(state).composer.content else {
            Issue.record("compose mode shows a line")
            return
        }
        #expect(!line.atoms.isEmpty && line.atoms.count <= state.layout.textArea.width / 9 + 4)
        #expect(line.atoms.allSatisfy { $0.x + $0.width >= line.area.x - 15 && $0.x <= line.area.maxX + 15 })
    }

    @Test func aBlinkInTheSearchFieldDamagesItsCaretAlone() {
        var state = focusedState(typing: "")
        state.setUp(
            .key(.control("f"), shift: false, time: 0), catalog: catalog, measure: Measure(),
            effects: [.buildSearchIndex(generation: 0)])
        #expect(state.isSearching && state.searchCaretVisible)
        let before = frame(state)
        state.setUp(.tick(AppState.caretBlinkInterval), catalog: catalog, measure: Measure())
        #expect(!state.searchCaretVisible)
        let layout = state.layout
        let caret = state.searchLayout.caretRect(at: state.searchField.text.cursor, in: layout.searchTextArea)
        #expect(caret.width > 0 && layout.tabBar.contains(caret))
        #expect(frame(state).damage(since: before) == [Damage(caret, of: layout.tabBar)])
    }

    @Test func theSettingsViewRedrawsEveryRegionWhenItChangesAndOnlyThen() {
        var state = focusedState(typing: "")
        let layout = state.layout
        let closed = frame(state)
        state.setUp(.key(.control(","), shift: false, time: 0), catalog: catalog, measure: Measure())
        let everything = [layout.composer, layout.gridArea, layout.indicator, layout.tabBar].map(Damage.init(whole:))
        #expect(frame(state).damage(since: closed) == everything, "opened")
        let open = frame(state)
        state.setUp(.key(.down, shift: false, time: 0), catalog: catalog, measure: Measure())
        #expect(frame(state).damage(since: open) == everything, "the focus moved a row")
        let moved = frame(state)
        #expect(frame(state).damage(since: moved) == [])
        state.setUp(.key(.escape, shift: false, time: 0), catalog: catalog, measure: Measure())
        #expect(frame(state).damage(since: moved) == everything, "closed")
    }

    @Test func aMagnifierMovingOverTheComposerDamagesItWhole() throws {
        // A short window: the magnifier over the top row reaches up into the composer.
        var state = focusedState(typing: "hello", height: 240)
        let layout = state.layout
        let cells = state.keyboard.cellGrid
        let over = (0..<cells.count).filter {
            state.keyboard.emotion(atCell: $0, catalog: catalog) != nil
                && layout.magnifierRect(for: cells.rect($0)).intersects(layout.composer)
        }
        let (first, second) = (try #require(over.first), try #require(over.dropFirst().first))
        func center(_ cell: Int) -> Point { Point(x: cells.rect(cell).midX, y: cells.rect(cell).midY) }
        state.setUp(.pointerDown(center(first), time: 10), catalog: catalog, measure: Measure())
        let before = frame(state)
        #expect(state.keyOwner == .composer && !state.gridHasKeyFocus, "the press left the keys in the text field")
        guard case .magnifier(let bubble, .emoji("😀"), _, _)? = before.popup else {
            Issue.record("the first emoji magnified")
            return
        }
        #expect(bubble == layout.magnifierRect(for: cells.rect(first)))
        state.setUp(.pointerMoved(center(second), time: 20), catalog: catalog, measure: Measure())
        #expect(frame(state).composer == before.composer, "nothing of the composer itself changed")
        #expect(frame(state).damage(since: before).contains(Damage(whole: layout.composer)))
    }

    @Test func anEditOrAMoveOfTheCaretDamagesTheWholeComposer() {
        var state = focusedState(typing: "hello")
        let layout = state.layout
        var before = frame(state)
        state.setUp(.key(.text("!"), shift: false, time: 10), catalog: catalog, measure: Measure())
        #expect(frame(state).damage(since: before) == [Damage(whole: layout.composer)])
        before = frame(state)
        state.setUp(.key(.left, shift: false, time: 20), catalog: catalog, measure: Measure())
        #expect(frame(state).damage(since: before) == [Damage(whole: layout.composer)])
        #expect(
            frame(state).damage(since: nil).map(\.rect) == [
                layout.composer, layout.gridArea, layout.indicator, layout.tabBar
            ])
    }

    /// The grid's cells are what the catalog puts there, marked as the pointer left them, with ⌫ last.
    @Test func theGridFrameResolvesEachCellAndItsMark() throws {
        var state = focusedState(typing: "")
        let cells = state.keyboard.cellGrid
        state.setUp(
            .pointerMoved(Point(x: cells.rect(1).midX, y: cells.rect(1).midY), time: 10), catalog: catalog,
            measure: Measure())
        guard case .emotions(let grid) = frame(state).grid else {
            Issue.record("the emotion layer shows the grid")
            return
        }
        #expect(grid.cells.count == cells.count)
        #expect(grid.cells.prefix(3).map(\.content) == ["😀", "😃", "😄"].map { .emotion(.emoji(Character($0))) })
        #expect(grid.cells[state.keyboard.paging.deleteCell].content == .delete)
        #expect(grid.cells.map(\.mark) == (0..<cells.count).map { $0 == 1 ? .hovered : .none })
        #expect(grid.glyphSize == state.layout.cellGlyphSize && grid.hint == nil)
    }
}

/// An animated sticker's next frame redraws the place that shows it, and only when its frame changes.
@Suite("Animation damage")
struct AnimationDamageTests {
    @Test func aNewFrameDamagesTheGridAloneAndTheSameFrameNothing() throws {
        let sticker = Emotion(
            kind: .sticker(imagePath: StickerImagePath("/packs/a.gif")), text: "[a]", nameEN: "a", nameZH: "a")
        let pack = StickerPack(name: "Pack", directory: "/packs", format: .native, coverImage: nil, emotions: [sticker])
        let catalog = Fixtures.catalog(groupSizes: [5], packs: [pack])
        let measure = FrameDamageTests.Measure()
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), now: 1000,
            measure: measure)
        let tab = try #require(catalog.tabs.firstIndex { $0.kind == .pack })
        state.keyboard.setUp(.tabTapped(tab), catalog: catalog)
        state.setUp(.shownChanged(true), catalog: catalog, measure: measure)
        state.setUp(.animationsShown(["/packs/a.gif": [100, 100]], time: 1000), catalog: catalog, measure: measure)
        let before = state.frame(catalog: catalog)
        guard case .emotions(let grid) = before.grid else {
            Issue.record("the grid shows")
            return
        }
        #expect(grid.cells.first?.content == .emotion(.sticker(path: "/packs/a.gif", frame: 0)))
        state.setUp(.tick(1050), catalog: catalog, measure: measure)
        let same = state.frame(catalog: catalog)
        #expect(same.damage(since: before).isEmpty, "still the first frame")
        state.setUp(.tick(state.nextDeadline), catalog: catalog, measure: measure)
        let next = state.frame(catalog: catalog)
        #expect(next.damage(since: same) == [Damage(whole: state.layout.gridArea)])
    }
}

/// Every word the window shows comes from one table in one language, which follows the names' language.
@Suite("Frame words")
struct FrameWordsTests {
    @Test func aLanguageChangeRewordsTheWholeWindow() {
        let catalog = Fixtures.catalog(groupSizes: [5])
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            measure: FrameDamageTests.Measure())
        #expect(state.frame(catalog: catalog).composer.sendLabel == "Send")
        state.setUp(.namesLoaded(LocalizedNames(locales: [], fallback: .chinese, entries: [:])), catalog: catalog)
        let frame = state.frame(catalog: catalog)
        #expect(frame.composer.sendLabel == "发送")
        state.setUp(.modeToggled(time: 10), catalog: catalog, effects: [.applyMode(.direct)])
        guard case .label(let label, _) = state.frame(catalog: catalog).composer.content else {
            Issue.record("direct mode says where")
            return
        }
        #expect(label == "输入到当前窗口")
        state.setUp(.key(.control(","), shift: false, time: 20), catalog: catalog, effects: [.grabKeyboard])
        #expect(state.frame(catalog: catalog).settings?.title == "设置")
    }
}
