/// The band under the grid: a notice while it lasts, else the status line (with the page it is on, or beside the page
/// dots it is about), else the page indicator.
public struct IndicatorFrame: Hashable, Sendable {
    public struct Pages: Hashable, Sendable {
        public let shape: PageIndicatorLayout
        public let current: Int
        public let count: Int
    }

    public enum Content: Hashable, Sendable {
        case notice(String)
        /// `pages` drawn as well (the line is about them, and ends left of the first dot), or `pageLabel` at the right.
        case status(StatusLine, pages: Pages?, pageLabel: String?)
        case pages(Pages)
        case nothing
    }

    public let band: Rect
    public let textSize: Int
    /// The status line's left and right margin: the grid's.
    public let margin: Int
    public let content: Content
}

extension AppState {
    func indicatorFrame(catalog: KeyboardCatalog, words: UIWords) -> IndicatorFrame {
        let count = keyboard.pageCount(catalog: catalog)
        let current = keyboard.currentPage(catalog: catalog)
        let pages =
            count > 1
            ? IndicatorFrame.Pages(shape: layout.pageIndicator(pages: count), current: current, count: count) : nil
        let content: IndicatorFrame.Content
        if let notice {
            content = .notice(words.notice(notice.kind))
        } else if let status = statusLine(catalog: catalog) {
            if status.besidePages {
                content = .status(status, pages: pages, pageLabel: nil)
            } else {
                content = .status(
                    status, pages: nil, pageLabel: pages != nil && layer == .emotions ? "\(current + 1)/\(count)" : nil)
            }
        } else if layer == .emotions, let pages {
            content = .pages(pages)
        } else {
            content = .nothing
        }
        return IndicatorFrame(
            band: layout.indicator, textSize: max(layout.metrics.minimumTextSize, layout.indicator.height * 3 / 5),
            margin: layout.grid.minX, content: content)
    }
}
