/// Where everything goes in a window of a given size: composer on top, the grid of square cells, the page indicator
/// (which also carries the status line) and the tab bar with its search, settings and skin-tone buttons.
///
/// The grid adapts to the window: it has at least the configured rows and columns, and a larger window gets more of
/// them, so cells stay near the preferred side (`cell-size`) instead of growing; at the preferred window size it is
/// exactly the configured grid.
public struct KeyboardLayout: Hashable, Sendable {
    /// Most rows and columns a window gets however large it is (the settings' own upper bounds), and most cells
    /// (`maximumRows * maximumColumns`), which bounds the work of a frame. A wide, short window (a dock along a 4K
    /// screen's edge) gets columns past `maximumColumns` as long as its cells stay within that count.
    public static let maximumRows = 20
    public static let maximumColumns = 40
    public static let maximumCells = maximumRows * maximumColumns

    /// Most columns a grid of `rows` rows gets.
    public static func maximumColumns(rows: Int) -> Int { max(maximumColumns, maximumCells / max(1, rows)) }

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
    /// The switch between the emotion grid and the letters (ABC / 😀), right of the mode button.
    public let layerButton: Rect
    /// The band between composer and indicator in which the grid is centred.
    public let gridArea: Rect
    /// The cells themselves: `columns * cellSide` by `rows * cellSide`, no gaps.
    public let grid: Rect
    public let rows: Int
    public let columns: Int
    public let cellSide: Int
    /// The page indicator's band; the status line and notices show in it too.
    public let indicator: Rect
    public let tabBar: Rect
    /// The button at the tab bar's start that opens search (it shows the search icon while search is open).
    public let searchButton: Rect
    /// The button at the tab bar's end that chooses the default skin tone (it closes search while search is open).
    public let toneButton: Rect
    /// The ⚙ button left of the tone button, which opens the settings view.
    public let settingsButton: Rect
    /// The search field, in the tab bar between the two buttons while search is open.
    public let searchField: Rect
    /// The part of the search field that shows text.
    public let searchTextArea: Rect
    public let searchTextSize: Int

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
        sendButton = Rect(
            x: width - sendWidth - padding, y: padding, width: sendWidth, height: metrics.composerHeight - 2 * padding)
        let fieldHeight = metrics.composerHeight - 2 * padding
        modeButton = Rect(x: padding, y: padding, width: fieldHeight, height: fieldHeight)
        layerButton = Rect(x: modeButton.maxX + padding, y: padding, width: fieldHeight, height: fieldHeight)
        textField = Rect(
            x: layerButton.maxX + padding, y: padding, width: max(1, sendButton.x - layerButton.maxX - 2 * padding),
            height: fieldHeight)
        let textPadding = max(4, textField.height / 5)
        textArea = Rect(
            x: textField.x + textPadding, y: textField.y, width: max(1, textField.width - 2 * textPadding),
            height: textField.height)
        composerTextSize = max(9, textField.height * 11 / 20)
        tabBar = Rect(x: 0, y: height - metrics.tabBarHeight, width: width, height: metrics.tabBarHeight)
        let buttonWidth = min(width / 4, metrics.tabBarHeight * 3 / 4)
        searchButton = Rect(x: tabBar.x, y: tabBar.y, width: buttonWidth, height: tabBar.height)
        toneButton = Rect(x: tabBar.maxX - buttonWidth, y: tabBar.y, width: buttonWidth, height: tabBar.height)
        settingsButton = Rect(x: toneButton.x - buttonWidth, y: tabBar.y, width: buttonWidth, height: tabBar.height)
        let searchPadding = max(2, tabBar.height / 8)
        searchField = Rect(
            x: searchButton.maxX, y: tabBar.y + searchPadding, width: max(1, toneButton.x - searchButton.maxX),
            height: max(1, tabBar.height - 2 * searchPadding))
        let searchInset = max(4, searchField.height / 5)
        searchTextArea = Rect(
            x: searchField.x + searchInset, y: searchField.y, width: max(1, searchField.width - 2 * searchInset),
            height: searchField.height)
        searchTextSize = max(9, searchField.height * 11 / 20)
        indicator = Rect(x: 0, y: tabBar.y - metrics.indicatorHeight, width: width, height: metrics.indicatorHeight)
        gridArea = Rect(x: 0, y: composer.maxY, width: width, height: max(0, indicator.y - composer.maxY))
        let margin = metrics.minimumMargin
        let available = Size(width: width - 2 * margin, height: gridArea.height - 2 * margin)
        rows = Self.count(
            fitting: available.height, preferred: metrics.preferredCellSide, atLeast: metrics.rows,
            atMost: Self.maximumRows)
        columns = Self.count(
            fitting: available.width, preferred: metrics.preferredCellSide, atLeast: metrics.columns,
            atMost: Self.maximumColumns(rows: rows))
        let side = max(1, min(available.width / columns, available.height / rows))
        cellSide = side
        let gridWidth = side * columns
        let gridHeight = side * rows
        grid = Rect(
            x: (width - gridWidth) / 2, y: gridArea.y + (gridArea.height - gridHeight) / 2, width: gridWidth,
            height: gridHeight)
    }

    /// How many cells of about `preferred` pixels fit in `length`: the nearest count, never below the configured one.
    private static func count(fitting length: Int, preferred: Int, atLeast minimum: Int, atMost maximum: Int) -> Int {
        let nearest = Int((Double(max(0, length)) / Double(max(1, preferred))).rounded())
        return max(minimum, min(max(minimum, maximum), nearest))
    }

    public var cellCount: Int { rows * columns }

    /// The square cells of the grid.
    public var squareCells: CellGrid { CellGrid(frame: grid, rows: rows, columns: columns) }

    /// The cells of a tab of long text emotions: each two square columns wide (one when the grid has fewer than four
    /// columns, or when that would leave a single cell, which delete needs for itself).
    public var wideCells: CellGrid {
        let wide = columns / 2
        guard columns >= 4, rows * wide >= 2 else { return squareCells }
        return CellGrid(frame: grid, rows: rows, columns: wide)
    }

    public func cells(wide: Bool) -> CellGrid { wide ? wideCells : squareCells }

    public func cellRect(_ cell: Int) -> Rect { squareCells.rect(cell) }

    /// The square cell under `point`, or `nil` outside the grid.
    public func cell(at point: Point) -> Int? { squareCells.cell(at: point) }

    /// The magnifier bubble for a pressed cell: above it, clamped inside the window, below it when there is no room
    /// above; at least as wide as the cell.
    public func magnifierRect(for key: Rect) -> Rect {
        let width = min(
            windowSize.width, max(Int(Double(cellSide) * metrics.magnifierWidthRatio), key.width + cellSide / 2))
        let height = min(windowSize.height, Int(Double(cellSide) * metrics.magnifierHeightRatio))
        let x = min(max(0, key.midX - width / 2), windowSize.width - width)
        var y = key.maxY - height
        if y < 0 { y = key.minY }
        y = min(max(0, y), windowSize.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    public func magnifierRect(forCell cell: Int) -> Rect { magnifierRect(for: cellRect(cell)) }

    /// How the page indicator shows `pages` pages: a dot each while they fit, otherwise a scrubber track.
    public func pageIndicator(pages: Int) -> PageIndicatorLayout {
        let pitch = max(6, metrics.indicatorHeight)
        let available = indicator.width - 2 * metrics.minimumMargin
        if pages * pitch <= available {
            let start = indicator.x + (indicator.width - pages * pitch) / 2
            return .dots(
                (0..<pages).map { Rect(x: start + $0 * pitch, y: indicator.y, width: pitch, height: indicator.height) })
        }
        return .scrubber(
            Rect(
                x: indicator.x + metrics.minimumMargin, y: indicator.y, width: max(1, available),
                height: indicator.height))
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
