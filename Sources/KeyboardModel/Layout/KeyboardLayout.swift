/// Where everything goes in a window of a given size: composer on top, the grid of square cells, the page indicator and the tab bar.
public struct KeyboardLayout: Hashable, Sendable {
    public let windowSize: Size
    public let metrics: LayoutMetrics
    public let composer: Rect
    public let textField: Rect
    /// The part of the text field that shows text, inside its padding.
    public let textArea: Rect
    /// The pixel size of the composer's text.
    public let composerTextSize: Int
    public let sendButton: Rect
    /// The square button left of the text field that switches between compose and direct mode.
    public let modeButton: Rect
    /// The band between composer and indicator in which the grid is centred.
    public let gridArea: Rect
    /// The cells themselves: `columns * cellSide` by `rows * cellSide`, no gaps.
    public let grid: Rect
    public let cellSide: Int
    public let indicator: Rect
    public let tabBar: Rect

    /// Lays out a window of `windowSize`, or of `LayoutMetrics.maximumWindowSize` for a larger one (`windowSize` is
    /// then the area laid out, at the window's top left).
    public init(windowSize: Size, metrics: LayoutMetrics) {
        let width = min(max(1, windowSize.width), LayoutMetrics.maximumWindowSize.width)
        let height = min(max(1, windowSize.height), LayoutMetrics.maximumWindowSize.height)
        self.windowSize = Size(width: width, height: height)
        self.metrics = metrics
        composer = Rect(x: 0, y: 0, width: width, height: metrics.composerHeight)
        let padding = max(2, metrics.composerHeight / 8)
        let sendWidth = min(width / 3, metrics.composerHeight * 2)
        sendButton = Rect(x: width - sendWidth - padding, y: padding, width: sendWidth, height: metrics.composerHeight - 2 * padding)
        let fieldHeight = metrics.composerHeight - 2 * padding
        modeButton = Rect(x: padding, y: padding, width: fieldHeight, height: fieldHeight)
        textField = Rect(x: modeButton.maxX + padding, y: padding, width: max(1, sendButton.x - modeButton.maxX - 2 * padding), height: fieldHeight)
        let textPadding = max(4, textField.height / 5)
        textArea = Rect(x: textField.x + textPadding, y: textField.y, width: max(1, textField.width - 2 * textPadding), height: textField.height)
        composerTextSize = max(9, textField.height * 11 / 20)
        tabBar = Rect(x: 0, y: height - metrics.tabBarHeight, width: width, height: metrics.tabBarHeight)
        indicator = Rect(x: 0, y: tabBar.y - metrics.indicatorHeight, width: width, height: metrics.indicatorHeight)
        gridArea = Rect(x: 0, y: composer.maxY, width: width, height: max(0, indicator.y - composer.maxY))
        let margin = metrics.minimumMargin
        let side = max(1, min((width - 2 * margin) / metrics.columns, (gridArea.height - 2 * margin) / metrics.rows))
        cellSide = side
        let gridWidth = side * metrics.columns
        let gridHeight = side * metrics.rows
        grid = Rect(x: (width - gridWidth) / 2, y: gridArea.y + (gridArea.height - gridHeight) / 2, width: gridWidth, height: gridHeight)
    }

    public var cellCount: Int { metrics.rows * metrics.columns }

    public func cellRect(_ cell: Int) -> Rect {
        let row = cell / metrics.columns
        let column = cell % metrics.columns
        return Rect(x: grid.x + column * cellSide, y: grid.y + row * cellSide, width: cellSide, height: cellSide)
    }

    /// The cell under `point`, or `nil` outside the grid.
    public func cell(at point: Point) -> Int? {
        guard grid.contains(point) else { return nil }
        return (point.y - grid.y) / cellSide * metrics.columns + (point.x - grid.x) / cellSide
    }

    /// The magnifier bubble for a pressed cell: above it, clamped inside the window, below it when there is no room above.
    public func magnifierRect(forCell cell: Int) -> Rect {
        let key = cellRect(cell)
        let width = min(windowSize.width, Int(Double(cellSide) * metrics.magnifierWidthRatio))
        let height = min(windowSize.height, Int(Double(cellSide) * metrics.magnifierHeightRatio))
        let x = min(max(0, key.midX - width / 2), windowSize.width - width)
        var y = key.maxY - height
        if y < 0 { y = key.minY }
        y = min(max(0, y), windowSize.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The strip of skin-tone variants for a held cell: one square per option, above the cell (below when there is no
    /// room), clamped inside the window.
    public func variantStrip(forCell cell: Int, count: Int) -> Rect {
        let key = cellRect(cell)
        let item = max(1, min(cellSide, windowSize.width / max(1, count)))
        let width = item * count
        let height = min(windowSize.height, item + item / 4)
        let x = min(max(0, key.midX - width / 2), max(0, windowSize.width - width))
        var y = key.minY - height
        if y < 0 { y = key.maxY }
        y = min(max(0, y), windowSize.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    public func variantRect(_ index: Int, count: Int, cell: Int) -> Rect {
        let strip = variantStrip(forCell: cell, count: count)
        let item = strip.width / max(1, count)
        return Rect(x: strip.x + index * item, y: strip.y, width: item, height: strip.height)
    }

    /// The option under `point` in the variant strip, if any.
    public func variant(at point: Point, count: Int, cell: Int) -> Int? {
        let strip = variantStrip(forCell: cell, count: count)
        guard strip.contains(point) else { return nil }
        return min(count - 1, (point.x - strip.x) / max(1, strip.width / max(1, count)))
    }

    /// Tab `index` of `count` tabs sharing the tab bar's width.
    public func tabRect(_ index: Int, count: Int) -> Rect {
        let start = tabBar.width * index / max(1, count)
        let end = tabBar.width * (index + 1) / max(1, count)
        return Rect(x: tabBar.x + start, y: tabBar.y, width: end - start, height: tabBar.height)
    }

    public func tab(at point: Point, count: Int) -> Int? {
        guard tabBar.contains(point), count > 0 else { return nil }
        // Integer division can land one tab off at a shared edge; step to the tab whose rect holds the point.
        var index = min(count - 1, (point.x - tabBar.x) * count / tabBar.width)
        while index > 0 && tabRect(index, count: count).minX > point.x { index -= 1 }
        while index < count - 1 && tabRect(index, count: count).maxX <= point.x { index += 1 }
        return index
    }

    /// How the page indicator shows `pages` pages: a dot each while they fit, otherwise a scrubber track.
    public func pageIndicator(pages: Int) -> PageIndicatorLayout {
        let pitch = max(6, metrics.indicatorHeight)
        let available = indicator.width - 2 * metrics.minimumMargin
        if pages * pitch <= available {
            let start = indicator.x + (indicator.width - pages * pitch) / 2
            return .dots((0..<pages).map { Rect(x: start + $0 * pitch, y: indicator.y, width: pitch, height: indicator.height) })
        }
        return .scrubber(Rect(x: indicator.x + metrics.minimumMargin, y: indicator.y, width: max(1, available), height: indicator.height))
    }

    /// The page a click on the indicator asks for, if any.
    public func page(at point: Point, pages: Int) -> Int? {
        guard indicator.contains(point) else { return nil }
        switch pageIndicator(pages: pages) {
        case .dots(let dots):
            return dots.firstIndex { $0.contains(point) }
        case .scrubber(let track):
            guard track.contains(point) else { return nil }
            return min(pages - 1, (point.x - track.x) * pages / track.width)
        }
    }
}

/// The page indicator's shape for a page count.
public enum PageIndicatorLayout: Hashable, Sendable {
    case dots([Rect])
    case scrubber(Rect)
}
