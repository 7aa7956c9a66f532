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
        /// Held long on an emoji with skin tones: the picker shows the base and its variants; `chosen` indexes them.
        case variants(cell: Int, chosen: Int)
        /// On the delete key; the next repeat is due at `nextRepeat`.
        case delete(nextRepeat: Milliseconds)
        /// A horizontal flick that turns the page on release.
        case swipe(start: Point)
        /// Anywhere else, or a delete press that left the key: nothing happens until release.
        case inert
    }

    /// A skin-tone picker opened from the keyboard: it stays open until an option is taken or it is closed.
    public struct Picker: Hashable, Sendable {
        public var cell: Int
        public var chosen: Int
        /// The code of the sticker of My stickers whose menu this is (`OwnStickerCommand.menu`), not a tone picker.
        public var stickerMenu: String? = nil
    }

    /// Long-press, delete-repeat and swipe timings (from the configuration).
    public internal(set) var timings: KeyboardTimings
    /// The skin tone the grid shows emoji in when none was picked for them (`skin-tone`); a long press offers every tone.
    public internal(set) var skinTone: SkinTone

    public internal(set) var layout: KeyboardLayout
    public internal(set) var tabIndex: Int
    /// Where each tab's page starts, as the index of its first emotion, by tab id: a resize that changes how many
    /// cells a page has keeps the same emotions in view.
    public internal(set) var pageStarts: [String: Int] = [:]
    public internal(set) var press: Press?
    public internal(set) var recents: Recents
    /// The recents as the recent tab shows them: fixed while that tab is open, so what was just inserted does not
    /// move the cells under the pointer; refreshed each time the tab is opened, search closes, or the window is shown
    /// or hidden.
    public internal(set) var shownRecents: [String]
    /// The search results the grid shows instead of the tab while search is open.
    public internal(set) var search: SearchView?
    /// The cell under the pointer while no button is held, for the status line and the hover mark.
    public internal(set) var hoveredCell: Int?
    /// The tab under the pointer while no button is held.
    public internal(set) var hoveredTab: Int?
    /// The cell of the keyboard focus ring, when the grid has the keyboard focus.
    public internal(set) var focusedCell: Int?
    /// Where the ring was on the tab when search opened: closing search puts it back there.
    var focusedCellBeforeSearch: Int?
    public internal(set) var picker: Picker?
    /// Whether the default tone menu is open.
    public internal(set) var toneMenuOpen = false
    /// How far the tab strip is scrolled, in pixels (0 when every tab fits).
    public internal(set) var tabScroll = 0
    /// Whether the tab on show (not the search results) uses wide cells; kept up to date by the reducer.
    public internal(set) var tabIsWide = false

    public init(
        windowSize: Size, metrics: LayoutMetrics, recents: [String] = [],
        recentsCapacity: Int = Configuration.defaults.recentsSize,
        timings: KeyboardTimings = Configuration.defaults.timings, skinTone: SkinTone = .none
    ) {
        self.init(
            windowSize: windowSize, metrics: metrics, recents: Recents(texts: recents, capacity: recentsCapacity),
            timings: timings,
            skinTone: skinTone)
    }

    /// `recents` keeps its own capacity (the `recents` setting): a small grid shows fewer pages of it but never cuts it.
    /// The grid shows emoji in `skinTone` (the `skin-tone` setting).
    public init(
        windowSize: Size, metrics: LayoutMetrics, recents: Recents,
        timings: KeyboardTimings = Configuration.defaults.timings,
        skinTone: SkinTone = .none
    ) {
        layout = KeyboardLayout(windowSize: windowSize, metrics: metrics)
        self.timings = timings
        self.skinTone = skinTone
        self.recents = recents
        shownRecents = recents.texts
        tabIndex = recents.texts.isEmpty ? KeyboardCatalog.firstCatalogTab : KeyboardCatalog.recentTab
    }

    mutating func relayout(_ size: Size) {
        layout = KeyboardLayout(windowSize: size, metrics: layout.metrics)
    }

    /// The emotions of tab `index`; the recent and favourites tabs resolve their texts through the catalog, and show
    /// a text it does not know (a sticker of a pack not loaded this time) as that text, which inserts it: the code
    /// stays usable.
    public func emotions(inTab index: Int, catalog: KeyboardCatalog) -> [Emotion] {
        guard catalog.tabs.indices.contains(index) else { return [] }
        let tab = catalog.tabs[index]
        switch tab.kind {
        case .recent: return catalog.emotions(forTexts: index == tabIndex ? shownRecents : recents.texts)
        // ➕ adds an image of the user's own, as WeChat's favourites do: the sticker joins My stickers, pinned here.
        case .favourites: return catalog.emotions(forTexts: recents.favourites) + [OwnStickerCommand.addCell]
        case .pack where tab.isOwnStickers: return tab.emotions + [OwnStickerCommand.addCell]
        default: return tab.emotions
        }
    }

    /// The emotions the grid pages through now: the search results while search is open, else the tab's.
    public func shownEmotions(catalog: KeyboardCatalog) -> [Emotion] {
        search.map(\.results) ?? emotions(inTab: tabIndex, catalog: catalog)
    }

    /// Whether `emotions` hold long text (a kaomoji, or the code of a sticker whose pack is not loaded), which only wide
    /// cells show at a readable size: in a square cell it shrinks to the smallest text size and is cut. One is enough,
    /// so the Recent and Favourites tabs never show a kaomoji cut short. O(count), stopping at the first.
    static func preferWideCells(_ emotions: [Emotion]) -> Bool {
        emotions.contains(where: isLongText)
    }

    /// Whether more than half of `emotions` are long text: search results, where the few kaomoji a word finds among
    /// many emoji ("cat") are not worth half the emoji of every page. O(count).
    static func mostlyLongText(_ emotions: [Emotion]) -> Bool {
        emotions.count(where: isLongText) * 2 > emotions.count
    }

    private static func isLongText(_ emotion: Emotion) -> Bool {
        emotion.kind == .kaomoji && emotion.text.utf8.count > 4
    }

    /// Whether tab `index` uses wide cells: kaomoji always; the personal tabs when they hold any kaomoji.
    func isWide(tab index: Int, catalog: KeyboardCatalog) -> Bool {
        guard catalog.tabs.indices.contains(index) else { return false }
        switch catalog.tabs[index].kind {
        case .kaomoji: return true
        case .recent, .favourites:
            return index == tabIndex ? tabIsWide : Self.preferWideCells(emotions(inTab: index, catalog: catalog))
        case .emoji, .pack: return false
        }
    }

    /// The cells of the grid as the shown emotions use them.
    public var cellGrid: CellGrid { layout.cells(wide: search?.wide ?? tabIsWide) }

    /// How the shown emotions are cut into pages.
    public var paging: Paging { Paging(rows: cellGrid.rows, columns: cellGrid.columns) }

    func paging(forTab index: Int, catalog: KeyboardCatalog) -> Paging {
        let grid = layout.cells(wide: isWide(tab: index, catalog: catalog))
        return Paging(rows: grid.rows, columns: grid.columns)
    }

    public func page(ofTab index: Int, catalog: KeyboardCatalog) -> Int {
        guard catalog.tabs.indices.contains(index) else { return 0 }
        let paging = paging(forTab: index, catalog: catalog)
        let count = emotions(inTab: index, catalog: catalog).count
        return min((pageStarts[catalog.tabs[index].id] ?? 0) / paging.emotionsPerPage, paging.pageCount(for: count) - 1)
    }

    public func currentPage(catalog: KeyboardCatalog) -> Int {
        guard let search else { return page(ofTab: tabIndex, catalog: catalog) }
        return min(search.pageStart / paging.emotionsPerPage, paging.pageCount(for: search.results.count) - 1)
    }

    public func pageCount(catalog: KeyboardCatalog) -> Int {
        paging.pageCount(for: shownEmotions(catalog: catalog).count)
    }

    /// What cell `cell` of the current page shows.
    public func slot(_ cell: Int, catalog: KeyboardCatalog) -> Paging.Slot {
        paging.slot(page: currentPage(catalog: catalog), cell: cell, count: shownEmotions(catalog: catalog).count)
    }

    /// The emotion as its tab holds it (a base emoji, whatever tone it shows in).
    func baseEmotion(atCell cell: Int, catalog: KeyboardCatalog) -> Emotion? {
        guard case .emotion(let index) = slot(cell, catalog: catalog) else { return nil }
        return shownEmotions(catalog: catalog)[index]
    }

    /// The emotion cell `cell` shows and inserts: a base emoji in the tone picked for it, else in the default tone.
    public func emotion(atCell cell: Int, catalog: KeyboardCatalog) -> Emotion? {
        baseEmotion(atCell: cell, catalog: catalog).map(toned)
    }

    /// `base` in the tone last picked for it, else in the default tone; anything without tones as it is. O(variants).
    public func toned(_ base: Emotion) -> Emotion {
        guard !base.variants.isEmpty else { return base }
        if let picked = recents.tones[base.text] {
            if picked == base.text { return base }
            if let variant = base.variants.first(where: { $0.text == picked }) { return variant }
        }
        // The variant in the default tone, as the catalog holds it (`Emotion.toned` lists the others as its variants).
        let tone = base.toned(skinTone)
        return tone.text == base.text ? base : base.variants.first { $0.text == tone.text } ?? base
    }

    /// The emotions a user is likely to see next, most likely first: the neighbouring pages of this tab, then (unless
    /// `includingOtherTabs` is false) the remembered page of every other tab. The shell renders their glyphs ahead of
    /// time while idle.
    public func likelyNextEmotions(catalog: KeyboardCatalog, includingOtherTabs: Bool = true) -> [Emotion] {
        let current = currentPage(catalog: catalog)
        let shown = shownEmotions(catalog: catalog)
        var emotions = [current + 1, current - 1].flatMap { page in
            page < 0 ? [] : Array(shown[paging.range(page: page, count: shown.count)])
        }
        for tab in catalog.tabs.indices where includingOtherTabs && (tab != tabIndex || search != nil) {
            let all = self.emotions(inTab: tab, catalog: catalog)
            emotions +=
                all[
                    paging(forTab: tab, catalog: catalog).range(
                        page: page(ofTab: tab, catalog: catalog), count: all.count)]
        }
        return emotions.map(toned)
    }

    /// Everything `likelyNextEmotions` reads besides the catalog: with equal inputs and the same catalog it gives the
    /// same emotions, so a shell that rendered them ahead need not list them again after a frame that only moved the
    /// pointer, a press, the focus ring or the composer's caret.
    public struct LikelyNextInputs: Hashable, Sendable {
        let layout: KeyboardLayout
        let tabIndex: Int
        let pageStarts: [String: Int]
        let recents: Recents
        let shownRecents: [String]
        let search: SearchView?
        let tabIsWide: Bool
        let skinTone: SkinTone
    }

    /// What `likelyNextEmotions` reads of this state now.
    public var likelyNextInputs: LikelyNextInputs {
        LikelyNextInputs(
            layout: layout, tabIndex: tabIndex, pageStarts: pageStarts, recents: recents, shownRecents: shownRecents,
            search: search, tabIsWide: tabIsWide, skinTone: skinTone)
    }

    /// The cell the magnifier shows, if any.
    public var magnifiedCell: Int? {
        if case .grid(let grid) = press { return grid.cell }
        return nil
    }

    /// The emotions the skin-tone picker offers (the base first), how it lays them out, and the chosen one, while it
    /// is open.
    public func variantChoice(catalog: KeyboardCatalog) -> VariantChoice? {
        let open: (cell: Int, chosen: Int, menu: String?)
        if case .variants(let cell, let chosen) = press {
            open = (cell, chosen, nil)
        } else if let picker {
            open = (picker.cell, picker.chosen, picker.stickerMenu)
        } else {
            return nil
        }
        guard let base = baseEmotion(atCell: open.cell, catalog: catalog) else { return nil }
        let options = open.menu == nil ? [base] + base.variants : OwnStickerCommand.menu.map(\.emotion)
        let arrangement = VariantArrangement(options: options)
        return VariantChoice(
            cell: open.cell, options: options, chosen: open.chosen, arrangement: arrangement,
            popup: layout.variantPopup(for: cellGrid.rect(open.cell), arrangement: arrangement), stickerMenu: open.menu)
    }

    /// The code of the sticker of My stickers in `cell`, shown in its own tab (not in search results), else `nil`.
    func ownStickerCode(atCell cell: Int, catalog: KeyboardCatalog) -> String? {
        guard search == nil, catalog.tabs.indices.contains(tabIndex), catalog.tabs[tabIndex].isOwnStickers,
            let base = baseEmotion(atCell: cell, catalog: catalog), base.isSticker
        else { return nil }
        return base.text
    }

    /// The emotion the status line names: the hovered cell's, else the focused cell's.
    public func statusEmotion(catalog: KeyboardCatalog, gridFocused: Bool) -> Emotion? {
        if let hoveredCell { return emotion(atCell: hoveredCell, catalog: catalog) }
        if gridFocused, let focusedCell { return emotion(atCell: focusedCell, catalog: catalog) }
        return nil
    }

    /// The tab strip of the tab bar.
    public func tabStrip(catalog: KeyboardCatalog) -> TabStrip {
        layout.tabStrip(wideIcons: catalog.tabs.map(\.hasTextIcon))
    }

    /// When the model next needs a `.tick`, if ever.
    public var nextDeadline: Milliseconds? {
        switch press {
        case .delete(let next): return next
        case .grid(let grid) where grid.hasVariants && grid.onCell && grid.cell != nil:
            return grid.heldSince + timings.longPress
        default: return nil
        }
    }
}
