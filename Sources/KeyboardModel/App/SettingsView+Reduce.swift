/// The settings view's own reducer: it changes nothing but the view, and asks the window (`SettingsViewEffect`) for
/// what lies outside it. `AppState` routes it the keys and presses it takes and performs what it asks.
extension SettingsView {
    /// Applies `action` with `visible` rows shown.
    public mutating func reduce(_ action: SettingsViewAction, visible: Int) -> [SettingsViewEffect] {
        switch action {
        case .key(let key, let shift):
            return keyPressed(key, shift: shift, visible: visible)
        case .pressed(let row, let part):
            focus(row, visible: visible)
            switch part {
            case .name: return []
            case .decrease: return change(steps: -1)
            case .value, .increase: return change(steps: 1)
            }
        case .scrolled(let steps):
            scroll(steps, visible: visible)
        case .notSaved(let key, let reason, let running):
            saveFailed(key: key, reason: reason, running: running)
        case .reconfigured(let running):
            configuration = running
        case .laidOut:
            scroll(0, visible: visible)
        }
        return []
    }

    /// Up, Down and Tab move between rows, Left, Right and Enter change a value, digits type a number, Escape drops
    /// the digits typed or closes.
    private mutating func keyPressed(_ key: Key, shift: Bool, visible: Int) -> [SettingsViewEffect] {
        switch key {
        case .escape where entry != nil: entry = nil
        case .escape, .control(","): return [.close]
        case .up: moveFocus(-1, visible: visible)
        case .down: moveFocus(1, visible: visible)
        case .tab: moveFocus(shift ? -1 : 1, visible: visible)
        case .home: focus(Self.rows[0], visible: visible)
        case .end: focus(Self.rows[Self.rows.count - 1], visible: visible)
        case .left: return change(steps: -1)
        case .right: return change(steps: 1)
        case .enter:
            // Four digits at most: always a number.
            guard let typed = entry else { return change(steps: 1) }
            return saving(change(focusedRow, to: .integer(Int(typed) ?? 0)))
        case .backspace: deleteDigit()
        case .text(let text):
            for character in text where character.isASCII && character.isNumber { type(character) }
        default: break
        }
        return []
    }

    /// The focused row's next value, `steps` away, or the packs folder opened.
    private mutating func change(steps: Int) -> [SettingsViewEffect] {
        guard focusedRow != .packsFolder else { return [.openPacksFolder] }
        guard let value = focusedRow.value(steps, from: configuration) else { return [] }
        return saving(change(focusedRow, to: value))
    }

    private func saving(_ change: (key: String, literal: String)?) -> [SettingsViewEffect] {
        change.map { [.save(key: $0.key, literal: $0.literal)] } ?? []
    }
}
