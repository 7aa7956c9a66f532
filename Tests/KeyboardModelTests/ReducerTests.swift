import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Keyboard reducer")
struct ReducerTests {
    let catalog = Fixtures.catalog(groupSizes: [45, 7])
    let size = Size(width: 420, height: 320)

    func fresh() -> KeyboardState {
        KeyboardState(windowSize: size, metrics: LayoutMetrics())
    }

    func center(_ state: KeyboardState, _ cell: Int) -> Point {
        let rect = state.layout.cellRect(cell)
        return Point(x: rect.midX, y: rect.midY)
    }

    func emotion(_ state: KeyboardState, _ cell: Int) -> Emotion? { state.emotion(atCell: cell, catalog: catalog) }

    /// The key of the first emoji tab's page in `pageStarts`.
    var firstTab: String { catalog.tabs[KeyboardCatalog.firstCatalogTab].id }

    @Test func startsOnFirstEmojiTabWithoutRecents() {
        #expect(fresh().tabIndex == KeyboardCatalog.firstCatalogTab)
        #expect(KeyboardState(windowSize: size, metrics: LayoutMetrics(), recents: ["😀"]).tabIndex == 0)
    }

    @Test func quickClickInsertsAndRecordsRecent() throws {
        var state = fresh()
        let target = try #require(emotion(state, 3))
        state.send(.pointerDown(center(state, 3), time: 1000), catalog: catalog) {
            $0.press = .gridPress(3, from: center($0, 3), at: 1000)
            $0.focusedCell = 3
        }
        #expect(state.magnifiedCell == 3)
        let insertsTarget: [KeyboardEffect] = [.insert(target), .saveRecents]
        state.send(.pointerUp(center(state, 3), time: 1040), catalog: catalog, effects: insertsTarget) {
            $0.press = nil
            $0.recents.record(target.text)
        }
        #expect(state.recents.texts == [target.text])
    }

    @Test func dragMovesMagnifierCellByCellAndReleaseInsertsTheLast() throws {
        var state = fresh()
        let start = center(state, 0)
        state.send(.pointerDown(start, time: 0), catalog: catalog) {
            $0.press = .gridPress(0, from: start, at: 0)
            $0.focusedCell = 0
        }
        for (step, cell) in [1, 8, 9, 16].enumerated() {
            state.send(.pointerMoved(center(state, cell), time: 400 + step * 50), catalog: catalog) {
                $0.press = .gridPress(cell, from: start, at: 0, heldSince: 400 + step * 50)
            }
            #expect(state.magnifiedCell == cell)
        }
        let last = try #require(emotion(state, 16))
        state.send(.pointerUp(center(state, 16), time: 800), catalog: catalog, effects: [.insert(last), .saveRecents]) {
            $0.press = nil
            $0.recents.record(last.text)
        }
    }

    @Test func outsideTheGridTheMagnifierStaysAndReleaseInsertsNothing() {
        var state = fresh()
        let start = center(state, 5)
        state.send(.pointerDown(start, time: 0), catalog: catalog) {
            $0.press = .gridPress(5, from: start, at: 0)
            $0.focusedCell = 5
        }
        state.send(.pointerMoved(Point(x: 2, y: 2), time: 500), catalog: catalog) {
            $0.press = .gridPress(5, from: start, at: 0, onCell: false)
        }
        #expect(state.magnifiedCell == 5)
        state.send(.pointerUp(Point(x: 2, y: 2), time: 600), catalog: catalog) { $0.press = nil }
        #expect(state.recents.texts.isEmpty)
    }

    @Test func dragOntoDeleteKeepsMagnifierAndInsertsNothing() {
        var state = fresh()
        let delete = state.paging.deleteCell
        let start = center(state, 19)
        state.send(.pointerDown(start, time: 0), catalog: catalog) {
            $0.press = .gridPress(19, from: start, at: 0)
            $0.focusedCell = 19
        }
        state.send(.pointerMoved(center(state, delete), time: 400), catalog: catalog) {
            $0.press = .gridPress(19, from: start, at: 0, onCell: false)
        }
        #expect(state.magnifiedCell == 19)
        state.send(.pointerUp(center(state, delete), time: 500), catalog: catalog) { $0.press = nil }
    }

    @Test func deleteRepeatsAfterHalfASecondEveryTenthUntilRelease() {
        var state = fresh()
        let delete = center(state, state.paging.deleteCell)
        state.send(.pointerDown(delete, time: 10_000), catalog: catalog, effects: [.deleteBackward]) {
            $0.press = .delete(nextRepeat: 10_500)
            $0.focusedCell = $0.paging.deleteCell
        }
        #expect(state.nextDeadline == 10_500)
        state.send(.tick(10_499), catalog: catalog)
        state.send(.tick(10_500), catalog: catalog, effects: [.deleteBackward]) {
            $0.press = .delete(nextRepeat: 10_600)
        }
        #expect(state.nextDeadline == 10_600)
        state.send(.tick(10_600), catalog: catalog, effects: [.deleteBackward]) {
            $0.press = .delete(nextRepeat: 10_700)
        }
        // A late tick catches up with every repeat that was due.
        state.send(.tick(10_950), catalog: catalog, effects: [.deleteBackward, .deleteBackward, .deleteBackward]) {
            $0.press = .delete(nextRepeat: 11_000)
        }
        #expect(state.nextDeadline == 11_000)
        state.send(.pointerUp(delete, time: 10_990), catalog: catalog) { $0.press = nil }
        #expect(state.nextDeadline == nil)
        state.send(.tick(11_000), catalog: catalog)
    }

    @Test func holdingDeleteForOneAndAHalfSecondsDeletesTwelveTimes() {
        var state = fresh()
        let delete = center(state, state.paging.deleteCell)
        var deletes = state.reduce(.pointerDown(delete, time: 0), catalog: catalog).filter { $0 == .deleteBackward }
            .count
        var now = 0
        while now < 1500 {
            now = min(1500, state.nextDeadline ?? 1500)
            deletes += state.reduce(.tick(now), catalog: catalog).filter { $0 == .deleteBackward }.count
        }
        state.send(.pointerUp(delete, time: 1500), catalog: catalog) { $0.press = nil }
        #expect(deletes == 12)
    }

    @Test func leavingTheDeleteKeyStopsTheRepeat() {
        var state = fresh()
        let delete = center(state, state.paging.deleteCell)
        state.send(.pointerDown(delete, time: 0), catalog: catalog, effects: [.deleteBackward]) {
            $0.press = .delete(nextRepeat: 500)
            $0.focusedCell = $0.paging.deleteCell
        }
        state.send(.pointerMoved(center(state, 0), time: 300), catalog: catalog) { $0.press = .inert }
        #expect(state.nextDeadline == nil)
        state.send(.tick(600), catalog: catalog)
        state.send(.pointerMoved(delete, time: 700), catalog: catalog)
        state.send(.tick(800), catalog: catalog)  // coming back does not restart it
        state.send(.pointerUp(delete, time: 900), catalog: catalog) { $0.press = nil }
    }

    @Test func pagesTurnAndClampAndEachTabRemembersItsPage() {
        var state = fresh()
        #expect(state.pageCount(catalog: catalog) == 3)
        state.send(.nextPage, catalog: catalog) { $0.pageStarts[firstTab] = 20 }
        state.send(.nextPage, catalog: catalog) { $0.pageStarts[firstTab] = 40 }
        state.send(.nextPage, catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 2)
        state.send(.scrolled(steps: -1, at: nil), catalog: catalog) { $0.pageStarts[firstTab] = 20 }
        #expect(state.currentPage(catalog: catalog) == 1)
        state.send(.tabTapped(3), catalog: catalog) { $0.tabIndex = 3 }
        #expect(state.currentPage(catalog: catalog) == 0)
        state.send(.previousPage, catalog: catalog) { $0.pageStarts[catalog.tabs[3].id] = 0 }
        #expect(state.currentPage(catalog: catalog) == 0)
        state.send(.tabTapped(2), catalog: catalog) { $0.tabIndex = 2 }
        #expect(state.tabIndex == 2 && state.currentPage(catalog: catalog) == 1)
    }

    @Test func clickingTabBarAndDotsSwitches() {
        var state = fresh()
        let tab = state.tabStrip(catalog: catalog).tabRect(3, scroll: state.tabScroll)
        state.send(.pointerDown(Point(x: tab.midX, y: tab.midY), time: 0), catalog: catalog) {
            $0.tabIndex = 3
            $0.press = .inert
        }
        state.send(.pointerUp(Point(x: tab.midX, y: tab.midY), time: 10), catalog: catalog) { $0.press = nil }
        #expect(state.tabIndex == 3)
        state.send(.tabTapped(2), catalog: catalog) { $0.tabIndex = 2 }
        guard case .dots(let dots) = state.layout.pageIndicator(pages: 3) else {
            Issue.record("dots expected")
            return
        }
        state.send(.pointerDown(Point(x: dots[2].midX, y: dots[2].midY), time: 20), catalog: catalog) {
            $0.pageStarts[firstTab] = 40
            $0.press = .inert
        }
        #expect(state.currentPage(catalog: catalog) == 2)
    }

    @Test func quickHorizontalFlickTurnsThePageInsteadOfInserting() {
        var state = fresh()
        let side = state.layout.cellSide
        let start = center(state, 10)
        state.send(.pointerDown(start, time: 0), catalog: catalog) {
            $0.press = .gridPress(10, from: start, at: 0)
            $0.focusedCell = 10
        }
        state.send(.pointerMoved(Point(x: start.x - side - 2, y: start.y + 3), time: 80), catalog: catalog) {
            $0.press = .swipe(start: start)
        }
        #expect(state.magnifiedCell == nil)
        state.send(.pointerUp(Point(x: start.x - 2 * side, y: start.y), time: 150), catalog: catalog) {
            $0.press = nil
            $0.pageStarts[firstTab] = 20
        }
        #expect(state.currentPage(catalog: catalog) == 1)
        state.send(.pointerDown(start, time: 1000), catalog: catalog) {
            $0.press = .gridPress(10, from: start, at: 1000)
        }
        state.send(.pointerMoved(Point(x: start.x + 2 * side, y: start.y), time: 1100), catalog: catalog) {
            $0.press = .swipe(start: start)
        }
        state.send(.pointerUp(Point(x: start.x + 2 * side, y: start.y), time: 1200), catalog: catalog) {
            $0.press = nil
            $0.pageStarts[firstTab] = 0
        }
        #expect(state.currentPage(catalog: catalog) == 0)
    }

    @Test func aFlickPastTheFirstOrLastPageOpensTheNeighbouringTab() {
        var state = fresh()
        var time = 0
        func flick(_ direction: Int) {
            let start = center(state, 10)
            let end = Point(x: start.x + direction * 2 * state.layout.cellSide, y: start.y)
            state.setUp(.pointerDown(start, time: time), catalog: catalog)
            state.send(.pointerMoved(end, time: time + 50), catalog: catalog) { $0.press = .swipe(start: start) }
            state.setUp(.pointerUp(end, time: time + 100), catalog: catalog)
            time += 1000
        }
        let first = KeyboardCatalog.firstCatalogTab
        let lastPage = state.pageCount(catalog: catalog) - 1
        #expect(lastPage > 0)
        for _ in 0..<lastPage { flick(-1) }
        #expect(state.tabIndex == first && state.currentPage(catalog: catalog) == lastPage)
        flick(-1)
        #expect(
            state.tabIndex == first + 1 && state.currentPage(catalog: catalog) == 0, "past the last page: the next tab")
        flick(1)
        #expect(
            state.tabIndex == first && state.currentPage(catalog: catalog) == lastPage,
            "back: the previous tab's last page")
        state.selectTab(catalog.tabs.count - 1, catalog: catalog)
        state.setPage(state.pageCount(catalog: catalog) - 1, catalog: catalog)
        let end = state.currentPage(catalog: catalog)
        flick(-1)
        #expect(
            state.tabIndex == catalog.tabs.count - 1 && state.currentPage(catalog: catalog) == end, "the last tab stops"
        )
        state.selectTab(0, catalog: catalog)
        flick(1)
        #expect(state.tabIndex == 0, "the first tab stops")
    }

    @Test func slowDragIsNotASwipe() {
        var state = fresh()
        let side = state.layout.cellSide
        let start = center(state, 10)
        state.send(.pointerDown(start, time: 0), catalog: catalog) {
            $0.press = .gridPress(10, from: start, at: 0)
            $0.focusedCell = 10
        }
        state.send(.pointerMoved(Point(x: start.x - side, y: start.y), time: 400), catalog: catalog) {
            $0.press = .gridPress(9, from: start, at: 0, heldSince: 400)
        }
        #expect(state.magnifiedCell == 9)
    }

    @Test func emptyCellsOnTheLastPageInsertNothing() {
        var state = fresh()
        state.send(.scrolled(steps: 2, at: nil), catalog: catalog) { $0.pageStarts[firstTab] = 40 }
        #expect(state.slot(10, catalog: catalog) == .empty)
        state.send(.pointerDown(center(state, 10), time: 0), catalog: catalog) {
            $0.press = .gridPress(nil, from: center($0, 10), at: 0)
            $0.focusedCell = 4  // the last emotion of the page: the grid's focus stays on one
        }
        #expect(state.magnifiedCell == nil)
        state.send(.pointerUp(center(state, 10), time: 30), catalog: catalog) { $0.press = nil }
    }

    @Test func theRecentTabKeepsItsOrderWhileOpenAndRefreshesWhenReopened() throws {
        var state = KeyboardState(
            windowSize: size, metrics: LayoutMetrics(),
            recents: [catalog.tabs[2].emotions[0].text, catalog.tabs[2].emotions[1].text])
        #expect(state.tabIndex == 0)
        let second = try #require(state.emotion(atCell: 1, catalog: catalog))
        state.send(.pointerDown(center(state, 1), time: 0), catalog: catalog) {
            $0.press = .gridPress(1, from: center($0, 1), at: 0)
            $0.focusedCell = 1
        }
        state.send(.pointerUp(center(state, 1), time: 10), catalog: catalog, effects: [.insert(second), .saveRecents]) {
            $0.press = nil
            $0.recents.record(second.text)
        }
        #expect(state.recents.texts.first == second.text, "recorded as most recent")
        #expect(state.emotion(atCell: 1, catalog: catalog) == second, "but the open tab does not move it")
        state.send(.tabTapped(2), catalog: catalog) {
            $0.tabIndex = 2
            $0.focusedCell = 0
        }
        state.send(.tabTapped(0), catalog: catalog) {
            $0.tabIndex = 0
            $0.shownRecents = $0.recents.texts
        }
        #expect(state.emotion(atCell: 0, catalog: catalog) == second, "reopening shows the new order")
    }

    @Test func likelyNextEmotionsAreTheNeighbouringPagesThenOtherTabs() {
        var state = fresh()
        state.send(.nextPage, catalog: catalog) { $0.pageStarts[firstTab] = 20 }
        let next = state.likelyNextEmotions(catalog: catalog).map(\.text)
        let group = catalog.tabs[2].emotions.map(\.text)
        #expect(Array(next.prefix(5)) == Array(group[40..<45]), "page 3 of the first group first")
        #expect(Array(next[5..<25]) == Array(group[0..<20]), "then page 1")
        #expect(Array(next.suffix(7)) == catalog.tabs[3].emotions.map(\.text), "then the other tabs")
    }

    @Test func recentTabShowsMostRecentFirstAndResizeKeepsCellsSquare() throws {
        var state = fresh()
        for cell in [0, 1, 0] {
            let chosen = try #require(emotion(state, cell))
            state.send(.pointerDown(center(state, cell), time: 0), catalog: catalog) {
                $0.press = .gridPress(cell, from: center($0, cell), at: 0)
                $0.focusedCell = cell
            }
            let inserts: [KeyboardEffect] = [.insert(chosen), .saveRecents]
            state.send(.pointerUp(center(state, cell), time: 10), catalog: catalog, effects: inserts) {
                $0.press = nil
                $0.recents.record(chosen.text)
            }
        }
        let first = try #require(catalog.tabs[2].emotions.first)
        #expect(
            state.emotions(inTab: 0, catalog: catalog).map(\.text) == [first.text, catalog.tabs[2].emotions[1].text])
        state.send(.resized(Size(width: 800, height: 500)), catalog: catalog) {
            $0.layout = KeyboardLayout(windowSize: Size(width: 800, height: 500), metrics: LayoutMetrics())
        }
        #expect(state.layout.windowSize == Size(width: 800, height: 500))
        #expect(state.layout.cellRect(0).width == state.layout.cellRect(0).height)
    }
}
