import Testing

@testable import KeyboardModel

/// Issue 26, items 8 and 7: at 320 x 240 with `--scale 4` the window was 552 px tall, off the screen.
@Suite("Window fitted to the screen")
struct ScreenFitTests {
    @Test func at320x240AndScale4TheWindowFitsWithFewerRowsAndSmallerCells() throws {
        let metrics = LayoutMetrics(Configuration.defaults)
        let (fitted, note) = metrics.fitted(to: Size(width: 320, height: 240), scale: 4)
        let size = fitted.preferredWindowSize
        #expect(size.width <= 320 && size.height <= 240, "\(size)")
        #expect(fitted.rows >= 1 && fitted.rows <= metrics.rows)
        #expect(fitted.preferredCellSide < metrics.scaled(by: 4).preferredCellSide)
        let line = try #require(note)
        #expect(line.contains("320 x 240 screen") && !line.contains("\n"), "\(line)")
    }

    @Test func aWindowThatFitsIsLeftAsAskedWithoutANote() {
        let metrics = LayoutMetrics(Configuration.defaults)
        let (fitted, note) = metrics.fitted(to: Size(width: 1920, height: 1080), scale: 2)
        #expect(fitted == metrics.scaled(by: 2) && note == nil)
    }

    @Test func aTallGridLosesRowsBeforeItsCellsShrink() {
        var configuration = Configuration.defaults
        configuration.rows = 20
        let (fitted, note) = LayoutMetrics(configuration).fitted(to: Size(width: 1920, height: 1080), scale: 1)
        #expect(fitted.preferredCellSide == configuration.cellSize, "the cells keep their size")
        #expect(fitted.rows < 20 && fitted.preferredWindowSize.height <= 1080)
        #expect(
            LayoutMetrics(configuration).scaled(by: 1).with(rows: fitted.rows + 1).preferredWindowSize.height > 1080,
            "as many rows as fit")
        #expect(note?.contains("rows instead of 20") == true)
    }

    /// Every screen from 160 to 4096 pixels a side and every scale from 1 to 4: the window fits whenever the smallest
    /// scale can fit it at all.
    @Test func theWindowNeverExceedsTheScreen() {
        let metrics = LayoutMetrics(Configuration.defaults)
        for width in stride(from: 160, through: 4096, by: 331) {
            for height in stride(from: 160, through: 4096, by: 293) {
                for scale in [1.0, 1.5, 2, 3, 4] {
                    let size = metrics.fitted(to: Size(width: width, height: height), scale: scale).metrics
                        .preferredWindowSize
                    #expect(size.width <= width && size.height <= height, "\(width) x \(height) at \(scale): \(size)")
                }
            }
        }
    }
}

extension LayoutMetrics {
    fileprivate func with(rows: Int) -> LayoutMetrics {
        var copy = self
        copy.rows = rows
        return copy
    }
}
