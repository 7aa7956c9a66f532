import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Dock: the window along a screen edge, laid out across its whole width")
struct DockTests {
    static let screens = [
        Size(width: 1280, height: 800), Size(width: 1920, height: 1080), Size(width: 3840, height: 2160)
    ]

    @Test(arguments: screens, Dock.allCases)
    func theDockSpansTheScreenAtItsEdgeAndReservesIt(screen: Size, dock: Dock) {
        let height = LayoutMetrics().preferredWindowSize.height
        let frame = dock.frame(height: height, screen: screen)
        #expect(frame.x == 0 && frame.width == screen.width && frame.height == height)
        #expect(frame.y == (dock == .top ? 0 : screen.height - height))
        let strut = dock.strut(frame: frame)
        #expect(strut.count == 12)
        switch dock {
        case .top: #expect(strut == [0, 0, height, 0, 0, 0, 0, 0, 0, screen.width - 1, 0, 0])
        case .bottom: #expect(strut == [0, 0, 0, height, 0, 0, 0, 0, 0, 0, 0, screen.width - 1])
        }
    }

    @Test func aScreenWiderThanTheLargestLayoutGetsADockOfThatWidthAndAShortScreenAWholeOne() {
        let wide = Dock.bottom.frame(height: 294, screen: Size(width: 7680, height: 2160))
        #expect(wide.width == LayoutMetrics.maximumWindowSize.width && wide.maxY == 2160)
        let short = Dock.bottom.frame(height: 294, screen: Size(width: 640, height: 200))
        #expect(short == Rect(x: 0, y: 0, width: 640, height: 200))
    }

    /// Issue 22: a 1920 px dock drew only the 416 px of the window's preferred size. Laid out for the dock's size, the
    /// grid has more columns of cells near the preferred side and fills the width, and the composer, the page
    /// indicator and the tab bar span it too.
    @Test(arguments: screens, [1.0, 2.0])
    func theLayoutFillsADockOfAnyWidth(screen: Size, scale: Double) {
        let metrics = LayoutMetrics().scaled(by: scale)
        let frame = Dock.bottom.frame(height: metrics.preferredWindowSize.height, screen: screen)
        let layout = KeyboardLayout(windowSize: Size(width: frame.width, height: frame.height), metrics: metrics)
        #expect(layout.windowSize.width == screen.width)
        #expect(layout.rows == 3 && layout.columns > 7)
        #expect(
            abs(layout.cellSide - metrics.preferredCellSide) * 10 <= metrics.preferredCellSide,
            "side \(layout.cellSide)")
        #expect(
            layout.grid.width + 2 * metrics.minimumMargin + layout.cellSide >= screen.width,
            "grid \(layout.grid) in \(screen.width)")
        #expect(layout.grid.minX >= metrics.minimumMargin && layout.grid.maxX <= screen.width - metrics.minimumMargin)
        for band in [layout.composer, layout.indicator, layout.tabBar] {
            #expect(band.minX == 0 && band.width == screen.width)
        }
        #expect(layout.sendButton.maxX > screen.width * 95 / 100 && layout.toneButton.maxX == screen.width)
        #expect(layout.textField.width > screen.width * 2 / 3)
        let cells = layout.squareCells
        for cell in 0..<cells.count {
            #expect(cells.cell(at: Point(x: cells.rect(cell).midX, y: cells.rect(cell).midY)) == cell)
        }
    }

    @Test func aDockAlongA4KScreenHasColumnsPastTheWindowLimitButNoMoreCellsThanItsBound() {
        let layout = KeyboardLayout(windowSize: Size(width: 3840, height: 294), metrics: LayoutMetrics())
        #expect(layout.columns == 68 && layout.cellSide == 56, "3816 px between the margins")
        #expect(layout.columns > KeyboardLayout.maximumColumns && layout.cellCount <= KeyboardLayout.maximumCells)
        let square = KeyboardLayout(windowSize: LayoutMetrics.maximumWindowSize, metrics: LayoutMetrics())
        #expect(
            square.rows == KeyboardLayout.maximumRows && square.columns == KeyboardLayout.maximumColumns,
            "a large window as before")
    }

    @Test(arguments: screens)
    func theShippedTabsSitTogetherInTheMiddleOfADocksTabBar(screen: Size) throws {
        let catalog = try Fixtures.loadShippedCatalog()
        let metrics = LayoutMetrics()
        let state = KeyboardState(
            windowSize: Size(width: screen.width, height: metrics.preferredWindowSize.height), metrics: metrics)
        let strip = state.tabStrip(catalog: catalog)
        #expect(!strip.scrolls)
        let first = strip.tabRect(0, scroll: 0)
        let last = strip.tabRect(catalog.tabs.count - 1, scroll: 0)
        #expect(
            abs((first.minX - strip.area.minX) - (strip.area.maxX - last.maxX)) <= 1,
            "centred: \(first.minX)...\(last.maxX)")
        for index in catalog.tabs.indices {
            #expect(
                strip.tabRect(index, scroll: 0).width <= state.layout.minimumTabWidth * 3 / 2 * TabStrip.maximumStretch)
        }
    }

    @Test func aMisplacedDockAsksForItsFrameAgainAFewTimesAtMost() {
        let frame = Dock.bottom.frame(height: 294, screen: Size(width: 1280, height: 800))
        // What openbox gave a dock whose window id was that of a normal window it had not yet forgotten.
        let stale = Rect(x: 431, y: 240, width: 416, height: 294)
        #expect(Dock.frameToRequest(placed: stale, frame: frame, requests: 0) == frame)
        #expect(
            Dock.frameToRequest(placed: Rect(x: 0, y: 0, width: 1280, height: 294), frame: frame, requests: 1) == frame,
            "the wrong edge")
        #expect(Dock.frameToRequest(placed: frame, frame: frame, requests: 0) == nil)
        #expect(Dock.frameToRequest(placed: stale, frame: frame, requests: Dock.frameRequestLimit) == nil)
    }
}
