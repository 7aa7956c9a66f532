/// Search results in the grid: what the window's search field found, shown like a tab of their own.
extension KeyboardState {
    /// Opens search (the tab stays selected underneath, to come back to) or changes its query.
    mutating func showSearch(query: String, results: [Emotion]?, ignoredWords: [String] = []) {
        if search == nil { focusedCellBeforeSearch = focusedCell }
        if search?.query != query || search == nil { search = SearchView(query: query, answered: false) }
        if let results {
            search?.results = results
            search?.ignoredWords = ignoredWords
            search?.answered = true
            search?.wide = Self.mostlyLongText(results)
            search?.pageStart = 0
        }
        hoveredCell = nil
        hoveredTab = nil
        picker = nil
        press = nil
        if focusedCell != nil { focusedCell = 0 }
    }

    /// Closes search: the grid shows the tab it showed before, its ring where it was, and the recent tab what was
    /// used meanwhile (search covered it: nothing moves under the pointer).
    mutating func closeSearch(catalog: KeyboardCatalog) {
        search = nil
        shownRecents = recents.texts
        hoveredCell = nil
        picker = nil
        press = nil
        if let ring = focusedCellBeforeSearch ?? focusedCell {
            focusedCell = focusableCell(near: ring, forward: false, catalog: catalog)
        }
        focusedCellBeforeSearch = nil
    }
}
