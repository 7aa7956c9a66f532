/// The keysyms of the server's keymap in the active group, levels 1 to 4 (Shift, AltGr, AltGr+Shift) of every
/// keycode: what the letters layer labels its keys with and which key types a character. The shell reads it at start
/// and whenever the keymap or the group changes.
public struct LetterKeymap: Hashable, Sendable {
    /// Keysyms by keycode; each entry holds 4 levels, 0 for none.
    public private(set) var keysyms: [UInt8: [UInt32]]
    /// The XKB group they were read for.
    public let group: Int

    public init(group: Int = 0, keysyms: [UInt8: [UInt32]] = [:]) {
        self.group = group
        self.keysyms = keysyms.mapValues { Array(($0 + [0, 0, 0, 0]).prefix(4)) }
    }

    /// The keysym of `keycode` at `level` (0 to 3); a level the key lacks falls back as XKB's one-level keys do.
    public func keysym(_ keycode: UInt8, level: Int) -> UInt32 {
        guard let levels = keysyms[keycode] else { return 0 }
        let symbol = levels[min(max(0, level), 3)]
        if symbol == 0, level == 1 { return levels[0] }
        return symbol
    }

    /// What `keycode` types at `level`, if it types text.
    public func text(_ keycode: UInt8, level: Int) -> String? {
        KeysymText.text(for: keysym(keycode, level: level))
    }

    /// Whether `keycode` types a letter on its first level (ü on German's AD11, ù on French's AC11).
    public func isLetter(_ keycode: UInt8) -> Bool {
        guard let text = text(keycode, level: 0), let scalar = text.unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic
    }

    /// The key and levels that type `text`, the lowest keycode and level first; `nil` when no key types it.
    /// O(keycodes).
    public func press(typing text: String) -> KeyPress? {
        for level in 0...3 {
            for keycode in keysyms.keys.sorted()
            where keysyms[keycode]?[level] != 0 && self.text(keycode, level: level) == text {
                return KeyPress(keycode: keycode, shifted: level % 2 == 1, modifiers: level >= 2 ? .altGr : [])
            }
        }
        return nil
    }

    /// The keycode of `keysym` at level 1 (Return, BackSpace, space), if any.
    public func keycode(of keysym: UInt32) -> UInt8? {
        keysyms.keys.sorted().first { keysyms[$0]?[0] == keysym }
    }
}
