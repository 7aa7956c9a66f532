import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// What the renderer reads and no longer decides: the pressed cell, the one popup, the empty grid's hint and the
/// names of emoji in the user's language.
@Suite("What the window shows")
struct PresentationTests {
    let catalog: KeyboardCatalog
    let peopleTab = 3

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func state(tab: Int? = nil) -> AppState {
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            delivery: .print, measure: FixedMeasure())
        if let tab { state.keyboard.tabIndex = tab }
        return state
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func aPressShowsTheMagnifierOverThePressedCell() {
        var state = state()
        #expect(state.keyboard.popup(catalog: catalog) == nil && state.keyboard.pressedCell == nil)
        state.setUp(.pointerDown(center(state.layout.cellRect(4)), time: 100), catalog: catalog)
        #expect(state.keyboard.popup(catalog: catalog) == .magnifier(cell: 4))
        #expect(state.keyboard.pressedCell == 4)
        state.setUp(
            .pointerUp(center(state.layout.cellRect(4)), time: 150), catalog: catalog,
            effects: [.saveRecents])
        #expect(state.keyboard.popup(catalog: catalog) == nil && state.keyboard.pressedCell == nil)
    }

    @Test func packsAndPrefetchWaitForTheEndOfAPress() {
        var state = state()
        #expect(state.isBetweenPresses)
        state.setUp(.pointerDown(center(state.layout.cellRect(2)), time: 100), catalog: catalog)
        #expect(!state.isBetweenPresses, "a catalog change now would move the cell under the finger")
        state.setUp(
            .pointerUp(center(state.layout.cellRect(2)), time: 140), catalog: catalog,
            effects: [.saveRecents])
        #expect(state.isBetweenPresses)
    }

    @Test func holdingOpensTheVariantsInsteadOfTheMagnifierOnTheSameCell() throws {
        var state = state(tab: peopleTab)
        state.setUp(.pointerDown(center(state.layout.cellRect(0)), time: 1000), catalog: catalog)
        state.setUp(.tick(1500), catalog: catalog)
        let choice = try #require(state.keyboard.variantChoice(catalog: catalog))
        #expect(state.keyboard.popup(catalog: catalog) == .variants(choice))
        #expect(state.keyboard.pressedCell == 0)
    }

    @Test func theToneMenuCoversEverythingElse() {
        var state = state()
        let button = state.layout.toneButton
        state.setUp(.pointerDown(center(button), time: 10), catalog: catalog)
        state.setUp(.pointerUp(center(button), time: 20), catalog: catalog)
        #expect(state.keyboard.toneMenuOpen)
        #expect(state.keyboard.popup(catalog: catalog) == .toneMenu)
    }

    @Test func holdingDeleteDrawsTheDeleteCellPressed() {
        var state = state()
        let delete = state.keyboard.paging.deleteCell
        state.setUp(.pointerDown(center(state.layout.cellRect(delete)), time: 0), catalog: catalog)
        #expect(state.keyboard.pressedCell == delete)
        #expect(state.keyboard.popup(catalog: catalog) == nil, "delete has no magnifier")
    }

    @Test func anEmptyGridSaysWhatToDo() {
        var state = state()
        #expect(state.gridHint(catalog: catalog) == nil, "the emoji tab shows emotions")
        state.keyboard.tabIndex = KeyboardCatalog.favouritesTab
        #expect(state.gridHint(catalog: catalog) == .noFavourites)
        state.keyboard.tabIndex = KeyboardCatalog.recentTab
        #expect(state.gridHint(catalog: catalog) == .noRecents)
        state.setUp(
            .key(.control("f"), shift: false, time: 0), catalog: catalog,
            effects: [.buildSearchIndex(generation: 0)])
        #expect(state.gridHint(catalog: catalog) == .searchPrompt)
        state.setUp(.key(.text("zzzqqq"), shift: false, time: 1), catalog: catalog)
        #expect(state.gridHint(catalog: catalog) == .preparingSearch, "no index yet")
    }

    @Test func loadedNamesNameTheStatusLine() throws {
        var state = state()
        state.setUp(.pointerMoved(center(state.layout.cellRect(0)), time: 0), catalog: catalog)
        let emotion = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        #expect(state.statusLine(catalog: catalog)?.name == emotion.nameEN)
        let german = LocalizedNames(
            locales: ["de"], fallback: .english,
            entries: [LocalizedNames.key(emotion.text): .init(name: "Grinsen", keywords: "")])
        state.setUp(.namesLoaded(german), catalog: catalog)
        #expect(state.names == german)
        #expect(state.statusLine(catalog: catalog)?.name == "Grinsen")
    }
}
