import Testing

@testable import KeyboardModel

@Suite("Tab strip that scrolls")
struct TabStripTests {
    /// 23 tabs, every fifth with a text icon (1.5 times as wide), in a strip that shows about nine.
    let strip = TabStrip(
        area: Rect(x: 30, y: 300, width: 300, height: 40), minimumWidth: 26, arrowWidth: 20,
        wideIcons: (0..<23).map { $0 % 5 == 4 })

    /// The tabs drawn at `scroll`, in order.
    func shown(at scroll: Int) -> [Int] { (0..<strip.count).filter { strip.shows($0, scroll: scroll) } }

    /// Every scroll the arrows, the wheel and selecting a tab reach from `start`.
    func reachable(from start: Int) -> Set<Int> {
        let page = strip.viewport.width - 26
        var seen: Set<Int> = [start]
        var queue = [start]
        while let scroll = queue.popLast() {
            let next =
                [-1, 1].flatMap {
                    [strip.scrolled(scroll, by: $0, step: page), strip.scrolled(scroll, by: $0, step: 26)]
                }
                + (0..<strip.count).map { strip.revealing($0, from: scroll) }
            for scroll in next where seen.insert(scroll).inserted { queue.append(scroll) }
        }
        return seen
    }

    @Test func everyScrollShowsWholeTabsOnlyFromTheViewportsLeftEdge() {
        #expect(strip.scrolls)
        for scroll in reachable(from: 0) {
            let tabs = shown(at: scroll)
            let first = strip.tabRect(tabs[0], scroll: scroll)
            #expect(first.minX == strip.viewport.minX, "scroll \(scroll) starts with a whole tab")
            for index in tabs { #expect(strip.viewport.contains(strip.tabRect(index, scroll: scroll))) }
            #expect(tabs == Array(tabs[0]...tabs[tabs.count - 1]), "no gap among the shown tabs")
            let next = tabs[tabs.count - 1] + 1
            if next < strip.count {
                #expect(strip.tabRect(next, scroll: scroll).maxX > strip.viewport.maxX, "the next one would be cut")
            }
        }
    }

    @Test func aPointOverACutTabOrThePlaceAfterTheLastIsNoTab() {
        for scroll in reachable(from: 0) {
            let tabs = shown(at: scroll)
            for x in strip.viewport.minX..<strip.viewport.maxX {
                let point = Point(x: x, y: strip.viewport.midY)
                let hit = strip.tab(at: point, scroll: scroll)
                let over = tabs.first { strip.tabRect($0, scroll: scroll).contains(point) }
                #expect(hit == over, "x \(x) at scroll \(scroll)")
            }
        }
    }

    @Test func theForwardArrowShowsEveryTabWholeOnTheWayToTheEndAndBackAgain() {
        let page = strip.viewport.width - 26
        var scroll = 0
        var seen = Set(shown(at: scroll))
        for _ in 0..<strip.count {
            scroll = strip.scrolled(scroll, by: 1, step: page)
            seen.formUnion(shown(at: scroll))
        }
        #expect(seen == Set(0..<strip.count) && scroll == strip.maximumScroll)
        #expect(shown(at: scroll).last == strip.count - 1, "the last scroll shows the last tab")
        seen = Set(shown(at: scroll))
        for _ in 0..<strip.count {
            scroll = strip.scrolled(scroll, by: -1, step: page)
            seen.formUnion(shown(at: scroll))
        }
        #expect(seen == Set(0..<strip.count) && scroll == 0)
    }

    @Test func aWheelStepMovesOneTabEvenPastAWideOne() {
        // Tab 4 (a text icon, 39 px) first: a 26 px step forward stops at no edge before the next, yet moves one tab.
        let wideFirst = strip.revealing(4, from: strip.maximumScroll)
        #expect(shown(at: wideFirst)[0] == 4)
        let forward = strip.scrolled(wideFirst, by: 1, step: 26)
        #expect(shown(at: forward)[0] == 5 && forward == wideFirst + 39)
        #expect(strip.scrolled(forward, by: -1, step: 26) == wideFirst, "and one step back returns to it")
        let before = strip.scrolled(wideFirst, by: -1, step: 26)
        #expect(shown(at: before)[0] == 3, "back from the wide tab, the tab before it")
    }

    @Test func revealingATabShowsItWholeAndMovesNoMoreThanNeeded() {
        for start in reachable(from: 0) {
            for index in 0..<strip.count {
                let scroll = strip.revealing(index, from: start)
                #expect(strip.shows(index, scroll: scroll), "tab \(index) from \(start)")
                if strip.shows(index, scroll: start) { #expect(scroll == start) }
            }
        }
    }

    @Test func aStripNarrowerThanOneTabStillShowsTheFirstAtItsScroll() {
        let narrow = TabStrip(
            area: Rect(x: 0, y: 0, width: 50, height: 40), minimumWidth: 26, arrowWidth: 20,
            wideIcons: [true, true, false])
        #expect(narrow.scrolls && narrow.viewport.width < 39)
        let scroll = narrow.revealing(1, from: 0)
        #expect(narrow.shows(1, scroll: scroll) && !narrow.shows(2, scroll: scroll))
        let middle = narrow.tabRect(1, scroll: scroll)
        #expect(
            narrow.tab(at: Point(x: narrow.viewport.minX + 1, y: 20), scroll: scroll) == 1
                && middle.minX == narrow.viewport.minX)
    }
}
