/// The settings view: opened with the ⚙ button or Ctrl+comma, it takes every key while open (Up, Down and Tab move
/// between rows, Left, Right and Enter change a value, digits type a number, Escape closes) and the pointer over it.
/// A value the settings table accepts is written to the settings file (`.saveSetting`), which the window then reads
/// again like any edit; one it refuses stays out of the file, the reason shown.
extension AppState {
    /// The settings view's rectangles in the current layout.
    public var settingsPanel: SettingsPanel { SettingsPanel(layout: layout) }

    /// Whether `point` lies under the open settings view, which takes every press there.
    func isUnderSettings(_ point: Point) -> Bool { settings != nil && settingsPanel.frame.contains(point) }

    mutating func toggleSettings(catalog: KeyboardCatalog) -> [AppEffect] {
        settings == nil ? openSettings(catalog: catalog) : closeSettings()
    }

    mutating func openSettings(catalog: KeyboardCatalog) -> [AppEffect] {
        var effects = closeSearch(catalog: catalog)
        if keyboard.hasPopup { effects += keyboardAction(.dismiss, catalog: catalog) }
        endPresses()
        settings = SettingsView(configuration: configuration)
        // Direct mode never takes the focus: the view's keys need the keyboard, as the search field's do.
        return effects + grabKeyboard()
    }

    mutating func closeSettings() -> [AppEffect] {
        settings = nil
        return releaseKeyboard()
    }

    /// Routes `action` to the open settings view's reducer and performs what it asks: a write, the packs folder
    /// opened, the view closed.
    mutating func settingsView(_ action: SettingsViewAction) -> [AppEffect] {
        guard var view = settings else { return [] }
        let asked = view.reduce(action, visible: settingsPanel.visibleRows)
        settings = view
        return asked.flatMap { effect -> [AppEffect] in
            switch effect {
            case .save(let key, let literal): [.saveSetting(key: key, literal: literal)]
            case .openPacksFolder: packsFolder.map { [.openFolder($0)] } ?? []
            case .close: closeSettings()
            }
        }
    }

    /// A press while the view is open, or on the ⚙ button; `nil` for a press the rest of the window handles. One on
    /// the tab bar closes the view and goes on to what it is on (search, a tab, the tone button).
    mutating func settingsPressed(at point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [AppEffect]? {
        if !isSearching, layer == .emotions, layout.settingsButton.contains(point) {
            return toggleSettings(catalog: catalog)
        }
        guard let view = settings else { return nil }
        let panel = settingsPanel
        guard panel.frame.contains(point) else {
            let released = closeSettings()
            if layout.searchButton.contains(point) { return released + openSearch(catalog: catalog) }
            return released + keyboardAction(.pointerDown(point, time: time), catalog: catalog)
        }
        guard let (row, part) = panel.hit(point, firstRow: view.firstRow) else { return [] }
        return settingsView(.pressed(row, part))
    }

    /// A value the view (or the tone strip, or the ABC key) chose was not written: the open view shows the settings as
    /// they run again and says why; with the view closed a notice says it.
    mutating func settingNotSaved(key: String, reason: String) -> [AppEffect] {
        guard settings == nil else { return settingsView(.notSaved(key: key, reason: reason, running: configuration)) }
        notice = Notice(kind: .settingNotSaved(key: key, reason: reason), until: now + Notice.duration)
        return []
    }
}
