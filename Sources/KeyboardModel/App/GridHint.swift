/// What an empty grid says instead of emotions; the renderer words it in the UI's language.
public enum GridHint: Hashable, Sendable {
    /// Search is open with nothing typed yet.
    case searchPrompt
    /// The index is being built for the query typed.
    case preparingSearch
    /// The query found nothing.
    case nothingFound(query: String)
    /// Nothing pinned (only the ➕ cell): how to pin, and how to add a sticker of one's own.
    case noFavourites
    case noRecents
    /// A pack tab with no sticker: its problems (the first, worded by `UIWords.packProblem`), or none when it had none.
    case emptyPack(problem: String?)
    /// My stickers holds no sticker (only its ➕ cell): how to add one.
    case emptyOwnStickers
}

extension AppState {
    /// The hint of an empty grid: search waiting for a word, for its index, or finding nothing; no favourites or no
    /// recents yet. `nil` when the grid shows emotions.
    public func gridHint(catalog: KeyboardCatalog) -> GridHint? {
        if let search = keyboard.search {
            guard search.results.isEmpty else { return nil }
            if search.query.allSatisfy(\.isWhitespace) { return .searchPrompt }
            return search.answered ? .nothingFound(query: search.query) : .preparingSearch
        }
        guard catalog.tabs.indices.contains(keyboard.tabIndex) else { return nil }
        if catalog.tabs[keyboard.tabIndex].isOwnStickers {
            return catalog.tabs[keyboard.tabIndex].emotions.isEmpty ? .emptyOwnStickers : nil
        }
        if catalog.tabs[keyboard.tabIndex].kind == .favourites {
            return keyboard.recents.favourites.isEmpty ? .noFavourites : nil
        }
        guard keyboard.shownEmotions(catalog: catalog).isEmpty else { return nil }
        switch catalog.tabs[keyboard.tabIndex].kind {
        case .favourites: return .noFavourites
        case .recent: return .noRecents
        case .pack:
            let title = catalog.tabs[keyboard.tabIndex].title
            let problems = catalog.problems(ofPack: title)
            return .emptyPack(
                problem: problems.first.map { UIWords(uiLanguage).packProblem($0, count: problems.count) })
        default: return nil
        }
    }

    /// The status line: the variant chosen in an open picker, else the named control, else the hovered or focused
    /// emotion (named in the user's language, `names`); controls and hints are worded in `uiLanguage`.
    public func statusLine(catalog: KeyboardCatalog) -> StatusLine? {
        let words = UIWords(uiLanguage)
        if keyboard.variantChoice(catalog: catalog) == nil, let control = namedControl {
            let status = words.status(
                of: control, catalog: catalog, mode: mode, pages: keyboard.pageCount(catalog: catalog))
            if !status.name.isEmpty {
                if case .page = control { return StatusLine(name: status.name, hint: status.hint, besidePages: true) }
                return StatusLine(name: status.name, hint: status.hint)
            }
        }
        if layer == .letters, !isSearching, letters.page == .letters, !LettersLayout.typesLetters(keymap) {
            return StatusLine(name: words.lettersWithoutKeymap)
        }
        guard layer == .emotions else { return nil }
        return keyboard.statusLine(catalog: catalog, gridFocused: gridHasKeyFocus, words: words) { [names] in
            names.name(of: $0)
        }
    }
}
