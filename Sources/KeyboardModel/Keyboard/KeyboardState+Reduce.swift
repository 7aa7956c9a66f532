extension KeyboardState {
    /// Applies `action` and returns what the shell must do; the only way the keyboard state changes.
    public mutating func reduce(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        switch action {
        case .pointerDown(let point, let time): return pointerDown(point, time: time, catalog: catalog)
        case .pointerMoved(let point, let time): pointerMoved(point, time: time, catalog: catalog); return []
        case .pointerUp(let point, _): return pointerUp(point, catalog: catalog)
        case .tabTapped(let index): selectTab(index, catalog: catalog); return []
        case .nextPage: turnPage(by: 1, catalog: catalog); return []
        case .previousPage: turnPage(by: -1, catalog: catalog); return []
        case .scrolled(let steps): turnPage(by: steps, catalog: catalog); return []
        case .tick(let now): return tick(now)
        case .resized(let size):
            relayout(size)
            press = nil
            return []
        }
    }

    private mutating func pointerDown(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        if let cell = layout.cell(at: point) {
            switch slot(cell, catalog: catalog) {
            case .delete:
                let next = time + Self.deleteRepeatDelay
                press = .delete(nextRepeat: next)
                return [.deleteBackward, .wake(at: next)]
            case .emotion:
                press = .grid(cell: cell, start: point, time: time)
            case .empty:
                press = .grid(cell: nil, start: point, time: time)
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

    private mutating func pointerMoved(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) {
        switch press {
        case .grid(let cell, let start, let pressTime):
            let dx = point.x - start.x
            let dy = point.y - start.y
            if time - pressTime <= Self.swipeWindow, abs(dx) >= layout.cellSide, abs(dx) > 2 * abs(dy) {
                press = .swipe(start: start)
                return
            }
            if let hit = layout.cell(at: point), case .emotion = slot(hit, catalog: catalog) {
                press = .grid(cell: hit, start: start, time: pressTime)
            } else {
                press = .grid(cell: cell, start: start, time: pressTime)
            }
        case .delete:
            if layout.cell(at: point) != paging.deleteCell { press = .inert }
        case .swipe, .inert, nil:
            break
        }
    }

    private mutating func pointerUp(_ point: Point, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        defer { press = nil }
        switch press {
        case .grid:
            guard let cell = layout.cell(at: point), let emotion = emotion(atCell: cell, catalog: catalog) else { return [] }
            recents.record(emotion.text)
            return [.insert(emotion), .saveRecents]
        case .swipe(let start):
            let dx = point.x - start.x
            if abs(dx) >= layout.cellSide { turnPage(by: dx < 0 ? 1 : -1, catalog: catalog) }
            return []
        case .delete, .inert, nil:
            return []
        }
    }

    private mutating func tick(_ now: Milliseconds) -> [KeyboardEffect] {
        guard case .delete(let next) = press, now >= next else { return [] }
        let due = (now - next) / Self.deleteRepeatInterval + 1
        let following = next + due * Self.deleteRepeatInterval
        press = .delete(nextRepeat: following)
        return Array(repeating: .deleteBackward, count: due) + [.wake(at: following)]
    }

    private mutating func selectTab(_ index: Int, catalog: KeyboardCatalog) {
        guard catalog.tabs.indices.contains(index) else { return }
        tabIndex = index
    }

    private mutating func turnPage(by steps: Int, catalog: KeyboardCatalog) {
        setPage(currentPage(catalog: catalog) + steps, catalog: catalog)
    }

    private mutating func setPage(_ page: Int, catalog: KeyboardCatalog) {
        guard catalog.tabs.indices.contains(tabIndex) else { return }
        pages[catalog.tabs[tabIndex].id] = min(max(0, page), pageCount(catalog: catalog) - 1)
    }
}
