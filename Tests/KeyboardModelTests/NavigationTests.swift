import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Keyboard navigation, hover and the status line")
struct NavigationTests {
    let catalog = Fixtures.catalog(groupSizes: [45, 7])

    func fresh(mode: InputMode = .compose) -> AppState {
        var state = AppState(
            keyboard: KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics()),
            mode: mode, delivery: .print, measure: FixedMeasure())
        state.send(.focusChanged(true, time: 0), catalog: catalog) { $0.focused = true }
        return state
    }

    func press(_ state: inout AppState, _ key: Key, shift: Bool = false) -> [AppEffect] {
        state.reduce(.key(key, shift: shift, time: 100), catalog: catalog)
    }

    func group(_ index: Int) -> [String] { catalog.tabs[KeyboardCatalog.firstCatalogTab].emotions.map(\.text) }

    @Test func downMovesFromTheComposerToTheGridAndUpFromTheTopRowBack() {
        var state = fresh()
        #expect(state.keyFocus == .composer && !state.gridHasKeyFocus)
        #expect(press(&state, .down) == [])
        #expect(state.keyFocus == .grid && state.gridHasKeyFocus)
        #expect(state.keyboard.focusedCell == 0)
        #expect(!state.caretVisible, "the composer's caret hides while the grid has the keys")
        #expect(press(&state, .down) == [])
        #expect(state.keyboard.focusedCell == 7)
        #expect(press(&state, .up) == [])
        #expect(press(&state, .up) == [])
        #expect(state.keyFocus == .composer)
        #expect(press(&state, .switchFocus) == [])
        #expect(state.keyFocus == .grid && state.keyboard.focusedCell == 0, "F6 too, and the ring is where it was")
        #expect(press(&state, .switchFocus) == [])
        #expect(state.keyFocus == .composer)
    }

    @Test func theComposerKeepsItsKeys() {
        var state = fresh()
        #expect(press(&state, .text("abc")) == [])
        #expect(press(&state, .left) == [])
        #expect(press(&state, .home) == [])
        #expect(
            state.composer.cursor == 0 && state.keyboard.focusedCell == nil, "Left and Home edit, the grid is untouched"
        )
        #expect(state.keyboard.currentPage(catalog: catalog) == 0)
        #expect(press(&state, .enter) == [.print("abc")], "Enter still sends")
    }

    @Test func arrowsWalkTheGridAndTurnPagesAtTheSides() {
        var state = fresh()
        #expect(press(&state, .down) == [])
        #expect(press(&state, .left) == [])
        #expect(
            state.keyboard.focusedCell == 0 && state.keyboard.currentPage(catalog: catalog) == 0,
            "no page before the first")
        for _ in 0..<6 { #expect(press(&state, .right) == []) }
        #expect(state.keyboard.focusedCell == 6)
        #expect(press(&state, .right) == [])
        #expect(
            state.keyboard.currentPage(catalog: catalog) == 1 && state.keyboard.focusedCell == 0,
            "onto the next page's first column")
        #expect(press(&state, .left) == [])
        #expect(state.keyboard.currentPage(catalog: catalog) == 0 && state.keyboard.focusedCell == 6)
        #expect(press(&state, .end) == [])
        #expect(state.keyboard.currentPage(catalog: catalog) == 2)
        #expect(state.keyboard.focusedCell == 4, "the last page has five emotions: the ring comes back onto the last")
        #expect(press(&state, .right) == [])
        #expect(state.keyboard.focusedCell == state.keyboard.paging.deleteCell, "past the last emotion: delete")
        #expect(press(&state, .home) == [])
        #expect(state.keyboard.currentPage(catalog: catalog) == 0)
        #expect(press(&state, .pageDown) == [])
        #expect(state.keyboard.currentPage(catalog: catalog) == 1)
    }

    @Test func enterInsertsTheFocusedEmotionAndOnDeleteDeletes() {
        var state = fresh()
        #expect(press(&state, .down) == [])
        #expect(press(&state, .right) == [])
        #expect(press(&state, .enter) == [.saveRecents])
        #expect(state.composer.plainText == group(0)[1])
        #expect(state.keyFocus == .grid, "the focus stays on the grid for the next one")
        #expect(press(&state, .text("x")) == [])
        #expect(
            state.composer.plainText == group(0)[1] + "x" && state.keyFocus == .composer,
            "typing with text in the composer goes there")
        #expect(!state.isSearching)
        #expect(press(&state, .down) == [])
        #expect(state.keyboard.focusedCell == 1, "the ring comes back where it was")
        #expect(press(&state, .down) == [])
        #expect(press(&state, .down) == [])
        for _ in 0..<5 { #expect(press(&state, .right) == []) }
        #expect(state.keyboard.focusedCell == 20)
        #expect(press(&state, .enter) == [])
        #expect(state.composer.plainText == group(0)[1])
    }

    @Test func tabAndShiftTabCycleTabsWrappingAround() {
        var state = fresh()
        let count = catalog.tabs.count
        #expect(state.keyboard.tabIndex == KeyboardCatalog.firstCatalogTab)
        #expect(press(&state, .tab) == [])
        #expect(state.keyboard.tabIndex == KeyboardCatalog.firstCatalogTab + 1)
        #expect(press(&state, .tab, shift: true) == [])
        #expect(press(&state, .tab, shift: true) == [])
        #expect(press(&state, .tab, shift: true) == [])
        #expect(press(&state, .tab, shift: true) == [])
        #expect(state.keyboard.tabIndex == count - 1, "back past the first tab to the last")
        #expect(press(&state, .tab) == [])
        #expect(state.keyboard.tabIndex == 0)
    }

    @Test func hoverAndTheFocusRingNameTheEmotionInTheStatusLine() throws {
        var state = fresh()
        let rect = state.keyboard.cellGrid.rect(3)
        let point = Point(x: rect.midX, y: rect.midY)
        state.send(.pointerMoved(point, time: 10), catalog: catalog) {
            $0.now = 10
            $0.keyboard.hoveredCell = 3
        }
        #expect(state.keyboard.statusEmotion(catalog: catalog, gridFocused: state.gridHasKeyFocus)?.text == group(0)[3])
        state.send(.pointerLeft(time: 20), catalog: catalog) {
            $0.now = 20
            $0.keyboard.hoveredCell = nil
        }
        #expect(state.keyboard.statusEmotion(catalog: catalog, gridFocused: state.gridHasKeyFocus) == nil)
        #expect(press(&state, .down) == [])
        #expect(press(&state, .right) == [])
        #expect(state.keyboard.statusEmotion(catalog: catalog, gridFocused: state.gridHasKeyFocus)?.text == group(0)[1])
        state.send(.pointerMoved(point, time: 30), catalog: catalog) {
            $0.now = 30
            $0.keyboard.hoveredCell = 3
        }
        #expect(press(&state, .right) == [])
        #expect(state.keyboard.hoveredCell == nil, "a key press takes the status line back from the pointer")
        let empty = state.keyboard.cellGrid.rect(20)
        state.send(.pointerMoved(Point(x: empty.midX, y: empty.midY), time: 40), catalog: catalog) {
            $0.now = 40
            $0.keyboard.hoveredCell = 20  // delete is hovered too
        }
        state.send(.pointerDown(point, time: 50), catalog: catalog) {
            $0.now = 50
            $0.focusVisible = false
            $0.heldPointer.pressed(at: point)
            $0.keyboard.press = .gridPress(3, from: point, at: 50)
            $0.keyboard.hoveredCell = nil  // a press shows the magnifier instead
            $0.keyboard.focusedCell = 3
            _ = $0.clicks.press(at: point, time: 50)
        }
    }

    @Test func withoutTheFocusThereIsNoRing() {
        var state = fresh()
        #expect(press(&state, .down) == [])
        state.send(.focusChanged(false, time: 200), catalog: catalog) {
            $0.now = 200
            $0.caretPhaseStart = 200
            $0.focused = false
        }
        #expect(!state.gridHasKeyFocus)
    }
}
