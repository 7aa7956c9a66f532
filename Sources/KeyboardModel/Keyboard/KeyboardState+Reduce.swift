extension KeyboardState {
    /// Applies `action` and returns what the shell must do; the only way the keyboard state changes.
    public mutating func reduce(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        switch action {
        case .pointerDown(let point, let time): return pointerDown(point, time: time, catalog: catalog)
        case .pointerMoved(let point, let time): return pointerMoved(point, time: time, catalog: catalog)
        case .pointerUp(let point, _): return pointerUp(point, catalog: catalog)
        case .tabTapped(let index): selectTab(index, catalog: catalog); return []
        case .nextPage: turnPage(by: 1, catalog: catalog); return []
        case .previousPage: turnPage(by: -1, catalog: catalog); return []
        case .scrolled(let steps): turnPage(by: steps, catalog: catalog); return []
        case .tick(let now): return tick(now, catalog: catalog)
        case .resized(let size):
            // A ConfigureNotify also reports moves: only a new size lays out again (and ends a press).
            guard size != layout.windowSize else { return [] }
            relayout(size)
            press = nil
            return []
        }
    }

    private mutating func pointerDown(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        if let cell = layout.cell(at: point) {
            switch slot(cell, catalog: catalog) {
            case .delete:
                press = .delete(nextRepeat: time + timings.deleteRepeatDelay)
                return [.deleteBackward]
            case .emotion(let index):
                let hasVariants = !emotions(inTab: tabIndex, catalog: catalog)[index].variants.isEmpty
                press = .grid(GridPress(cell: cell, start: point, time: time, heldSince: time, hasVariants: hasVariants))
            case .empty:
                press = .grid(GridPress(cell: nil, start: point, time: time, heldSince: time, hasVariants: false))
            }
            return []
        }
        press = .inert
        if let tab = layout.tab(at: point, count: catalog.tabs.count) {
            selectTab(tab, catalog: catalog)
        } else if let page = layout.page(at: point, pages: pageCount(catalog: catalog)) {
            setPage(page, catalog: catalog)
        }
        return []
    }

    private mutating func pointerMoved(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        switch press {
        case .grid(var grid):
            let dx = point.x - grid.start.x
            let dy = point.y - grid.start.y
            if time - grid.time <= timings.swipeWindow, abs(dx) >= layout.cellSide, abs(dx) > 2 * abs(dy) {
                press = .swipe(start: grid.start)
                return []
            }
            let hit = layout.cell(at: point)
            if let hit, hit == grid.cell {
                // Back on the magnified cell after leaving it: holding still starts again from now.
                if !grid.onCell { grid.heldSince = time }
                grid.onCell = true
            } else if let hit, case .emotion(let index) = slot(hit, catalog: catalog) {
                grid.cell = hit
                grid.onCell = true
                grid.heldSince = time
                grid.hasVariants = !emotions(inTab: tabIndex, catalog: catalog)[index].variants.isEmpty
            } else {
                // The magnifier stays on the last emotion, but a long press needs the pointer on it.
                grid.onCell = false
            }
            press = .grid(grid)
            return []
        case .variants(let cell, _):
            guard let choice = variantChoice(catalog: catalog),
                  let index = layout.variant(at: point, count: choice.options.count, cell: cell) else { return [] }
            press = .variants(cell: cell, chosen: index)
        case .delete:
            if layout.cell(at: point) != paging.deleteCell { press = .inert }
        case .swipe, .inert, nil:
            break
        }
        return []
    }

    private mutating func pointerUp(_ point: Point, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        defer { press = nil }
        switch press {
        case .grid:
            guard let cell = layout.cell(at: point), let emotion = emotion(atCell: cell, catalog: catalog) else { return [] }
            return insert(emotion)
        case .variants(let cell, let chosen):
            guard let choice = variantChoice(catalog: catalog),
                  layout.variant(at: point, count: choice.options.count, cell: cell) != nil || layout.cellRect(cell).contains(point) else { return [] }
            return insert(choice.options[chosen])
        case .swipe(let start):
            let dx = point.x - start.x
            if abs(dx) >= layout.cellSide { turnPage(by: dx < 0 ? 1 : -1, catalog: catalog) }
            return []
        case .delete, .inert, nil:
            return []
        }
    }

    private mutating func insert(_ emotion: Emotion) -> [KeyboardEffect] {
        recents.record(emotion.text)
        return [.insert(emotion), .saveRecents]
    }

    private mutating func tick(_ now: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        if case .grid(let grid) = press, grid.hasVariants, grid.onCell, let cell = grid.cell, now >= grid.heldSince + timings.longPress {
            press = .variants(cell: cell, chosen: 0)
            return []
        }
        guard case .delete(let next) = press, now >= next else { return [] }
        let due = (now - next) / timings.deleteRepeatInterval + 1
        let following = next + due * timings.deleteRepeatInterval
        press = .delete(nextRepeat: following)
        return Array(repeating: .deleteBackward, count: due)
    }

    private mutating func selectTab(_ index: Int, catalog: KeyboardCatalog) {
        guard catalog.tabs.indices.contains(index) else { return }
        tabIndex = index
        if catalog.tabs[index].kind == .recent { shownRecents = recents.texts }
    }

    /// After the catalog changed, keeps open the tab that was open (found by its id; else the same place, within the
    /// tabs there are now). O(tabs).
    mutating func keepTab(previousTabIDs: [String], catalog: KeyboardCatalog) {
        guard !catalog.tabs.isEmpty else { return }
        let id: String? = previousTabIDs.indices.contains(tabIndex) ? previousTabIDs[tabIndex] : nil
        tabIndex = catalog.tabs.firstIndex { $0.id == id } ?? min(tabIndex, catalog.tabs.count - 1)
    }

    private mutating func turnPage(by steps: Int, catalog: KeyboardCatalog) {
        setPage(currentPage(catalog: catalog) + steps, catalog: catalog)
    }

    private mutating func setPage(_ page: Int, catalog: KeyboardCatalog) {
        guard catalog.tabs.indices.contains(tabIndex) else { return }
        pages[catalog.tabs[tabIndex].id] = min(max(0, page), pageCount(catalog: catalog) - 1)
    }
}
