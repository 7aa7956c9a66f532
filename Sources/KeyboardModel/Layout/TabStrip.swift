/// The tabs between the tab bar's search button and its ⚙ and tone buttons. Each tab is at least `minimumWidth` wide (a tab with a text icon, such
/// as kaomoji's "(^_^)", half as wide again), so icons keep their full size. When every tab fits, the tabs share the
/// width, each up to `maximumStretch` times its natural width and centred together (a dock along a wide screen would
/// otherwise leave a tab's width of gap between icons); when they do not fit, the strip scrolls (by `scroll` pixels)
/// and shows an arrow button at each end. A scrolling strip shows whole tabs only: a scroll stops at a tab's left edge,
/// and a tab the viewport would cut is neither drawn nor hit (`shows`), so nothing beside an arrow is half a tab.
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

    /// The scroll at which the last tabs show: the first tab's edge from which every later tab fits. O(log tabs).
    public var maximumScroll: Int {
        guard scrolls, count > 0 else { return 0 }
        return edges[min(count - 1, firstEdge(atLeast: contentWidth - viewport.width))]
    }

    /// `scroll` stopped at the tab edge at or before it, within `0...maximumScroll`. O(log tabs).
    public func clamped(scroll: Int) -> Int {
        guard scrolls, count > 0 else { return 0 }
        return edges[lastEdge(atMost: min(max(0, scroll), maximumScroll))]
    }

    /// Tab `index`'s rectangle on screen at `scroll`; it may lie partly or wholly outside the viewport.
    public func tabRect(_ index: Int, scroll: Int) -> Rect {
        guard index >= 0, index < count else { return .zero }
        let x = viewport.x + edges[index] - clamped(scroll: scroll)
        return Rect(x: x, y: viewport.y, width: edges[index + 1] - edges[index], height: viewport.height)
    }

    /// Whether tab `index` is drawn at `scroll`: it lies whole in the viewport, or it is the first one shown and
    /// wider than the viewport (a strip too narrow for any whole tab still shows one).
    public func shows(_ index: Int, scroll: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        let from = clamped(scroll: scroll)
        return edges[index] >= from && (edges[index + 1] - from <= viewport.width || edges[index] == from)
    }

    /// The tab under `point` at `scroll`, or `nil` outside the viewport or over a tab not shown. O(log tabs).
    public func tab(at point: Point, scroll: Int) -> Int? {
        guard viewport.contains(point), count > 0 else { return nil }
        let x = point.x - viewport.x + clamped(scroll: scroll)
        guard x >= edges[0], x < contentWidth else { return nil }
        let index = lastEdge(atMost: x)
        return shows(index, scroll: scroll) ? index : nil
    }

    /// The scroll that shows tab `index` whole, moving as little as possible from `scroll`.
    public func revealing(_ index: Int, from scroll: Int) -> Int {
        guard index >= 0, index < count else { return clamped(scroll: scroll) }
        let from = clamped(scroll: scroll)
        if edges[index] < from { return clamped(scroll: edges[index]) }
        guard edges[index + 1] - from > viewport.width else { return from }
        return clamped(scroll: edges[min(index, firstEdge(atLeast: edges[index + 1] - viewport.width))])
    }

    /// The scroll after `steps` presses of an arrow or wheel steps of `step` pixels, forward for positive steps, by at
    /// least one tab. Forward it stops at the edge at or before the target, back at the edge at or after it, so a
    /// press of an arrow (a step of most of the viewport) passes over no tab without showing it whole.
    public func scrolled(_ scroll: Int, by steps: Int, step: Int) -> Int {
        let from = clamped(scroll: scroll)
        guard scrolls, steps != 0 else { return from }
        let current = lastEdge(atMost: from)
        let target = from + steps * step
        let index =
            steps > 0
            ? max(current + 1, lastEdge(atMost: target)) : min(current - 1, firstEdge(atLeast: target))
        return clamped(scroll: edges[min(max(0, index), count - 1)])
    }

    /// The last of the tabs' left edges at or before `x` (the first when none is). O(log tabs).
    private func lastEdge(atMost x: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if edges[middle] <= x { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first of the tabs' left edges at or after `x` (the last tab's when none is). O(log tabs).
    private func firstEdge(atLeast x: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if edges[middle] >= x { high = middle } else { low = middle + 1 }
        }
        return low
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
