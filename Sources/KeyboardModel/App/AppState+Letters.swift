/// The letters layer inside the window: `LettersState.reduce` decides what its keys do; this routes it the pointer,
/// the clock and the keys while it shows, and performs what it asks (the composer, the delivery, the click sound,
/// the layer switch).
extension AppState {
    /// What the letters layer reads of the window now.
    var lettersContext: LettersContext {
        LettersContext(layout: layout, keymap: keymap, timings: keyboard.timings, now: now, composing: mode == .compose)
    }

    /// Where the letters layer's keys are now.
    public var lettersLayout: LettersLayout { letters.layout(in: lettersContext) }

    /// Whether `point` is on the letters layer's keys (the grid's and the tab bar's bands) while it shows.
    func isOnLetters(_ point: Point) -> Bool {
        layer == .letters && (layout.gridArea.contains(point) || layout.tabBar.contains(point))
    }

    /// The level a keycode types at now: Shift (or, for letters, Caps Lock) the second, AltGr the third and fourth.
    public func level(of keycode: UInt8) -> Int { letters.level(of: keycode, keymap: keymap) }

    /// What a key shows: the character it types now, or its name.
    public func label(of key: LetterKey) -> String { letters.label(of: key, keymap: keymap) }

    /// Whether a key shows as on: Shift while on, a sticky modifier while held.
    public func isLatched(_ key: LetterKey) -> Bool { letters.isLatched(key) }

    /// The options of an open variants strip and where each one is.
    public var letterVariantFrames: [Rect] { letters.variantFrames(in: lettersContext) }

    /// The accented variants of the text `key` types now, if it is a character key.
    func variants(of key: LetterKey) -> [String] { letters.variants(of: key, keymap: keymap) }

    var lettersDeadline: Milliseconds? {
        layer == .letters ? letters.nextDeadline(in: lettersContext) : nil
    }

    /// The preview bubble over a held key: a key wide and twice as tall, its bottom half over the key, inside the window.
    public func letterPreviewFrame(for key: Rect) -> Rect {
        let width = key.width + key.width / 2
        let height = key.height * 2
        let x = min(max(0, key.midX - width / 2), layout.windowSize.width - width)
        return Rect(x: x, y: max(0, key.maxY - height), width: width, height: height)
    }

    /// The switch key: the other layer shows, each keeping its own state; the choice is remembered (`layer`).
    mutating func switchLayer() -> [AppEffect] {
        endPresses()
        keyboard.hoveredCell = nil
        keyboard.hoveredTab = nil
        _ = letters.reduce(.hidden, in: lettersContext)
        layer = layer.other
        return [.saveSetting(key: "layer", literal: TOMLText.quoted(layer.rawValue))]
    }

    /// Routes `action` to the letters' reducer and performs what it asks; `nil` for a key the letters do not take.
    mutating func letters(_ action: LettersAction, catalog: KeyboardCatalog) -> [AppEffect]? {
        let asked = letters.reduce(action, in: lettersContext)
        if asked == [.keyNotTaken] { return nil }
        return asked.flatMap { effect -> [AppEffect] in
            switch effect {
            case .click: return configuration.clickSound ? [.playKeyClick] : []
            case .insert(let text):
                composer.insert(text: text)
                restartCaret()
                return []
            case .press(let press, let text):
                switch delivery {
                case .type, .paste: return releaseKeyboard() + outbox(.type(.key(press)), catalog: catalog)
                case .clipboard, .print: return deliverDirectly(ClipboardContent(text: text), catalog: catalog)
                }
            case .typeText(let text): return outbox(.type(.text(text)), catalog: catalog)
            case .deliver(let text):
                return releaseKeyboard() + deliverDirectly(ClipboardContent(text: text), catalog: catalog)
            case .deleteBackward(let count):
                return perform(Array(repeating: .deleteBackward, count: count), catalog: catalog)
            case .send: return send(catalog: catalog)
            case .switchLayer: return switchLayer()
            case .focusComposer:
                keyFocus = .composer
                return []
            case .keyNotTaken: return []
            }
        }
    }
}
