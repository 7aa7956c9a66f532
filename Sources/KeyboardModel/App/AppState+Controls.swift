/// Which control the pointer is on, and which one the status line names.
extension AppState {
    /// The control under `point`, `nil` over the grid, the text fields and empty space. The open tone menu covers the
    /// rest of the window. O(log tabs).
    public func control(at point: Point, catalog: KeyboardCatalog) -> Control? {
        if keyboard.toneMenuOpen {
            return layout.toneMenu.option(at: point).map { .toneOption(SkinTone.allCases[$0]) }
        }
        if keyboard.hasPopup || isUnderSettings(point) { return nil }
        if layout.sendButton.contains(point) { return .send }
        if layout.modeButton.contains(point) { return .mode }
        if layout.layerButton.contains(point) { return .layerSwitch }
        if isOnLetters(point) {
            let layout = lettersLayout
            return layout.key(at: point).map { .letterKey(layout.keys[$0].key, label: label(of: layout.keys[$0].key)) }
        }
        if layout.searchButton.contains(point) { return .search }
        if layout.settingsButton.contains(point) { return .settings }
        if layout.toneButton.contains(point) { return isSearching ? .closeSearch : .tone }
        if layout.tabBar.contains(point) {
            guard !isSearching else { return nil }
            let strip = keyboard.tabStrip(catalog: catalog)
            if strip.backArrow?.contains(point) == true { return .backArrow }
            if strip.forwardArrow?.contains(point) == true { return .forwardArrow }
            return strip.tab(at: point, scroll: keyboard.tabScroll).map(Control.tab)
        }
        let pages = keyboard.pageCount(catalog: catalog)
        guard pages > 1 else { return nil }
        return layout.page(at: point, pages: pages).map(Control.page)
    }

    /// The control named after `action`: the one under the pointer, the tab or page the keys just opened, the mode
    /// the mode key switched to; a press held on the grid, the pointer leaving and any other key name none.
    func controlNamed(after action: AppAction, catalog: KeyboardCatalog) -> Control? {
        switch action {
        case .pointerMoved(let point, _), .pointerDown(let point, _), .pointerUp(let point, _):
            if selectingText || (keyboard.press != nil && keyboard.press != .inert) || letters.press != nil {
                return nil
            }
            return control(at: point, catalog: catalog)
        case .key where layer == .letters && keyOwner == .grid && letters.focused != nil:
            // The ring on a key of the letters: the status line names it, as the pointer's hover does.
            let keys = lettersLayout.keys
            guard let focused = letters.focused, keys.indices.contains(focused) else { return nil }
            return .letterKey(keys[focused].key, label: label(of: keys[focused].key))
        case .key(.tab, _, _): return .tab(keyboard.tabIndex)
        case .key(.pageUp, _, _), .key(.pageDown, _, _): return .page(keyboard.currentPage(catalog: catalog))
        case .key(.control("f"), _, _): return isSearching ? .search : nil
        case .modeToggled: return .mode
        case .key, .pointerLeft, .resized, .catalogJoined(.userPacks, .some): return nil
        case .scrolled(_, let point, _): return control(at: point, catalog: catalog)
        default: return namedControl
        }
    }
}
