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

extension AppState {
    /// Whether this state, reduced from `earlier` by a pointer motion, draws the frame `earlier` drew: the two are
    /// equal but for the clock and the held pointer's place (no frame shows it), and the clock has not reached
    /// `earlier`'s next deadline (a blink, an animation's next frame), before which nothing drawn changes by itself.
    /// Most motions of a drag stay in one cell and change nothing else. O(fields): what the two share (the composer's
    /// chunks, the recents) compares by identity.
    public func drawsAsBefore(_ earlier: AppState) -> Bool {
        guard now < earlier.nextDeadline else { return false }
        var same = earlier
        same.now = now
        same.heldPointer = heldPointer
        return same == self
    }
}
