extension KeycodePlanner {
    // MARK: Chords

    /// Plans pressing `chord`: on the layout's own key for its keysym; for a target that matches shortcuts by
    /// position, on the key where a US layout has the letter; or on a spare keycode bound to the keysym and its
    /// shifted keysym (a layout with no Latin letters has no `v` for Ctrl+V: Russian, Greek, Arabic). `nil` when no
    /// key has it and no spare keycode is free now. O(spare keycodes).
    public mutating func plan(_ chord: KeyChord, now: Milliseconds) -> TypingPlan? {
        let onKey = { KeyPress(keycode: $0, shifted: chord.shifted, modifiers: chord.modifiers) }
        let ownKey = layout[chord.keysym].flatMap { $0.shifted ? nil : $0.keycode }
        let keyAtPosition =
            matchesShortcutsByPosition ? LatinKeyPosition.name(of: chord.keysym).flatMap { keysByName[$0] } : nil
        if let code = ownKey ?? keyAtPosition {
            return TypingPlan(keymapChange: [:], presses: [onKey(code)], remaining: [])
        }
        var change: [UInt8: [UInt]] = [:]
        let pair = [chord.keysym, chord.shiftedKeysym]
        let bound = bindings.first { $0.value.keysyms == pair }?.key
        if bound == nil {
            guard let code = freeKeycodes(now: now, keeping: []).first else { return nil }
            change[code] = pair
            bindings[code] = KeycodeBinding(keysyms: pair, lastUsed: now)
        }
        guard let code = bound ?? change.keys.first else { return nil }
        bindings[code]?.lastUsed = now
        return TypingPlan(keymapChange: change, presses: [onKey(code)], remaining: [])
    }

    /// Whether the target matches a shortcut under a layout without its letter by the key's position, not by a
    /// keysym bound to a spare keycode, which it ignores: Chromium, whose own layout engine reads the keymap on
    /// another X connection, so a process with other connections is taken for it. GTK, Qt, Firefox and Emacs have
    /// one each, and GTK and Qt take the bound keysym, not the position (measured under `setxkbmap ru`).
    var matchesShortcutsByPosition: Bool { target.hasOtherConnections }
}
