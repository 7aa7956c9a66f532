extension KeyboardState {
    /// Applies `action` and returns what the shell must do; the only way the keyboard state changes.
    public mutating func reduce(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        switch action {
        case .pointerDown(let point, let time): return pointerDown(point, time: time, catalog: catalog)
        case .pointerMoved(let point, let time): return pointerMoved(point, time: time, catalog: catalog)
        case .pointerUp(let point, _): return pointerUp(point, catalog: catalog)
        case .pointerLeft:
            hoveredCell = nil
            hoveredTab = nil
            return []
        case .secondaryClick(let point):
            guard press == nil, let cell = cellGrid.cell(at: point) else { return [] }
            if openStickerMenu(cell: cell, catalog: catalog) { return [] }
            return togglePin(cell: cell, catalog: catalog)
        case .tabTapped(let index):
            selectTab(index, catalog: catalog)
            return []
        case .nextPage:
            turnPage(by: 1, catalog: catalog)
            return []
        case .previousPage:
            turnPage(by: -1, catalog: catalog)
            return []
        case .firstPage:
            setPage(0, catalog: catalog)
            return []
        case .lastPage:
            setPage(pageCount(catalog: catalog) - 1, catalog: catalog)
            return []
        case .nextTab:
            selectTab((tabIndex + 1) % max(1, catalog.tabs.count), catalog: catalog)
            return []
        case .previousTab:
            selectTab((tabIndex + catalog.tabs.count - 1) % max(1, catalog.tabs.count), catalog: catalog)
            return []
        case .scrolled(let steps, let point):
            let strip = tabStrip(catalog: catalog)
            if let point, search == nil, layout.tabBar.contains(point), strip.scrolls {
                tabScroll = strip.scrolled(tabScroll, by: steps, step: layout.minimumTabWidth)
            } else {
                turnPage(by: steps, catalog: catalog)
            }
            return []
        case .focusEntered:
            if focusedCell == nil { focusedCell = 0 }
            focusedCell = focusableCell(near: focusedCell ?? 0, forward: false, catalog: catalog)
            return []
        case .arrow(let rowStep, let columnStep):
            return arrow(rowStep: rowStep, columnStep: columnStep, catalog: catalog)
        case .activate: return activate(catalog: catalog)
        case .openVariants:
            openVariants(catalog: catalog)
            return []
        case .togglePin:
            guard let cell = hoveredCell ?? focusedCell else { return [] }
            return togglePin(cell: cell, catalog: catalog)
        case .dismiss:
            picker = nil
            toneMenuOpen = false
            return []
        case .tick(let now): return tick(now, catalog: catalog)
        case .resized(let size):
            // A ConfigureNotify also reports moves: only a new size lays out again (and ends a press).
            guard size != layout.windowSize else { return [] }
            relayout(size)
            press = nil
            picker = nil
            hoveredCell = nil
            if let focusedCell {
                self.focusedCell = focusableCell(
                    near: min(focusedCell, cellGrid.count - 1), forward: false, catalog: catalog)
            }
            tabScroll = tabStrip(catalog: catalog).revealing(tabIndex, from: tabScroll)
            return []
        }
    }

    /// Whether a popup (the skin-tone picker or the tone menu) is open, which Escape closes first.
    public var hasPopup: Bool {
        if case .variants = press { return true }
        return picker != nil || toneMenuOpen
    }

    private mutating func pointerDown(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect]
    {
        hoveredCell = nil
        hoveredTab = nil
        if toneMenuOpen {
            toneMenuOpen = false
            press = .inert
            guard let option = layout.toneMenu.option(at: point) else { return [] }
            skinTone = SkinTone.allCases[option]
            return [.saveDefaultTone(skinTone)]
        }
        if let choice = variantChoice(catalog: catalog), picker != nil {
            picker = nil
            press = .inert
            guard let option = choice.popup.option(at: point) else { return [] }
            return pick(option, of: choice)
        }
        let grid = cellGrid
        if let cell = grid.cell(at: point) {
            focusedCell = focusableCell(near: cell, forward: false, catalog: catalog)
            switch slot(cell, catalog: catalog) {
            case .delete:
                press = .delete(nextRepeat: time + timings.deleteRepeatDelay)
                return [.deleteBackward]
            case .emotion:
                let hasVariants = !(baseEmotion(atCell: cell, catalog: catalog)?.variants.isEmpty ?? true)
                press = .grid(
                    GridPress(cell: cell, start: point, time: time, heldSince: time, hasVariants: hasVariants))
            case .empty:
                press = .grid(GridPress(cell: nil, start: point, time: time, heldSince: time, hasVariants: false))
            }
            return []
        }
        press = .inert
        if search == nil, layout.toneButton.contains(point) {
            toneMenuOpen = true
        } else if search == nil, layout.tabBar.contains(point) {
            tapTabStrip(at: point, catalog: catalog)
        } else if let page = layout.page(at: point, pages: pageCount(catalog: catalog)) {
            setPage(page, catalog: catalog)
        }
        return []
    }

    private mutating func pointerMoved(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect]
    {
        let grid = cellGrid
        switch press {
        case .grid(var pressed):
            let dx = point.x - pressed.start.x
            let dy = point.y - pressed.start.y
            if time - pressed.time <= timings.swipeWindow, abs(dx) >= layout.cellSide, abs(dx) > 2 * abs(dy) {
                press = .swipe(start: pressed.start)
                return []
            }
            let hit = grid.cell(at: point)
            if let hit, hit == pressed.cell {
                // Back on the magnified cell after leaving it: holding still starts again from now.
                if !pressed.onCell { pressed.heldSince = time }
                pressed.onCell = true
            } else if let hit, let base = baseEmotion(atCell: hit, catalog: catalog) {
                pressed.cell = hit
                pressed.onCell = true
                pressed.heldSince = time
                pressed.hasVariants = !base.variants.isEmpty
            } else {
                // The magnifier stays on the last emotion, but a long press needs the pointer on it.
                pressed.onCell = false
            }
            press = .grid(pressed)
        case .variants(let cell, _):
            guard let choice = variantChoice(catalog: catalog), let index = choice.popup.option(at: point) else {
                return []
            }
            press = .variants(cell: cell, chosen: index)
        case .delete:
            if grid.cell(at: point) != paging.deleteCell { press = .inert }
        case nil:
            // A sticker's menu follows the pointer, so the status line names the option under it before the click.
            if picker?.stickerMenu != nil, let index = variantChoice(catalog: catalog)?.popup.option(at: point) {
                picker?.chosen = index
            }
            hoveredCell = grid.cell(at: point).flatMap { slot($0, catalog: catalog) == .empty ? nil : $0 }
            hoveredTab =
                search == nil && layout.tabBar.contains(point)
                ? tabStrip(catalog: catalog).tab(at: point, scroll: tabScroll) : nil
        case .swipe, .inert:
            break
        }
        return []
    }

    private mutating func pointerUp(_ point: Point, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        defer { press = nil }
        switch press {
        case .grid:
            guard let cell = cellGrid.cell(at: point), let emotion = emotion(atCell: cell, catalog: catalog) else {
                return []
            }
            return insert(emotion)
        case .variants(let cell, let chosen):
            guard let choice = variantChoice(catalog: catalog),
                choice.popup.option(at: point) != nil || cellGrid.rect(cell).contains(point)
            else { return [] }
            return pick(chosen, of: choice)
        case .swipe(let start):
            let dx = point.x - start.x
            if abs(dx) >= layout.cellSide { flick(by: dx < 0 ? 1 : -1, catalog: catalog) }
            return []
        case .delete, .inert, nil:
            return []
        }
    }

    mutating func insert(_ emotion: Emotion) -> [KeyboardEffect] {
        if emotion == OwnStickerCommand.addCell { return [.ownSticker(.add, code: nil)] }
        recents.record(emotion.text)
        return [.insert(emotion), .saveRecents]
    }

    /// Inserts option `index` of an open picker and remembers it as the tone of its emoji.
    mutating func pick(_ index: Int, of choice: VariantChoice) -> [KeyboardEffect] {
        guard choice.options.indices.contains(index) else { return [] }
        if let code = choice.stickerMenu {
            let command = OwnStickerCommand.menu[index]
            guard command != .pin else {
                recents.togglePin(code)
                return [.saveRecents]
            }
            return [.ownSticker(command, code: code)]
        }
        recents.rememberTone(base: choice.options[0].text, chosen: choice.options[index].text)
        return insert(choice.options[index])
    }

    private mutating func tick(_ now: Milliseconds, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        if case .grid(let grid) = press, grid.hasVariants, grid.onCell, let cell = grid.cell,
            now >= grid.heldSince + timings.longPress
        {
            let chosen = variantIndexShown(atCell: cell, catalog: catalog)
            press = .variants(cell: cell, chosen: chosen)
            return []
        }
        guard case .delete(let next) = press, now >= next else { return [] }
        let due = (now - next) / timings.deleteRepeatInterval + 1
        let following = next + due * timings.deleteRepeatInterval
        press = .delete(nextRepeat: following)
        return Array(repeating: .deleteBackward, count: due)
    }

    /// Which option of its picker the emoji in `cell` shows now (0, the base, when it shows no tone).
    func variantIndexShown(atCell cell: Int, catalog: KeyboardCatalog) -> Int {
        guard let base = baseEmotion(atCell: cell, catalog: catalog) else { return 0 }
        let shown = toned(base)
        return base.variants.firstIndex(of: shown).map { $0 + 1 } ?? 0
    }

    /// Opens the menu of the sticker of My stickers in `cell` (a right click, Shift+Enter); `false` for any other cell.
    mutating func openStickerMenu(cell: Int, catalog: KeyboardCatalog) -> Bool {
        guard let code = ownStickerCode(atCell: cell, catalog: catalog) else { return false }
        focusedCell = cell
        picker = Picker(cell: cell, chosen: 0, stickerMenu: code)
        return true
    }

    private mutating func togglePin(cell: Int, catalog: KeyboardCatalog) -> [KeyboardEffect] {
        guard let emotion = emotion(atCell: cell, catalog: catalog), OwnStickerCommand.command(for: emotion) == nil
        else { return [] }
        recents.togglePin(emotion.text)
        if catalog.tabs.indices.contains(tabIndex), catalog.tabs[tabIndex].kind == .favourites {
            tabIsWide = Self.preferWideCells(emotions(inTab: tabIndex, catalog: catalog))
        }
        return [.saveRecents]
    }

    /// After the catalog changed, keeps open the tab that was open (found by its id; else the same place, within the
    /// tabs there are now), and the tab strip and cells in step with it. O(tabs).
    mutating func keepTab(previousTabIDs: [String], catalog: KeyboardCatalog) {
        guard !catalog.tabs.isEmpty else { return }
        let id: String? = previousTabIDs.indices.contains(tabIndex) ? previousTabIDs[tabIndex] : nil
        let index = catalog.tabs.firstIndex { $0.id == id } ?? min(tabIndex, catalog.tabs.count - 1)
        let focused = focusedCell
        selectTab(index, catalog: catalog)
        focusedCell = focused.map { focusableCell(near: $0, forward: false, catalog: catalog) }
    }
}
