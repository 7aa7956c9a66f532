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

    @Test func startsOnFirstEmojiTabWithoutRecents() {
        #expect(fresh().tabIndex == KeyboardCatalog.firstCatalogTab)
        #expect(KeyboardState(windowSize: size, metrics: LayoutMetrics(), recents: ["😀"]).tabIndex == 0)
    }

    @Test func quickClickInsertsAndRecordsRecent() throws {
        var state = fresh()
        let target = try #require(emotion(state, 3))
        #expect(state.reduce(.pointerDown(center(state, 3), time: 1000), catalog: catalog) == [])
        #expect(state.magnifiedCell == 3)
        #expect(state.reduce(.pointerUp(center(state, 3), time: 1040), catalog: catalog) == [.insert(target), .saveRecents])
        #expect(state.press == nil)
        #expect(state.recents.texts == [target.text])
    }

    @Test func dragMovesMagnifierCellByCellAndReleaseInsertsTheLast() throws {
        var state = fresh()
        state.prepare(.pointerDown(center(state, 0), time: 0), catalog: catalog)
        for (step, cell) in [1, 8, 9, 16].enumerated() {
            state.prepare(.pointerMoved(center(state, cell), time: 400 + step * 50), catalog: catalog)
            #expect(state.magnifiedCell == cell)
        }
        let last = try #require(emotion(state, 16))
        #expect(state.reduce(.pointerUp(center(state, 16), time: 800), catalog: catalog) == [.insert(last), .saveRecents])
    }

    @Test func outsideTheGridTheMagnifierStaysAndReleaseInsertsNothing() {
        var state = fresh()
        state.prepare(.pointerDown(center(state, 5), time: 0), catalog: catalog)
        state.prepare(.pointerMoved(Point(x: 2, y: 2), time: 500), catalog: catalog)
        #expect(state.magnifiedCell == 5)
        #expect(state.reduce(.pointerUp(Point(x: 2, y: 2), time: 600), catalog: catalog) == [])
        #expect(state.recents.texts.isEmpty)
    }

    @Test func dragOntoDeleteKeepsMagnifierAndInsertsNothing() {
        var state = fresh()
        let delete = state.paging.deleteCell
        state.prepare(.pointerDown(center(state, 19), time: 0), catalog: catalog)
        state.prepare(.pointerMoved(center(state, delete), time: 400), catalog: catalog)
        #expect(state.magnifiedCell == 19)
        #expect(state.reduce(.pointerUp(center(state, delete), time: 500), catalog: catalog) == [])
    }

    @Test func deleteRepeatsAfterHalfASecondEveryTenthUntilRelease() {
        var state = fresh()
        let delete = center(state, state.paging.deleteCell)
        #expect(state.reduce(.pointerDown(delete, time: 10_000), catalog: catalog) == [.deleteBackward])
        #expect(state.nextDeadline == 10_500)
        #expect(state.reduce(.tick(10_499), catalog: catalog) == [])
        #expect(state.reduce(.tick(10_500), catalog: catalog) == [.deleteBackward])
        #expect(state.nextDeadline == 10_600)
        #expect(state.reduce(.tick(10_600), catalog: catalog) == [.deleteBackward])
        #expect(state.reduce(.tick(10_950), catalog: catalog) == [.deleteBackward, .deleteBackward, .deleteBackward],
                "a late tick catches up with every repeat that was due")
        #expect(state.nextDeadline == 11_000)
        #expect(state.reduce(.pointerUp(delete, time: 10_990), catalog: catalog) == [])
        #expect(state.nextDeadline == nil)
        #expect(state.reduce(.tick(11_000), catalog: catalog) == [])
    }

    @Test func holdingDeleteForOneAndAHalfSecondsDeletesTwelveTimes() {
        var state = fresh()
        let delete = center(state, state.paging.deleteCell)
        var deletes = state.reduce(.pointerDown(delete, time: 0), catalog: catalog).filter { $0 == .deleteBackward }.count
        var now = 0
        while now < 1500 {
            now = min(1500, state.nextDeadline ?? 1500)
            deletes += state.reduce(.tick(now), catalog: catalog).filter { $0 == .deleteBackward }.count
        }
        state.prepare(.pointerUp(delete, time: 1500), catalog: catalog)
        #expect(deletes == 12)
    }

    @Test func leavingTheDeleteKeyStopsTheRepeat() {
        var state = fresh()
        let delete = center(state, state.paging.deleteCell)
        state.prepare(.pointerDown(delete, time: 0), catalog: catalog, effects: [.deleteBackward])
        state.prepare(.pointerMoved(center(state, 0), time: 300), catalog: catalog)
        #expect(state.nextDeadline == nil)
        #expect(state.reduce(.tick(600), catalog: catalog) == [])
        state.prepare(.pointerMoved(delete, time: 700), catalog: catalog)
        #expect(state.reduce(.tick(800), catalog: catalog) == [], "coming back does not restart it")
        #expect(state.reduce(.pointerUp(delete, time: 900), catalog: catalog) == [])
    }

    @Test func pagesTurnAndClampAndEachTabRemembersItsPage() {
        var state = fresh()
        #expect(state.pageCount(catalog: catalog) == 3)
        state.prepare(.nextPage, catalog: catalog)
        state.prepare(.nextPage, catalog: catalog)
        state.prepare(.nextPage, catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 2)
        state.prepare(.scrolled(steps: -1, at: nil), catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 1)
        state.prepare(.tabTapped(3), catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 0)
        state.prepare(.previousPage, catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 0)
        state.prepare(.tabTapped(2), catalog: catalog)
        #expect(state.tabIndex == 2 && state.currentPage(catalog: catalog) == 1)
    }

    @Test func clickingTabBarAndDotsSwitches() {
        var state = fresh()
        let tab = state.tabStrip(catalog: catalog).tabRect(3, scroll: state.tabScroll)
        state.prepare(.pointerDown(Point(x: tab.midX, y: tab.midY), time: 0), catalog: catalog)
        state.prepare(.pointerUp(Point(x: tab.midX, y: tab.midY), time: 10), catalog: catalog)
        #expect(state.tabIndex == 3)
        state.prepare(.tabTapped(2), catalog: catalog)
        guard case .dots(let dots) = state.layout.pageIndicator(pages: 3) else { Issue.record("dots expected"); return }
        state.prepare(.pointerDown(Point(x: dots[2].midX, y: dots[2].midY), time: 20), catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 2)
    }

    @Test func quickHorizontalFlickTurnsThePageInsteadOfInserting() {
        var state = fresh()
        let side = state.layout.cellSide
        let start = center(state, 10)
        state.prepare(.pointerDown(start, time: 0), catalog: catalog)
        state.prepare(.pointerMoved(Point(x: start.x - side - 2, y: start.y + 3), time: 80), catalog: catalog)
        #expect(state.magnifiedCell == nil)
        #expect(state.reduce(.pointerUp(Point(x: start.x - 2 * side, y: start.y), time: 150), catalog: catalog) == [])
        #expect(state.currentPage(catalog: catalog) == 1)
        state.prepare(.pointerDown(start, time: 1000), catalog: catalog)
        state.prepare(.pointerMoved(Point(x: start.x + 2 * side, y: start.y), time: 1100), catalog: catalog)
        state.prepare(.pointerUp(Point(x: start.x + 2 * side, y: start.y), time: 1200), catalog: catalog)
        #expect(state.currentPage(catalog: catalog) == 0)
    }

    @Test func aFlickPastTheFirstOrLastPageOpensTheNeighbouringTab() {
        var state = fresh()
        var time = 0
        func flick(_ direction: Int) {
            let start = center(state, 10)
            let end = Point(x: start.x + direction * 2 * state.layout.cellSide, y: start.y)
            state.prepare(.pointerDown(start, time: time), catalog: catalog)
            state.prepare(.pointerMoved(end, time: time + 50), catalog: catalog)
            state.prepare(.pointerUp(end, time: time + 100), catalog: catalog)
            time += 1000
        }
        let first = KeyboardCatalog.firstCatalogTab
        let lastPage = state.pageCount(catalog: catalog) - 1
        #expect(lastPage > 0)
        for _ in 0..<lastPage { flick(-1) }
        #expect(state.tabIndex == first && state.currentPage(catalog: catalog) == lastPage)
        flick(-1)
        #expect(state.tabIndex == first + 1 && state.currentPage(catalog: catalog) == 0, "past the last page: the next tab")
        flick(1)
        #expect(state.tabIndex == first && state.currentPage(catalog: catalog) == lastPage, "back: the previous tab's last page")
        state.selectTab(catalog.tabs.count - 1, catalog: catalog)
        state.setPage(state.pageCount(catalog: catalog) - 1, catalog: catalog)
        let end = state.currentPage(catalog: catalog)
        flick(-1)
        #expect(state.tabIndex == catalog.tabs.count - 1 && state.currentPage(catalog: catalog) == end, "the last tab stops")
        state.selectTab(0, catalog: catalog)
        flick(1)
        #expect(state.tabIndex == 0, "the first tab stops")
    }

    @Test func slowDragIsNotASwipe() {
        var state = fresh()
        let side = state.layout.cellSide
        state.prepare(.pointerDown(center(state, 10), time: 0), catalog: catalog)
        state.prepare(.pointerMoved(Point(x: center(state, 10).x - side, y: center(state, 10).y), time: 400), catalog: catalog)
        #expect(state.magnifiedCell == 9)
    }

    @Test func emptyCellsOnTheLastPageInsertNothing() {
        var state = fresh()
        state.prepare(.scrolled(steps: 2, at: nil), catalog: catalog)
        #expect(state.slot(10, catalog: catalog) == .empty)
        state.prepare(.pointerDown(center(state, 10), time: 0), catalog: catalog)
        #expect(state.magnifiedCell == nil)
        #expect(state.reduce(.pointerUp(center(state, 10), time: 30), catalog: catalog) == [])
    }

    @Test func theRecentTabKeepsItsOrderWhileOpenAndRefreshesWhenReopened() throws {
        var state = KeyboardState(windowSize: size, metrics: LayoutMetrics(), recents: [catalog.tabs[2].emotions[0].text, catalog.tabs[2].emotions[1].text])
        #expect(state.tabIndex == 0)
        let second = try #require(state.emotion(atCell: 1, catalog: catalog))
        state.prepare(.pointerDown(center(state, 1), time: 0), catalog: catalog)
        state.prepare(.pointerUp(center(state, 1), time: 10), catalog: catalog,
                      effects: [.insert(second), .saveRecents])
        #expect(state.recents.texts.first == second.text, "recorded as most recent")
        #expect(state.emotion(atCell: 1, catalog: catalog) == second, "but the open tab does not move it")
        state.prepare(.tabTapped(2), catalog: catalog)
        state.prepare(.tabTapped(0), catalog: catalog)
        #expect(state.emotion(atCell: 0, catalog: catalog) == second, "reopening shows the new order")
    }

    @Test func likelyNextEmotionsAreTheNeighbouringPagesThenOtherTabs() {
        var state = fresh()
        state.prepare(.nextPage, catalog: catalog)
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
            state.prepare(.pointerDown(center(state, cell), time: 0), catalog: catalog)
            state.prepare(.pointerUp(center(state, cell), time: 10), catalog: catalog,
                          effects: [.insert(chosen), .saveRecents])
        }
        let first = try #require(catalog.tabs[2].emotions.first)
        #expect(state.emotions(inTab: 0, catalog: catalog).map(\.text) == [first.text, catalog.tabs[2].emotions[1].text])
        state.prepare(.resized(Size(width: 800, height: 500)), catalog: catalog)
        #expect(state.layout.windowSize == Size(width: 800, height: 500))
        #expect(state.layout.cellRect(0).width == state.layout.cellRect(0).height)
    }
}
