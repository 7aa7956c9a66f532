extension AppState {
    /// What the window shows now, every word in `uiLanguage`. O(cells + tabs + the text in view).
    public func frame(catalog: KeyboardCatalog) -> Frame {
        let words = UIWords(uiLanguage)
        let lettersShow = layer == .letters
        return Frame(
            layout: layout, palette: palette, composer: composerFrame(catalog: catalog, words: words),
            grid: lettersShow
                ? .letters(lettersFrame(in: layout.gridArea)) : .emotions(gridFrame(catalog: catalog, words: words)),
            indicator: indicatorFrame(catalog: catalog, words: words),
            tabBar: lettersShow
                ? .letters(lettersFrame(in: layout.tabBar)) : .tabs(tabBarFrame(catalog: catalog, words: words)),
            popup: popupFrame(catalog: catalog), settings: settings.map { settingsFrame($0, words: words) })
    }
}
