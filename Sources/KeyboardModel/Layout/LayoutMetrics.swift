/// The sizes the layout is built from, in pixels at scale 1; `scaled(by:)` follows the screen's DPI. The sizes a
/// user can choose come from a `Configuration`; the others are the design's.
public struct LayoutMetrics: Hashable, Sendable {
    /// Rows of the emotion grid (`rows`).
    public var rows: Int
    /// Columns of the emotion grid (`columns`).
    public var columns: Int
    /// Least space between the grid and anything around it, on every side (`margin`).
    public var minimumMargin: Int
    /// Height of the composer text field with its Send button at the top.
    public var composerHeight = 44
    /// Height of the page indicator strip under the grid.
    public var indicatorHeight = 18
    /// Height of the tab bar at the bottom.
    public var tabBarHeight = 40
    /// Side of a cell in a window opened at its preferred size (`cell-size`).
    public var preferredCellSide: Int
    /// Magnifier size relative to a cell: it shows the emotion bigger, with its name.
    /// The smallest text drawn: kaomoji are cut short with an ellipsis rather than shrunk below it.
    public var minimumTextSize = 11
    public var magnifierWidthRatio = 1.7
    public var magnifierHeightRatio = 2.3

    /// The largest window laid out (and the size hints' maximum): past it the layout, and the back buffer drawn from
    /// it, stay this size whatever the window manager does, so a huge window cannot take the X server to gigabytes
    /// (a 4096 x 4096 back buffer is 64 MiB).
    public static let maximumWindowSize = Size(width: 4096, height: 4096)

    /// The metrics of the default configuration.
    public init() { self.init(Configuration.defaults) }

    public init(_ configuration: Configuration) {
        rows = configuration.rows
        columns = configuration.columns
        minimumMargin = configuration.margin
        preferredCellSide = configuration.cellSize
    }

    public init(rows: Int, columns: Int) {
        self.init()
        self.rows = rows
        self.columns = columns
    }

    public func scaled(by factor: Double) -> LayoutMetrics {
        var copy = self
        func scale(_ value: Int) -> Int { max(1, Int((Double(value) * factor).rounded())) }
        copy.minimumMargin = minimumMargin == 0 ? 0 : scale(minimumMargin)
        copy.composerHeight = scale(composerHeight)
        copy.indicatorHeight = scale(indicatorHeight)
        copy.tabBarHeight = scale(tabBarHeight)
        copy.preferredCellSide = scale(preferredCellSide)
        copy.minimumTextSize = scale(minimumTextSize)
        return copy
    }

    /// The size a window opens at: cells of `preferredCellSide` with the minimum margins around the grid.
    public var preferredWindowSize: Size {
        Size(
            width: columns * preferredCellSide + 2 * minimumMargin,
            height: composerHeight + rows * preferredCellSide + 2 * minimumMargin + indicatorHeight + tabBarHeight)
    }

    /// The smallest window the layout is designed for: one-pixel-per-row grids are not.
    public var minimumWindowSize: Size {
        let cell = 16
        return Size(
            width: columns * cell + 2 * minimumMargin,
            height: composerHeight + indicatorHeight + tabBarHeight + rows * cell + 2 * minimumMargin)
    }
}
