/// What the letters layer's keys show and where its popups go, from its state and the window around it.
extension LettersState {
    /// Where the keys are now.
    public func layout(in context: LettersContext) -> LettersLayout {
        LettersLayout(layout: context.layout, page: page, keymap: context.keymap)
    }

    /// The level a keycode types at now: Shift (or, for letters, Caps Lock) the second, AltGr the third and fourth.
    public func level(of keycode: UInt8, keymap: LetterKeymap) -> Int {
        let shifted =
            switch shift {
            case .off: false
            case .once: true
            case .locked: keymap.isLetter(keycode)
            }
        return (shifted ? 1 : 0) + (modifiers.contains(.altGr) ? 2 : 0)
    }

    /// What a key shows: the character it types now, or its name.
    public func label(of key: LetterKey, keymap: LetterKeymap) -> String {
        switch key {
        case .keycode(let code): keymap.text(code, level: level(of: code, keymap: keymap)) ?? ""
        // Shift on the letters page: the Latin letters of a keymap without letters are capitals.
        case .symbol(let text): page == .letters && shift != .off ? text.uppercased() : text
        case .shift: shift == .locked ? "⇪" : "⇧"
        case .backspace: "⌫"
        case .emotions: "😀"
        case .page: page == .letters ? "123" : "ABC"
        case .space: " "
        case .enter: "⏎"
        case .modifier(let modifier): Self.modifierLabel(modifier)
        }
    }

    static func modifierLabel(_ modifier: KeyModifiers) -> String {
        switch modifier {
        case .control: "Ctrl"
        case .alt: "Alt"
        case .super: "❖"
        default: "AltGr"
        }
    }

    /// Whether a key shows as on: Shift while on, a sticky modifier while held.
    public func isLatched(_ key: LetterKey) -> Bool {
        switch key {
        case .shift: shift != .off
        case .modifier(let modifier): modifiers.contains(modifier)
        default: false
        }
    }

    /// The accented variants of the text `key` types now, if it is a character key.
    public func variants(of key: LetterKey, keymap: LetterKeymap) -> [String] {
        switch key {
        case .keycode, .symbol: AccentVariants.variants(of: label(of: key, keymap: keymap))
        default: []
        }
    }

    /// The accented variants of the text of key `index`, if it is a character key.
    func variants(ofKey index: Int, in context: LettersContext) -> [String] {
        let keys = layout(in: context).keys
        guard keys.indices.contains(index) else { return [] }
        return variants(of: keys[index].key, keymap: context.keymap)
    }

    /// The options of an open variants strip and where each one is: a row of key-sized boxes above the key, inside
    /// the window.
    public func variantFrames(in context: LettersContext) -> [Rect] {
        guard let press, let options = press.variants else { return [] }
        let keys = layout(in: context).keys
        guard keys.indices.contains(press.key) else { return [] }
        let key = keys[press.key].frame
        let windowWidth = context.layout.windowSize.width
        let width = min(key.width, windowWidth / max(1, options.count))
        let total = width * options.count
        let x = min(max(0, key.x), windowWidth - total)
        let y = max(0, key.y - key.height)
        return options.indices.map { Rect(x: x + $0 * width, y: y, width: width, height: key.height) }
    }

    /// When a held key next needs a tick: Backspace's repeat, or a letter's variants.
    func nextDeadline(in context: LettersContext) -> Milliseconds? {
        guard let press else { return nil }
        if let next = press.nextRepeat { return next }
        let hasVariants = !variants(ofKey: press.key, in: context).isEmpty
        return hasVariants && press.variants == nil ? press.since + context.timings.longPress : nil
    }
}
