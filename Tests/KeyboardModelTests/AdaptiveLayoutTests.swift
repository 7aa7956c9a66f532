import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Layout: a grid that uses the window, wide cells and the tab strip")
struct AdaptiveLayoutTests {
    @Test func largerWindowsAddColumnsAndRowsKeepingCellsNearThePreferredSide() {
        for (rows, columns) in PagingTests.gridSizes {
            for scale in [1.0, 2.0] {
                let metrics = LayoutMetrics(rows: rows, columns: columns).scaled(by: scale)
                let preferred = metrics.preferredWindowSize
                let side = metrics.preferredCellSide
                for widthFactor in stride(from: 1.0, through: 3.0, by: 0.25) {
                    for heightFactor in [1.0, 1.6, 2.5] {
                        let size = Size(
                            width: Int(Double(preferred.width) * widthFactor),
                            height: Int(Double(preferred.height) * heightFactor))
                        let layout = KeyboardLayout(windowSize: size, metrics: metrics)
                        #expect(layout.columns >= columns && layout.rows >= rows)
                        let columnLimit = KeyboardLayout.maximumColumns(rows: layout.rows)
                        #expect(
                            layout.columns <= max(columns, columnLimit) && layout.rows <= KeyboardLayout.maximumRows)
                        #expect(layout.cellCount <= max(rows * columns, KeyboardLayout.maximumCells))
                        guard layout.columns < columnLimit, layout.rows < KeyboardLayout.maximumRows else { continue }
                        #expect(
                            abs(layout.cellSide - side) * 5 <= side,
                            "\(rows)x\(columns) at \(size): side \(layout.cellSide), preferred \(side)")
                    }
                }
            }
        }
    }

    @Test func theDefaultWindowIsTheIOSGridAndAWideOneHasMoreColumnsNotBiggerCells() {
        let metrics = LayoutMetrics()
        let standard = KeyboardLayout(windowSize: metrics.preferredWindowSize, metrics: metrics)
        #expect(standard.rows == 3 && standard.columns == 7 && standard.cellSide == 56)
        let wide = KeyboardLayout(
            windowSize: Size(width: 1200, height: metrics.preferredWindowSize.height), metrics: metrics)
        #expect(wide.rows == 3 && wide.columns == 21 && wide.cellSide == 56)
        #expect(wide.grid.width * 100 / 1200 >= 95, "the grid fills the width")
        let tall = KeyboardLayout(
            windowSize: Size(width: metrics.preferredWindowSize.width, height: 600), metrics: metrics)
        #expect(tall.columns == 7 && tall.rows == 8)
    }

    @Test func smallerWindowsKeepTheConfiguredGridWithSmallerCells() {
        let metrics = LayoutMetrics()
        let layout = KeyboardLayout(windowSize: metrics.minimumWindowSize, metrics: metrics)
        #expect(layout.rows == 3 && layout.columns == 7 && layout.cellSide == 16)
    }

    @Test func wideCellsAreTwoColumnsWideAndPageLikeAnyTab() {
        for (rows, columns) in PagingTests.gridSizes {
            let metrics = LayoutMetrics(rows: rows, columns: columns)
            for size in LayoutSweepTests.windowSizes {
                let layout = KeyboardLayout(windowSize: size, metrics: metrics)
                let wide = layout.wideCells
                if layout.columns >= 4 {
                    #expect(wide.columns == layout.columns / 2 && wide.rows == layout.rows)
                    for cell in 0..<wide.count { #expect(wide.rect(cell).width >= 2 * layout.cellSide) }
                } else {
                    #expect(wide == layout.squareCells, "too narrow for wide cells")
                }
                #expect(wide.count >= 2, "room for one emotion and delete")
                #expect(wide.frame == layout.grid)
            }
        }
    }

    @Test func aKaomojiTabUsesWideCellsAndItsOwnPaging() throws {
        let catalog = try Fixtures.loadShippedCatalog()
        let kaomoji = try #require(catalog.tabs.firstIndex { $0.kind == .kaomoji })
        var state = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        state.setUp(.tabTapped(kaomoji), catalog: catalog)
        #expect(state.cellGrid == state.layout.wideCells)
        #expect(state.paging.cellsPerPage == 9, "three wide cells in each of three rows")
        let count = catalog.tabs[kaomoji].emotions.count
        #expect(state.pageCount(catalog: catalog) == (count + 7) / 8)
        let first = state.cellGrid.rect(0)
        #expect(state.reduce(.pointerDown(Point(x: first.maxX - 3, y: first.midY), time: 0), catalog: catalog) == [])
        #expect(
            state.reduce(.pointerUp(Point(x: first.maxX - 3, y: first.midY), time: 20), catalog: catalog)
                == [.insert(catalog.tabs[kaomoji].emotions[0]), .saveRecents], "a press anywhere in the wide cell")
        state.setUp(.tabTapped(KeyboardCatalog.firstCatalogTab), catalog: catalog)
        #expect(state.cellGrid == state.layout.squareCells)
    }

    @Test func personalTabsUseWideCellsWhenAnyKaomojiWouldBeCut() {
        let kaomoji = Emotion(kind: .kaomoji, text: "(^_^)", nameEN: "smile", nameZH: "笑")
        let emoji = Emotion(kind: .emoji, text: "😀", nameEN: "grin", nameZH: "笑")
        #expect(KeyboardState.preferWideCells([kaomoji, kaomoji, emoji]))
        #expect(
            KeyboardState.preferWideCells([emoji, emoji, emoji, kaomoji]), "one kaomoji among emoji is not cut either")
        #expect(
            KeyboardState.preferWideCells([emoji, .unresolved("[gone]")]),
            "a sticker of a pack not loaded shows its code")
        #expect(!KeyboardState.preferWideCells([emoji, emoji]))
        #expect(
            !KeyboardState.mostlyLongText([emoji, emoji, emoji, kaomoji]),
            "search results: a few kaomoji keep square cells")
        #expect(KeyboardState.mostlyLongText([kaomoji, kaomoji, emoji]))
        #expect(!KeyboardState.preferWideCells([]))
        #expect(
            !KeyboardState.preferWideCells([Emotion(kind: .kaomoji, text: "^^", nameEN: "", nameZH: "")]),
            "too short to need it")
    }

    @Test func aResizeKeepsTheSameEmotionsInView() {
        let catalog = Fixtures.catalog(groupSizes: [300])
        var state = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        for _ in 0..<5 { state.setUp(.nextPage, catalog: catalog) }
        let first = state.emotion(atCell: 0, catalog: catalog)
        #expect(first?.text == catalog.tabs[2].emotions[100].text)
        state.setUp(.resized(Size(width: 900, height: 500)), catalog: catalog)
        let perPage = state.paging.emotionsPerPage
        let shown = (0..<perPage).compactMap { state.emotion(atCell: $0, catalog: catalog) }
        #expect(
            perPage > 20 && shown.contains(first!), "page \(state.currentPage(catalog: catalog)) of \(perPage) holds it"
        )
    }

    @Test func tabsThatFitShareTheStripUpToTwiceTheirWidthCentredAndHitTestingAgrees() {
        for area in [Rect(x: 30, y: 300, width: 377, height: 40), Rect(x: 30, y: 254, width: 3780, height: 40)] {
            for count in 1...12 {
                let wide = (0..<count).map { $0 == count - 1 }
                let strip = TabStrip(area: area, minimumWidth: 26, arrowWidth: 20, wideIcons: wide)
                #expect(!strip.scrolls)
                let natural = (count - 1) * 26 + 39
                let span = min(area.width, natural * TabStrip.maximumStretch)
                let first = strip.tabRect(0, scroll: 0)
                let last = strip.tabRect(count - 1, scroll: 0)
                #expect(
                    first.minX == area.minX + (area.width - span) / 2 && last.maxX == first.minX + span,
                    "\(count) tabs in \(area.width)")
                for index in 0..<count {
                    let width = strip.tabRect(index, scroll: 0).width
                    let own = index == count - 1 ? 39 : 26
                    #expect(width >= own && width <= own * TabStrip.maximumStretch)
                }
                for x in area.minX..<area.maxX {
                    let point = Point(x: x, y: area.midY)
                    let index = strip.tab(at: point, scroll: 0)
                    if x >= first.minX && x < last.maxX {
                        #expect(index.map { strip.tabRect($0, scroll: 0).contains(point) } == true)
                    } else {
                        #expect(index == nil, "no tab beside the centred tabs at x \(x)")
                    }
                }
            }
        }
    }

    @Test func tabsThatDoNotFitScrollAtFullSizeBetweenArrows() {
        let area = Rect(x: 30, y: 300, width: 356, height: 40)
        let strip = TabStrip(
            area: area, minimumWidth: 26, arrowWidth: 20, wideIcons: Array(repeating: false, count: 30))
        #expect(strip.scrolls)
        let back = try? #require(strip.backArrow)
        let forward = try? #require(strip.forwardArrow)
        #expect(back?.minX == area.minX && forward?.maxX == area.maxX)
        for index in 0..<30 { #expect(strip.tabRect(index, scroll: 0).width == 26, "never squeezed") }
        // 12 whole tabs (312 px) fit the 316 px viewport: the last scroll starts the 19th.
        #expect(strip.viewport.width == 316 && strip.maximumScroll == 18 * 26)
        #expect(strip.clamped(scroll: 10_000) == strip.maximumScroll && strip.clamped(scroll: -5) == 0)
        var scroll = 0
        for index in [29, 0, 15, 14, 28] {
            scroll = strip.revealing(index, from: scroll)
            let rect = strip.tabRect(index, scroll: scroll)
            #expect(strip.viewport.contains(rect), "tab \(index) in view at scroll \(scroll)")
            #expect(strip.tab(at: Point(x: rect.midX, y: rect.midY), scroll: scroll) == index)
        }
        #expect(strip.tab(at: Point(x: area.minX + 1, y: area.midY), scroll: scroll) == nil, "the arrow is not a tab")
    }

    @Test func theShippedTabsFitTheDefaultWindowAndManyPacksScroll() throws {
        let catalog = try Fixtures.loadShippedCatalog()
        let state = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        let strip = state.tabStrip(catalog: catalog)
        #expect(!strip.scrolls, "recent, favourites, nine groups, a pack and kaomoji")
        for index in catalog.tabs.indices {
            #expect(strip.tabRect(index, scroll: 0).width >= state.layout.minimumTabWidth)
        }
        let many = TabStrip(
            area: strip.area, minimumWidth: state.layout.minimumTabWidth, arrowWidth: 20,
            wideIcons: Array(repeating: false, count: catalog.tabs.count + 6))
        #expect(many.scrolls)
    }

    @Test func theWheelOverAScrollingTabBarScrollsItAndSelectingATabRevealsIt() {
        let catalog = Fixtures.catalog(groupSizes: Array(repeating: 3, count: 30))
        var state = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        let bar = state.layout.tabBar
        state.setUp(.scrolled(steps: 3, at: Point(x: bar.midX, y: bar.midY)), catalog: catalog)
        #expect(state.tabScroll == 3 * state.layout.minimumTabWidth)
        #expect(state.currentPage(catalog: catalog) == 0)
        state.setUp(.tabTapped(31), catalog: catalog)
        let strip = state.tabStrip(catalog: catalog)
        #expect(strip.viewport.contains(strip.tabRect(31, scroll: state.tabScroll)))
        let forward = try? #require(strip.forwardArrow)
        let before = state.tabScroll
        state.setUp(.tabTapped(0), catalog: catalog)
        #expect(state.tabScroll == 0)
        if let forward {
            state.setUp(.pointerDown(Point(x: forward.midX, y: forward.midY), time: 0), catalog: catalog)
            #expect(state.tabScroll > 0 && state.tabIndex == 0, "the arrow scrolls, it opens no tab (was at \(before))")
        }
    }
}
