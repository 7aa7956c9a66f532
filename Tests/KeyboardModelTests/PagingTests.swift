import Testing

@testable import KeyboardModel

@Suite("Paging")
struct PagingTests {
    static let gridSizes = [(1, 2), (2, 1), (1, 7), (2, 4), (3, 7), (4, 8), (5, 9), (6, 10)]

    @Test func everyEmotionOnExactlyOnePageOnceAndDeleteLast() {
        for (rows, columns) in Self.gridSizes {
            let paging = Paging(rows: rows, columns: columns)
            for count in 0...(paging.emotionsPerPage * 4 + 3) {
                var seen = Array(repeating: 0, count: count)
                let pages = paging.pageCount(for: count)
                for page in 0..<pages {
                    #expect(paging.slot(page: page, cell: paging.cellsPerPage - 1, count: count) == .delete)
                    var onPage = 0
                    for cell in 0..<paging.cellsPerPage {
                        if case .emotion(let index) = paging.slot(page: page, cell: cell, count: count) {
                            seen[index] += 1
                            onPage += 1
                        }
                    }
                    #expect(onPage == paging.range(page: page, count: count).count)
                    if page < pages - 1 { #expect(onPage == paging.emotionsPerPage, "only the last page may be short") }
                    if count > 0 { #expect(onPage > 0, "no empty page for \(count) items") }
                }
                #expect(seen.allSatisfy { $0 == 1 }, "\(rows)x\(columns), \(count) emotions")
            }
        }
    }

    @Test func pageCountIsExactIncludingMultiples() {
        let paging = Paging(rows: 3, columns: 7)
        #expect(paging.emotionsPerPage == 20)
        #expect(paging.pageCount(for: 0) == 1)
        #expect(paging.pageCount(for: 1) == 1)
        #expect(paging.pageCount(for: 20) == 1)
        #expect(paging.pageCount(for: 21) == 2)
        #expect(paging.pageCount(for: 40) == 2)
        #expect(paging.pageCount(for: 41) == 3)
    }
}

@Suite("Layout")
struct LayoutSweepTests {
    static let windowSizes: [Size] = stride(from: 160, through: 1400, by: 97).flatMap { width in
        stride(from: 180, through: 1000, by: 83).map { Size(width: width, height: $0) }
    }

    @Test func cellsAreSquareTouchingCentredWithMargins() {
        for (rows, columns) in PagingTests.gridSizes {
            let metrics = LayoutMetrics(rows: rows, columns: columns)
            for size in Self.windowSizes {
                let minimum = metrics.minimumWindowSize
                guard size.width >= minimum.width, size.height >= minimum.height else { continue }
                let layout = KeyboardLayout(windowSize: size, metrics: metrics)
                let side = layout.cellSide
                let (rows, columns) = (layout.rows, layout.columns)
                #expect(side >= 1)
                for cell in 0..<layout.cellCount {
                    let rect = layout.cellRect(cell)
                    #expect(rect.width == side && rect.height == side)
                    if cell % columns > 0 { #expect(layout.cellRect(cell - 1).maxX == rect.minX) }
                    if cell >= columns { #expect(layout.cellRect(cell - columns).maxY == rect.minY) }
                }
                let margin = metrics.minimumMargin
                #expect(layout.grid.minX >= margin && layout.grid.maxX <= size.width - margin)
                #expect(
                    layout.grid.minY >= layout.gridArea.minY + margin
                        && layout.grid.maxY <= layout.gridArea.maxY - margin)
                #expect(abs((layout.grid.minX - 0) - (size.width - layout.grid.maxX)) <= 1, "centred horizontally")
                #expect(
                    !layout.grid.intersects(layout.composer) && !layout.grid.intersects(layout.indicator)
                        && !layout.grid.intersects(layout.tabBar))
                let largerFits =
                    (side + 1) * columns <= size.width - 2 * margin
                    && (side + 1) * rows <= layout.gridArea.height - 2 * margin
                #expect(!largerFits, "cells are as large as the margins allow")
            }
        }
    }

    @Test func thePreferredWindowSizeGivesThePreferredCells() {
        for (rows, columns) in PagingTests.gridSizes {
            for scale in [1.0, 1.5, 2.0] {
                let metrics = LayoutMetrics(rows: rows, columns: columns).scaled(by: scale)
                let layout = KeyboardLayout(windowSize: metrics.preferredWindowSize, metrics: metrics)
                #expect(layout.cellSide == metrics.preferredCellSide)
                #expect(layout.grid.minX == metrics.minimumMargin)
                #expect(layout.rows == rows && layout.columns == columns, "the configured grid at the size it opens at")
            }
        }
    }

    @Test func everyPointHitsExactlyOneCell() {
        for (rows, columns) in [(3, 7), (2, 4), (4, 8)] {
            let metrics = LayoutMetrics(rows: rows, columns: columns)
            for size in [
                Size(width: 420, height: 320), Size(width: 613, height: 401), Size(width: 333, height: 999),
                Size(width: 1031, height: 517)
            ] {
                let layout = KeyboardLayout(windowSize: size, metrics: metrics)
                for cells in [layout.squareCells, layout.wideCells] {
                    // Cells that do not overlap and add up to the grid's area tile it; then every point's cell holds it.
                    let rects = (0..<cells.count).map(cells.rect)
                    #expect(rects.reduce(0) { $0 + $1.width * $1.height } == layout.grid.width * layout.grid.height)
                    for (index, rect) in rects.enumerated() {
                        #expect(layout.grid.contains(rect) && !rects[(index + 1)...].contains(where: rect.intersects))
                    }
                    var misses: [Point] = []
                    for y in 0..<size.height {
                        for x in 0..<size.width {
                            let point = Point(x: x, y: y)
                            let cell = cells.cell(at: point)
                            let right =
                                layout.grid.contains(point)
                                ? cell.map { rects[$0].contains(point) } == true : cell == nil
                            if !right { misses.append(point) }
                        }
                    }
                    #expect(misses.isEmpty, "\(size) \(rows)x\(columns): \(misses.prefix(5))")
                }
            }
        }
    }

    @Test func magnifierIsAlwaysInsideTheWindowAboveOrBelowItsCell() {
        for (rows, columns) in PagingTests.gridSizes {
            let metrics = LayoutMetrics(rows: rows, columns: columns)
            for size in Self.windowSizes + [Size(width: 140, height: 150), Size(width: 2000, height: 200)] {
                let layout = KeyboardLayout(windowSize: size, metrics: metrics)
                let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
                for cell in 0..<layout.cellCount {
                    let bubble = layout.magnifierRect(forCell: cell)
                    #expect(window.contains(bubble), "\(size) cell \(cell): \(bubble)")
                    let key = layout.cellRect(cell)
                    if bubble.height < size.height && bubble.width >= key.width {
                        #expect(
                            bubble.maxY == key.maxY || bubble.minY == key.minY || bubble.maxY == size.height,
                            "anchored to its cell")
                    }
                }
            }
        }
    }

    @Test func magnifierFlipsBelowWhenNoRoomAbove() {
        var metrics = LayoutMetrics()
        metrics.composerHeight = 1
        metrics.minimumMargin = 2
        let layout = KeyboardLayout(windowSize: Size(width: 420, height: 300), metrics: metrics)
        let top = layout.magnifierRect(forCell: 0)
        #expect(top.minY == layout.cellRect(0).minY)
        #expect(layout.cellRect(0).midX < top.width / 2 && top.minX == 0, "clamped at the left edge")
        let right = layout.magnifierRect(forCell: layout.columns - 1)
        #expect(right.maxX == 420)
    }

    @Test func indicatorShowsDotsThenAScrubber() {
        let layout = KeyboardLayout(windowSize: Size(width: 420, height: 300), metrics: LayoutMetrics())
        guard case .dots(let dots) = layout.pageIndicator(pages: 5) else {
            Issue.record("expected dots")
            return
        }
        #expect(dots.count == 5)
        #expect(layout.page(at: Point(x: dots[3].midX, y: dots[3].midY), pages: 5) == 3)
        guard case .scrubber(let track) = layout.pageIndicator(pages: 108) else {
            Issue.record("expected a scrubber")
            return
        }
        #expect(layout.page(at: Point(x: track.minX, y: track.midY), pages: 108) == 0)
        #expect(layout.page(at: Point(x: track.maxX - 1, y: track.midY), pages: 108) == 107)
    }
}
