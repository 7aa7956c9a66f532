/// The tabs between the tab bar's search button and its ⚙ and tone buttons. Each tab is at least `minimumWidth` wide (a tab with a text icon, such
/// as kaomoji's "(^_^)", half as wide again), so icons keep their full size. When every tab fits, the tabs share the
/// width, each up to `maximumStretch` times its natural width and centred together (a dock along a wide screen would
/// otherwise leave a tab's width of gap between icons); when they do not fit, the strip scrolls (by `scroll` pixels)
/// and shows an arrow button at each end.
public struct TabStrip: Hashable, Sendable {
    /// The tab bar's space between its buttons.
    public let area: Rect
    /// Where tabs show: `area`, less the arrows when the strip scrolls.
    public let viewport: Rect
    /// The arrow buttons that scroll back and forward, present only when the tabs do not fit.
    public let backArrow: Rect?
    public let forwardArrow: Rect?
    /// Each tab's left edge in the content (unscrolled, from `viewport.x`), plus the content's end.
    private let edges: [Int]

    /// How much wider than its natural width a tab grows to fill the strip.
    public static let maximumStretch = 2

    /// `wideIcons[i]` says whether tab `i` has a text icon. O(tabs).
    public init(area: Rect, minimumWidth: Int, arrowWidth: Int, wideIcons: [Bool]) {
        self.area = area
        let natural = wideIcons.map { $0 ? minimumWidth * 3 / 2 : minimumWidth }
        let total = natural.reduce(0, +)
        var edges = [0]
        if total <= area.width || wideIcons.isEmpty {
            viewport = area
            backArrow = nil
            forwardArrow = nil
            // Share the spare width in proportion, every edge computed from the total so the last tab ends at the
            // edge of the tabs' span, which is centred.
            let span = min(area.width, total * Self.maximumStretch)
            let start = (area.width - span) / 2
            edges = [start]
            var sum = 0
            for width in natural {
                sum += width
                edges.append(start + (total == 0 ? 0 : span * sum / total))
            }
        } else {
            let arrow = min(arrowWidth, area.width / 4)
            backArrow = Rect(x: area.x, y: area.y, width: arrow, height: area.height)
            forwardArrow = Rect(x: area.maxX - arrow, y: area.y, width: arrow, height: area.height)
            viewport = Rect(x: area.x + arrow, y: area.y, width: max(1, area.width - 2 * arrow), height: area.height)
            for width in natural { edges.append((edges.last ?? 0) + width) }
        }
        self.edges = edges
    }

    public var count: Int { edges.count - 1 }
    public var scrolls: Bool { backArrow != nil }
    public var contentWidth: Int { edges.last ?? 0 }
    public var maximumScroll: Int { max(0, contentWidth - viewport.width) }

    public func clamped(scroll: Int) -> Int { min(max(0, scroll), maximumScroll) }

    /// Tab `index`'s rectangle on screen at `scroll`; it may lie partly or wholly outside the viewport.
    public func tabRect(_ index: Int, scroll: Int) -> Rect {
        guard index >= 0, index < count else { return .zero }
        let x = viewport.x + edges[index] - clamped(scroll: scroll)
        return Rect(x: x, y: viewport.y, width: edges[index + 1] - edges[index], height: viewport.height)
    }

    /// The tab under `point` at `scroll`, or `nil` outside the viewport. O(log tabs).
    public func tab(at point: Point, scroll: Int) -> Int? {
        guard viewport.contains(point), count > 0 else { return nil }
        let x = point.x - viewport.x + clamped(scroll: scroll)
        guard x >= edges[0] else { return nil }
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if edges[middle] <= x { low = middle } else { high = middle - 1 }
        }
        return edges[low + 1] > x ? low : nil
    }

    /// The scroll that shows tab `index` whole, moving as little as possible from `scroll`.
    public func revealing(_ index: Int, from scroll: Int) -> Int {
        guard index >= 0, index < count else { return clamped(scroll: scroll) }
        var scroll = clamped(scroll: scroll)
        if edges[index] < scroll { scroll = edges[index] }
        if edges[index + 1] > scroll + viewport.width { scroll = edges[index + 1] - viewport.width }
        return clamped(scroll: scroll)
    }

    /// The scroll after `steps` presses of an arrow or wheel steps: a tab's width each, forward for positive steps.
    public func scrolled(_ scroll: Int, by steps: Int, step: Int) -> Int {
        clamped(scroll: clamped(scroll: scroll) + steps * step)
    }
}

extension KeyboardLayout {
    /// The tab strip for tabs whose icons are text (`true`) or a single picture (`false`).
    public func tabStrip(wideIcons: [Bool]) -> TabStrip {
        let area = Rect(
            x: searchButton.maxX, y: tabBar.y, width: max(1, settingsButton.x - searchButton.maxX),
            height: tabBar.height)
        return TabStrip(
            area: area, minimumWidth: minimumTabWidth, arrowWidth: max(8, metrics.tabBarHeight / 2),
            wideIcons: wideIcons)
    }

    /// The narrowest tab: its icon (about half the bar's height) with a little room on each side. Three fifths of the
    /// bar, so that the shipped catalog's 13 tabs fit between the three buttons of the default window.
    public var minimumTabWidth: Int { max(8, metrics.tabBarHeight * 3 / 5) }
}
