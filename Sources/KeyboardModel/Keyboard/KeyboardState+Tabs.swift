/// Tabs, pages and the tab strip.
extension KeyboardState {
    mutating func selectTab(_ index: Int, catalog: KeyboardCatalog) {
        guard catalog.tabs.indices.contains(index) else { return }
        tabIndex = index
        if catalog.tabs[index].kind == .recent { shownRecents = recents.texts }
        tabIsWide =
            catalog.tabs[index].isPersonal
            ? Self.preferWideCells(emotions(inTab: index, catalog: catalog)) : isWide(tab: index, catalog: catalog)
        tabScroll = tabStrip(catalog: catalog).revealing(index, from: tabScroll)
        hoveredCell = nil
        picker = nil
        if focusedCell != nil { focusedCell = focusableCell(near: 0, forward: false, catalog: catalog) }
    }

    /// Brings the tab state in step with a catalog (at start-up): which cells the opening tab uses.
    /// Recents the font draws none of (all hidden, see `HiddenEmoji`) open the first emoji group, as no recents do.
    public mutating func prepare(catalog: KeyboardCatalog) {
        if tabIndex == KeyboardCatalog.recentTab, !recents.texts.isEmpty,
            catalog.emotions(forTexts: recents.texts).isEmpty
        {
            tabIndex = KeyboardCatalog.firstCatalogTab
        }
        selectTab(tabIndex, catalog: catalog)
    }

    /// A press on the tab bar while search is closed: an arrow scrolls the strip by most of its width, a tab opens.
    mutating func tapTabStrip(at point: Point, catalog: KeyboardCatalog) {
        let strip = tabStrip(catalog: catalog)
        let page = max(layout.minimumTabWidth, strip.viewport.width - layout.minimumTabWidth)
        if strip.backArrow?.contains(point) == true {
            tabScroll = strip.scrolled(tabScroll, by: -1, step: page)
        } else if strip.forwardArrow?.contains(point) == true {
            tabScroll = strip.scrolled(tabScroll, by: 1, step: page)
        } else if let tab = strip.tab(at: point, scroll: tabScroll) {
            selectTab(tab, catalog: catalog)
        }
    }

    mutating func turnPage(by steps: Int, catalog: KeyboardCatalog) {
        setPage(currentPage(catalog: catalog) + steps, catalog: catalog)
    }

    /// A flick turns the page; past the last page it opens the next tab at its first page, past the first the previous
    /// tab at its last, as sticker keyboards page through their packs. Search results and the first and last tabs stop
    /// at their ends.
    mutating func flick(by steps: Int, catalog: KeyboardCatalog) {
        let page = currentPage(catalog: catalog) + steps
        guard search == nil, page < 0 || page >= pageCount(catalog: catalog) else {
            return setPage(page, catalog: catalog)
        }
        let tab = tabIndex + (steps < 0 ? -1 : 1)
        guard catalog.tabs.indices.contains(tab) else { return }
        selectTab(tab, catalog: catalog)
        setPage(steps < 0 ? pageCount(catalog: catalog) - 1 : 0, catalog: catalog)
    }

    mutating func setPage(_ page: Int, catalog: KeyboardCatalog) {
        let clamped = min(max(0, page), pageCount(catalog: catalog) - 1)
        let start = clamped * paging.emotionsPerPage
        if search != nil {
            search?.pageStart = start
        } else if catalog.tabs.indices.contains(tabIndex) {
            pageStarts[catalog.tabs[tabIndex].id] = start
        }
        if let focusedCell { self.focusedCell = focusableCell(near: focusedCell, forward: false, catalog: catalog) }
    }
}
