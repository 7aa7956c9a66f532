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

    /// Every key while the view is open.
    mutating func settingsKey(_ key: Key, shift: Bool) -> [AppEffect] {
        guard var view = settings else { return [] }
        let visible = settingsPanel.visibleRows
        var effects: [AppEffect] = []
        switch key {
        case .escape where view.entry != nil: view.entry = nil
        case .escape, .control(","): return closeSettings()
        case .up: view.moveFocus(-1, visible: visible)
        case .down: view.moveFocus(1, visible: visible)
        case .tab: view.moveFocus(shift ? -1 : 1, visible: visible)
        case .home: view.focus(SettingsView.rows[0], visible: visible)
        case .end: view.focus(SettingsView.rows[SettingsView.rows.count - 1], visible: visible)
        case .left: effects = change(&view, steps: -1)
        case .right: effects = change(&view, steps: 1)
        case .enter:
            if let typed = view.entry {
                // Four digits at most: always a number.
                effects = save(view.change(view.focusedRow, to: .integer(Int(typed) ?? 0)))
            } else {
                effects = change(&view, steps: 1)
            }
        case .backspace: view.deleteDigit()
        case .text(let text):
            for character in text where character.isASCII && character.isNumber { view.type(character) }
        default: break
        }
        settings = view
        return effects
    }

    /// A press while the view is open, or on the ⚙ button; `nil` for a press the rest of the window handles. One on
    /// the tab bar closes the view and goes on to what it is on (search, a tab, the tone button).
    mutating func settingsPressed(at point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [AppEffect]? {
        if !isSearching, layer == .emotions, layout.settingsButton.contains(point) { return toggleSettings(catalog: catalog) }
        guard var view = settings else { return nil }
        let panel = settingsPanel
        guard panel.frame.contains(point) else {
            let released = closeSettings()
            if layout.searchButton.contains(point) { return released + openSearch(catalog: catalog) }
            return released + keyboardAction(.pointerDown(point, time: time), catalog: catalog)
        }
        guard let (row, part) = panel.hit(point, firstRow: view.firstRow) else { return [] }
        view.focus(row, visible: panel.visibleRows)
        let effects: [AppEffect] = switch part {
        case .name: []
        case .decrease: change(&view, steps: -1)
        case .value, .increase: change(&view, steps: 1)
        }
        settings = view
        return effects
    }

    /// A value the view (or the tone strip, or the ABC key) chose was not written: the open view shows the settings as
    /// they run again and says why; with the view closed a notice says it.
    mutating func settingNotSaved(key: String, reason: String) -> [AppEffect] {
        if var view = settings {
            view.saveFailed(key: key, reason: reason, running: configuration)
            settings = view
        } else {
            notice = Notice(kind: .settingNotSaved(key: key, reason: reason), until: now + Notice.duration)
        }
        return []
    }

    /// Keeps the rows filling the panel after the layout changed.
    mutating func keepSettingsRowsInView() {
        guard var view = settings else { return }
        view.scroll(0, visible: settingsPanel.visibleRows)
        settings = view
    }

    /// Left, Right or Enter on the focused row: the next value (`steps` away), or the packs folder opened.
    private func change(_ view: inout SettingsView, steps: Int) -> [AppEffect] {
        guard view.focusedRow != .packsFolder else { return packsFolder.map { [.openFolder($0)] } ?? [] }
        guard let value = view.focusedRow.value(steps, from: view.configuration) else { return [] }
        return save(view.change(view.focusedRow, to: value))
    }

    private func save(_ change: (key: String, literal: String)?) -> [AppEffect] {
        change.map { [.saveSetting(key: $0.key, literal: $0.literal)] } ?? []
    }
}
