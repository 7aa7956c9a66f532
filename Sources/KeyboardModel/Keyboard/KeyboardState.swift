/// Everything needed to draw the keyboard part of the window; changed only by `reduce`.
public struct KeyboardState: Hashable, Sendable {
    /// A press on the grid: the magnifier follows it from cell to cell.
    public struct GridPress: Hashable, Sendable {
        /// The emotion cell the magnifier shows, `nil` while it shows none.
        public var cell: Int?
        public var start: Point
        public var time: Milliseconds
        /// When the magnifier arrived on `cell`: holding still there opens the skin-tone variants.
        public var heldSince: Milliseconds
        /// Whether the emotion in `cell` has skin-tone variants.
        public var hasVariants: Bool
        /// Whether the pointer is on `cell` now (the magnifier stays on it when the pointer leaves the grid).
        public var onCell = true
    }

    /// What the pointer is holding down.
    public enum Press: Hashable, Sendable {
        case grid(GridPress)
        /// Held long on an emoji with skin tones: a strip shows the base and its variants; `chosen` indexes them.
        case variants(cell: Int, chosen: Int)
        /// On the delete key; the next repeat is due at `nextRepeat`.
        case delete(nextRepeat: Milliseconds)
        /// A horizontal flick that turns the page on release.
        case swipe(start: Point)
        /// Anywhere else, or a delete press that left the key: nothing happens until release.
        case inert
    }

    /// Long-press, delete-repeat and swipe timings (from the configuration).
    public internal(set) var timings: KeyboardTimings
    /// The skin tone the grid shows emoji in; a long press offers the others (`Emotion.toned`).
    public internal(set) var skinTone: SkinTone

    public internal(set) var layout: KeyboardLayout
    public internal(set) var paging: Paging
    public internal(set) var tabIndex: Int
    /// The page each tab was last on, by tab id.
    public internal(set) var pages: [String: Int] = [:]
    public internal(set) var press: Press?
    public internal(set) var recents: Recents
    /// The recents as the recent tab shows them: fixed while that tab is open, so what was just inserted does not
    /// move the cells under the pointer; refreshed each time the tab is opened.
    public internal(set) var shownRecents: [String]

    public init(windowSize: Size, metrics: LayoutMetrics, recents: [String] = [], recentsCapacity: Int = Configuration.defaults.recentsSize,
                timings: KeyboardTimings = Configuration.defaults.timings) {
        self.init(windowSize: windowSize, metrics: metrics, recents: Recents(texts: recents, capacity: recentsCapacity), timings: timings)
    }

    /// `recents` keeps its own capacity (the `recents` setting): a small grid shows fewer pages of it but never cuts it.
    /// The grid shows emoji in `skinTone` (the `skin-tone` setting).
    public init(windowSize: Size, metrics: LayoutMetrics, recents: Recents, timings: KeyboardTimings = Configuration.defaults.timings,
                skinTone: SkinTone = .none) {
        layout = KeyboardLayout(windowSize: windowSize, metrics: metrics)
        paging = Paging(rows: metrics.rows, columns: metrics.columns)
        self.timings = timings
        self.skinTone = skinTone
        self.recents = recents
        shownRecents = recents.texts
        tabIndex = recents.texts.isEmpty ? 1 : 0
    }

    mutating func relayout(_ size: Size) {
        layout = KeyboardLayout(windowSize: size, metrics: layout.metrics)
    }

    /// The emotions of tab `index`; the recent tab resolves its texts through the catalog, and shows a text it does not
    /// know (a sticker of a pack not loaded this time) as that text, which inserts it: the code stays usable.
    public func emotions(inTab index: Int, catalog: KeyboardCatalog) -> [Emotion] {
        guard catalog.tabs.indices.contains(index) else { return [] }
        let tab = catalog.tabs[index]
        if tab.kind == .recent { return (index == tabIndex ? shownRecents : recents.texts).map { catalog.byText[$0] ?? .unresolved($0) } }
        return tab.emotions
    }

    public func page(ofTab index: Int, catalog: KeyboardCatalog) -> Int {
        guard catalog.tabs.indices.contains(index) else { return 0 }
        let count = emotions(inTab: index, catalog: catalog).count
        return min(pages[catalog.tabs[index].id] ?? 0, paging.pageCount(for: count) - 1)
    }

    public func currentPage(catalog: KeyboardCatalog) -> Int { page(ofTab: tabIndex, catalog: catalog) }

    public func pageCount(catalog: KeyboardCatalog) -> Int {
        paging.pageCount(for: emotions(inTab: tabIndex, catalog: catalog).count)
    }

    /// What cell `cell` of the current page shows.
    public func slot(_ cell: Int, catalog: KeyboardCatalog) -> Paging.Slot {
        paging.slot(page: currentPage(catalog: catalog), cell: cell, count: emotions(inTab: tabIndex, catalog: catalog).count)
    }

    public func emotion(atCell cell: Int, catalog: KeyboardCatalog) -> Emotion? {
        guard case .emotion(let index) = slot(cell, catalog: catalog) else { return nil }
        return emotions(inTab: tabIndex, catalog: catalog)[index].toned(skinTone)
    }

    /// The emotions a user is likely to see next, most likely first: the neighbouring pages of this tab, then (unless
    /// `includingOtherTabs` is false) the remembered page of every other tab. The shell renders their glyphs ahead of
    /// time while idle.
    public func likelyNextEmotions(catalog: KeyboardCatalog, includingOtherTabs: Bool = true) -> [Emotion] {
        let current = currentPage(catalog: catalog)
        var pages = [(tabIndex, current + 1), (tabIndex, current - 1)]
        if includingOtherTabs {
            pages += catalog.tabs.indices.filter { $0 != tabIndex }.map { ($0, page(ofTab: $0, catalog: catalog)) }
        }
        return pages.flatMap { tab, page -> [Emotion] in
            let emotions = emotions(inTab: tab, catalog: catalog)
            return page < 0 ? [] : emotions[paging.range(page: page, count: emotions.count)].map { $0.toned(skinTone) }
        }
    }

    /// The cell the magnifier shows, if any.
    public var magnifiedCell: Int? {
        if case .grid(let grid) = press { return grid.cell }
        return nil
    }

    /// The emotions the variant strip offers (the base first) and the chosen one, while it is open.
    public func variantChoice(catalog: KeyboardCatalog) -> (cell: Int, options: [Emotion], chosen: Int)? {
        guard case .variants(let cell, let chosen) = press, let base = emotion(atCell: cell, catalog: catalog) else { return nil }
        return (cell, [base] + base.variants, chosen)
    }

    /// When the model next needs a `.tick`, if ever.
    public var nextDeadline: Milliseconds? {
        switch press {
        case .delete(let next): return next
        case .grid(let grid) where grid.hasVariants && grid.onCell && grid.cell != nil: return grid.heldSince + timings.longPress
        default: return nil
        }
    }
}
