import Testing

@testable import KeyboardModel

@Suite("Layout size limit")
struct LayoutLimitTests {
    /// Issue 10: a 30000 x 30000 window took the X server to 3.9 GB through its back buffer, which follows the layout.
    @Test(arguments: [
        Size(width: 30000, height: 30000), Size(width: 4097, height: 300), Size(width: 500, height: Int.max)
    ])
    func aHugeWindowIsLaidOutAtTheMaximumSize(size: Size) {
        let layout = KeyboardLayout(windowSize: size, metrics: LayoutMetrics())
        let maximum = LayoutMetrics.maximumWindowSize
        #expect(layout.windowSize.width == min(size.width, maximum.width))
        #expect(layout.windowSize.height == min(size.height, maximum.height))
        let window = Rect(x: 0, y: 0, width: layout.windowSize.width, height: layout.windowSize.height)
        for rect in [
            layout.composer, layout.gridArea, layout.grid, layout.indicator, layout.tabBar,
            layout.magnifierRect(forCell: 0)
        ] {
            #expect(
                rect.x >= 0 && rect.y >= 0 && rect.maxX <= window.maxX && rect.maxY <= window.maxY,
                "\(rect) inside \(window)")
        }
    }

    @Test func aWindowWithinTheMaximumKeepsItsSize() {
        let size = Size(width: 1200, height: 800)
        #expect(KeyboardLayout(windowSize: size, metrics: LayoutMetrics()).windowSize == size)
    }
}
