/// The search field in the tab bar and its results in the grid.
extension AppState {
    /// Opens search with `typing` in the field (or focuses the open field), the keys going to it. In direct mode the
    /// window never has the focus, so the keyboard is grabbed while the user types.
    mutating func openSearch(typing text: String = "", catalog: KeyboardCatalog) -> [AppEffect] {
        // Search shows its results in the grid: from the letters it opens on the emotions.
        let switched = layer == .letters ? switchLayer() : []
        let opening = !isSearching
        if opening {
            keyFocusBeforeSearch = keyFocus == .search ? (mode == .compose ? .composer : .grid) : keyFocus
            composerRevisionAtSearch = composer.revision
            _ = searchField.reduce(.cleared)
            keyboard.showSearch(query: "", results: [])
        }
        keyFocus = .search
        if !text.isEmpty { _ = searchField.reduce(.inserted(text)) }
        restartCaret()
        return switched + (opening ? searchIndexing.want() : []) + grabKeyboard()
    }

    /// Closes search: the grid shows the tab it showed before and the keys go back where they went, or to the text
    /// field when search put something in it, so that Enter then sends it.
    mutating func closeSearch(catalog: KeyboardCatalog) -> [AppEffect] {
        guard isSearching else { return [] }
        keyboard.closeSearch(catalog: catalog)
        _ = searchField.reduce(.cleared)
        if keyFocus == .search {
            let inserted = !composer.isEmpty && composer.revision != composerRevisionAtSearch
            focus(mode == .compose && inserted ? .composer : keyFocusBeforeSearch, catalog: catalog)
        }
        return releaseKeyboard()
    }

    /// A press on the search button, or on the search field or its close button while search is open; `nil` for any
    /// other point, which the keyboard handles.
    mutating func searchBarPressed(at point: Point, catalog: KeyboardCatalog) -> [AppEffect]? {
        if layout.searchButton.contains(point) { return openSearch(catalog: catalog) }
        guard isSearching else { return nil }
        if layout.toneButton.contains(point) { return closeSearch(catalog: catalog) }
        guard layout.tabBar.contains(point) else { return nil }
        keyFocus = .search
        restartCaret()
        _ = searchField.reduce(.caretPlaced(searchLayout.hit(x: point.x - layout.searchTextArea.x).caret))
        return grabKeyboard()
    }

    /// Searches again when the query changed, or when the index became ready for a query asked before it was.
    /// O(one search) when it did, O(query length) when it did not.
    mutating func updateSearch(_ index: SearchIndex?) {
        let query = searchField.text.plainText
        let answerable = index != nil || searchIndexing.failed
        guard let search = keyboard.search, query != search.query || (!search.answered && answerable) else { return }
        if query.allSatisfy(\.isWhitespace) {
            keyboard.showSearch(query: query, results: [])
        } else if let index {
            let found = index.search(query, usage: keyboard.recents.usage)
            keyboard.showSearch(query: query, results: Array(found), ignoredWords: found.ignoredWords)
        } else if searchIndexing.failed {
            // No index can be had for this catalog: say nothing is found, never "preparing" for good.
            keyboard.showSearch(query: query, results: [])
        } else {
            keyboard.showSearch(query: query, results: nil)
        }
    }

    /// Routes `action` to the search field's reducer and performs what it asks.
    mutating func searchField(_ action: SearchFieldAction, catalog: KeyboardCatalog) -> [AppEffect] {
        searchField.reduce(action).flatMap { effect -> [AppEffect] in
            switch effect {
            case .focusGrid:
                focus(.grid, catalog: catalog)
                return []
            case .insertFirstResult: return insertFirstResult(catalog: catalog)
            case .requestPaste: return [.requestPaste(.clipboard)]
            }
        }
    }

    mutating func grabKeyboard() -> [AppEffect] {
        guard mode == .direct, !keyboardGrabbed else { return [] }
        keyboardGrabbed = true
        return [.grabKeyboard]
    }

    /// Gives the keyboard back to the application, if search had grabbed it.
    mutating func releaseKeyboard() -> [AppEffect] {
        guard keyboardGrabbed else { return [] }
        keyboardGrabbed = false
        return [.releaseKeyboard]
    }
}
