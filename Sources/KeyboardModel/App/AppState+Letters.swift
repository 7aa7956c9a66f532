/// The letters layer: presses on its keys, Shift, the sticky modifiers, long presses for accents, Backspace's repeat,
/// and what each key types: in compose mode the character goes into the composer; in direct mode the key's own
/// keycode is pressed in the focused application (a character no key types goes through a bound keycode).
extension AppState {
    /// Where the letters layer's keys are now.
    public var lettersLayout: LettersLayout { LettersLayout(layout: layout, page: letters.page, keymap: keymap) }

    /// Whether `point` is on the letters layer's keys (the grid's and the tab bar's bands) while it shows.
    func isOnLetters(_ point: Point) -> Bool {
        layer == .letters && (layout.gridArea.contains(point) || layout.tabBar.contains(point))
    }

    /// The level a keycode types at now: Shift (or, for letters, Caps Lock) the second, AltGr the third and fourth.
    public func level(of keycode: UInt8) -> Int {
        let shifted = switch letters.shift {
        case .off: false
        case .once: true
        case .locked: keymap.isLetter(keycode)
        }
        return (shifted ? 1 : 0) + (letters.modifiers.contains(.altGr) ? 2 : 0)
    }

    /// What a key shows: the character it types now, or its name.
    public func label(of key: LetterKey) -> String {
        switch key {
        case .keycode(let code): keymap.text(code, level: level(of: code)) ?? ""
        // Shift on the letters page: the Latin letters of a keymap without letters are capitals.
        case .symbol(let text): letters.page == .letters && letters.shift != .off ? text.uppercased() : text
        case .shift: letters.shift == .locked ? "⇪" : "⇧"
        case .backspace: "⌫"
        case .emotions: "😀"
        case .page: letters.page == .letters ? "123" : "ABC"
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
        case .shift: letters.shift != .off
        case .modifier(let modifier): letters.modifiers.contains(modifier)
        default: false
        }
    }

    /// The options of an open variants strip and where each one is: a row of key-sized boxes above the key, inside
    /// the window.
    public var letterVariantFrames: [Rect] {
        guard let press = letters.press, let options = press.variants else { return [] }
        let keys = lettersLayout.keys
        guard keys.indices.contains(press.key) else { return [] }
        let key = keys[press.key].frame
        let width = min(key.width, layout.windowSize.width / max(1, options.count))
        let total = width * options.count
        let x = min(max(0, key.x), layout.windowSize.width - total)
        let y = max(0, key.y - key.height)
        return options.indices.map { Rect(x: x + $0 * width, y: y, width: width, height: key.height) }
    }

    /// The accented variants of the text of key `index`, if it is a character key.
    func variants(ofKey index: Int) -> [String] {
        let keys = lettersLayout.keys
        guard keys.indices.contains(index) else { return [] }
        return variants(of: keys[index].key)
    }

    /// The accented variants of the text `key` types now, if it is a character key.
    func variants(of key: LetterKey) -> [String] {
        switch key {
        case .keycode, .symbol: AccentVariants.variants(of: label(of: key))
        default: []
        }
    }

    var lettersDeadline: Milliseconds? {
        guard layer == .letters, let press = letters.press else { return nil }
        return letters.nextDeadline(longPress: keyboard.timings.longPress, hasVariants: !variants(ofKey: press.key).isEmpty)
    }

    // MARK: Switching

    /// The switch key: the other layer shows, each keeping its own state; the choice is remembered (`layer`).
    mutating func switchLayer() -> [AppEffect] {
        endPresses()
        keyboard.hoveredCell = nil
        keyboard.hoveredTab = nil
        letters.hovered = nil
        layer = layer.other
        return [.saveSetting(key: "layer", literal: TOMLText.quoted(layer.rawValue))]
    }

    // MARK: Pointer

    mutating func lettersPointerDown(_ point: Point, time: Milliseconds, catalog: KeyboardCatalog) -> [AppEffect] {
        letters.hovered = nil
        guard let index = lettersLayout.key(at: point) else { return [] }
        letters.focused = nil
        letters.press = LetterPress(key: index, since: time)
        let click: [AppEffect] = configuration.clickSound ? [.playKeyClick] : []
        if lettersLayout.keys[index].key == .backspace {
            letters.press?.nextRepeat = time + keyboard.timings.deleteRepeatDelay
            return click + perform([.deleteBackward], catalog: catalog)
        }
        return click
    }

    mutating func lettersPointerMoved(_ point: Point) -> [AppEffect] {
        guard var press = letters.press else {
            letters.hovered = isOnLetters(point) ? lettersLayout.key(at: point) : nil
            return []
        }
        if press.variants != nil {
            if let chosen = letterVariantFrames.firstIndex(where: { $0.contains(point) }) { press.chosen = chosen }
        } else if let hit = lettersLayout.key(at: point) {
            // Sliding onto another key presses that one instead (from now, without Backspace's repeat).
            if hit != press.key { press = LetterPress(key: hit, since: now) }
        } else {
            // Sliding off the keys lets go without typing, as on a touch screen.
            letters.press = nil
            return []
        }
        letters.press = press
        return []
    }

    mutating func lettersPointerUp(_ point: Point, catalog: KeyboardCatalog) -> [AppEffect] {
        guard let press = letters.press else { return [] }
        let frames = letterVariantFrames
        letters.press = nil
        if let options = press.variants {
            guard frames.contains(where: { $0.contains(point) }) || lettersLayout.keys[press.key].frame.contains(point) else { return [] }
            return typeText(options[press.chosen], catalog: catalog)
        }
        guard lettersLayout.key(at: point) == press.key, press.nextRepeat == nil else { return [] }
        return tapLetterKey(press.key, catalog: catalog)
    }

    mutating func lettersTick(_ time: Milliseconds, catalog: KeyboardCatalog) -> [AppEffect] {
        guard layer == .letters, var press = letters.press else { return [] }
        if let next = press.nextRepeat {
            guard time >= next else { return [] }
            let due = (time - next) / keyboard.timings.deleteRepeatInterval + 1
            press.nextRepeat = next + due * keyboard.timings.deleteRepeatInterval
            letters.press = press
            return perform(Array(repeating: .deleteBackward, count: due), catalog: catalog)
        }
        let variants = variants(ofKey: press.key)
        guard press.variants == nil, !variants.isEmpty, time >= press.since + keyboard.timings.longPress else { return [] }
        press.variants = [label(of: lettersLayout.keys[press.key].key)] + variants
        press.chosen = 0
        letters.press = press
        return []
    }

    // MARK: Typing

    /// A tap (or Enter on the focus ring) on key `index`.
    mutating func tapLetterKey(_ index: Int, catalog: KeyboardCatalog) -> [AppEffect] {
        let keys = lettersLayout.keys
        guard keys.indices.contains(index) else { return [] }
        switch keys[index].key {
        case .keycode(let code):
            let level = level(of: code)
            guard let text = keymap.text(code, level: level) else { return [] }
            let press = KeyPress(keycode: code, shifted: level % 2 == 1, modifiers: letters.modifiers.union(level >= 2 ? .altGr : []))
            return typeKey(press, text: text)
        case .symbol:
            return typeText(label(of: keys[index].key), catalog: catalog)
        case .space:
            return typeNamedKey(0x20, text: " ")
        case .enter:
            if mode == .compose, letters.modifiers.isEmpty {
                return send(catalog: catalog)
            }
            return typeNamedKey(0xFF0D, text: "\n")
        case .backspace:
            return perform([.deleteBackward], catalog: catalog)
        case .shift:
            tapShift()
            return []
        case .modifier(let modifier):
            letters.modifiers.formSymmetricDifference(modifier)
            return []
        case .page:
            letters.page = letters.page == .letters ? .symbols : .letters
            letters.focused = nil
            return []
        case .emotions:
            return switchLayer()
        }
    }

    private mutating func tapShift() {
        switch letters.shift {
        case .off:
            letters.shift = .once
        case .once:
            let quick = letters.lastShiftTap.map { now - $0 <= LettersState.doubleTapWindow } ?? false
            letters.shift = quick ? .locked : .off
        case .locked:
            letters.shift = .off
        }
        letters.lastShiftTap = now
    }

    /// One-shot Shift and the sticky modifiers last for one key.
    private mutating func keyTyped() {
        if letters.shift == .once { letters.shift = .off }
        letters.modifiers = []
    }

    /// A key of the keymap: its character into the composer, or its keycode pressed in the focused application.
    private mutating func typeKey(_ press: KeyPress, text: String) -> [AppEffect] {
        defer { keyTyped() }
        switch mode {
        case .compose:
            // A shortcut (Ctrl+C) means nothing to the composer's text.
            guard press.modifiers.subtracting(.altGr).isEmpty else { return [] }
            composer.insert(text: text)
            restartCaret()
            return []
        case .direct:
            switch delivery {
            case .type, .paste: return releaseKeyboard() + enqueueTyping(.key(press))
            case .clipboard, .print: return deliverDirectly(ClipboardContent(text: text))
            }
        }
    }

    /// Space or Return: pressed through the keymap's own key, with the sticky modifiers.
    private mutating func typeNamedKey(_ keysym: UInt32, text: String) -> [AppEffect] {
        if mode == .direct, let code = keymap.keycode(of: keysym) {
            return typeKey(KeyPress(keycode: code, shifted: letters.shift == .once, modifiers: letters.modifiers), text: text)
        }
        defer { keyTyped() }
        guard mode == .compose else { return enqueueTyping(.text(text)) }
        composer.insert(text: text)
        restartCaret()
        return []
    }

    /// A character of the symbols page or an accented variant: through the key that types it when the keymap has
    /// one, else through a keycode bound for it (or a paste under an input method).
    private mutating func typeText(_ text: String, catalog: KeyboardCatalog) -> [AppEffect] {
        if var press = keymap.press(typing: text) {
            press.modifiers.formUnion(letters.modifiers.subtracting(.altGr))
            return typeKey(press, text: text)
        }
        defer { keyTyped() }
        guard mode == .direct else {
            composer.insert(text: text)
            restartCaret()
            return []
        }
        return releaseKeyboard() + deliverDirectly(ClipboardContent(text: text))
    }

    // MARK: Keys

    /// Keys with the letters focused: arrows move the ring over the keys, Enter taps the key under it, Shift+Enter
    /// opens its accents (Left and Right choose, Enter types, Escape closes).
    mutating func lettersKey(_ key: Key, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect]? {
        let keys = lettersLayout.keys
        guard !keys.isEmpty else { return nil }
        let current = min(letters.focused ?? 0, keys.count - 1)
        if let press = letters.press, let options = press.variants {
            switch key {
            case .left: letters.press?.chosen = max(0, press.chosen - 1)
            case .right: letters.press?.chosen = min(options.count - 1, press.chosen + 1)
            case .enter:
                letters.press = nil
                return typeText(options[press.chosen], catalog: catalog)
            case .escape: letters.press = nil
            default: break
            }
            return []
        }
        switch key {
        case .enter where shift:
            let variants = variants(ofKey: current)
            guard !variants.isEmpty else { return [] }
            letters.focused = current
            letters.press = LetterPress(key: current, since: now, variants: [label(of: keys[current].key)] + variants)
        case .left: letters.focused = (current + keys.count - 1) % keys.count
        case .right: letters.focused = (current + 1) % keys.count
        case .up, .down:
            let from = keys[current].frame
            let candidates = keys.indices.filter { key == .up ? keys[$0].frame.maxY <= from.y : keys[$0].frame.y >= from.maxY }
            let nearestRow = key == .up ? candidates.map { keys[$0].frame.y }.max() : candidates.map { keys[$0].frame.y }.min()
            guard let row = nearestRow else {
                letters.focused = current
                if key == .up, mode == .compose { keyFocus = .composer }
                return []
            }
            letters.focused = candidates.filter { keys[$0].frame.y == row }.min { abs(keys[$0].frame.midX - from.midX) < abs(keys[$1].frame.midX - from.midX) }
        case .enter: return tapLetterKey(current, catalog: catalog)
        default: return nil
        }
        return []
    }
}

extension AppState {
    /// The preview bubble over a held key: a key wide and twice as tall, its bottom half over the key, inside the window.
    public func letterPreviewFrame(for key: Rect) -> Rect {
        let width = key.width + key.width / 2
        let height = key.height * 2
        let x = min(max(0, key.midX - width / 2), layout.windowSize.width - width)
        return Rect(x: x, y: max(0, key.maxY - height), width: width, height: height)
    }
}
