/// The letters layer's own reducer: presses on its keys, Shift, the sticky modifiers, long presses for accents,
/// Backspace's repeat and the focus ring. It changes nothing but the letters' state and asks the window
/// (`LettersEffect`) for what each key types: in compose mode the character goes into the composer; in direct mode
/// the key's own keycode is pressed in the focused application (a character no key types is delivered another way).
extension LettersState {
    public mutating func reduce(_ action: LettersAction, in context: LettersContext) -> [LettersEffect] {
        switch action {
        case .pointerDown(let point, let time): return pointerDown(point, time: time, in: context)
        case .pointerMoved(let point, let time): pointerMoved(point, time: time, in: context)
        case .pointerUp(let point): return pointerUp(point, in: context)
        case .pointerLeft: hovered = nil
        case .tick(let time): return tick(time, in: context)
        case .key(let key, let shift): return keyPressed(key, shift: shift, in: context)
        case .letGo: press = nil
        case .hidden:
            press = nil
            hovered = nil
        }
        return []
    }

    // MARK: Pointer

    private mutating func pointerDown(_ point: Point, time: Milliseconds, in context: LettersContext) -> [LettersEffect]
    {
        hovered = nil
        let keys = layout(in: context)
        guard let index = keys.key(at: point) else { return [] }
        focused = nil
        press = LetterPress(key: index, since: time)
        guard keys.keys[index].key == .backspace else { return [.click] }
        press?.nextRepeat = time + context.timings.deleteRepeatDelay
        return [.click, .deleteBackward(count: 1)]
    }

    private mutating func pointerMoved(_ point: Point, time: Milliseconds, in context: LettersContext) {
        guard var held = press else {
            hovered = layout(in: context).key(at: point)
            return
        }
        if held.variants != nil {
            if let chosen = variantFrames(in: context).firstIndex(where: { $0.contains(point) }) {
                held.chosen = chosen
            }
        } else if let hit = layout(in: context).key(at: point) {
            // Sliding onto another key presses that one instead (from now, without Backspace's repeat).
            if hit != held.key { held = LetterPress(key: hit, since: time) }
        } else {
            // Sliding off the keys lets go without typing, as on a touch screen.
            press = nil
            return
        }
        press = held
    }

    private mutating func pointerUp(_ point: Point, in context: LettersContext) -> [LettersEffect] {
        guard let held = press else { return [] }
        let frames = variantFrames(in: context)
        let keys = layout(in: context)
        press = nil
        if let options = held.variants {
            guard frames.contains(where: { $0.contains(point) }) || keys.keys[held.key].frame.contains(point) else {
                return []
            }
            return typeText(options[held.chosen], in: context)
        }
        guard keys.key(at: point) == held.key, held.nextRepeat == nil else { return [] }
        return tap(held.key, in: context)
    }

    private mutating func tick(_ time: Milliseconds, in context: LettersContext) -> [LettersEffect] {
        guard var held = press else { return [] }
        if let next = held.nextRepeat {
            guard time >= next else { return [] }
            let interval = context.timings.deleteRepeatInterval
            let due = (time - next) / interval + 1
            held.nextRepeat = next + due * interval
            press = held
            return [.deleteBackward(count: due)]
        }
        let variants = variants(ofKey: held.key, in: context)
        guard held.variants == nil, !variants.isEmpty, time >= held.since + context.timings.longPress else { return [] }
        held.variants = [label(of: layout(in: context).keys[held.key].key, keymap: context.keymap)] + variants
        held.chosen = 0
        press = held
        return []
    }

    // MARK: Typing

    /// A tap (or Enter on the focus ring) on key `index`.
    private mutating func tap(_ index: Int, in context: LettersContext) -> [LettersEffect] {
        let keys = layout(in: context).keys
        guard keys.indices.contains(index) else { return [] }
        let keymap = context.keymap
        switch keys[index].key {
        case .keycode(let code):
            let level = level(of: code, keymap: keymap)
            guard let text = keymap.text(code, level: level) else { return [] }
            let press = KeyPress(
                keycode: code, shifted: level % 2 == 1, modifiers: modifiers.union(level >= 2 ? .altGr : []))
            return typeKey(press, text: text, in: context)
        case .symbol:
            return typeText(label(of: keys[index].key, keymap: keymap), in: context)
        case .space:
            return typeNamedKey(0x20, text: " ", in: context)
        case .enter:
            if context.composing, modifiers.isEmpty { return [.send] }
            return typeNamedKey(0xFF0D, text: "\n", in: context)
        case .backspace:
            return [.deleteBackward(count: 1)]
        case .shift:
            tapShift(at: context.now)
            return []
        case .modifier(let modifier):
            modifiers.formSymmetricDifference(modifier)
            return []
        case .page:
            page = page == .letters ? .symbols : .letters
            focused = nil
            return []
        case .emotions:
            return [.switchLayer]
        }
    }

    private mutating func tapShift(at now: Milliseconds) {
        switch shift {
        case .off:
            shift = .once
        case .once:
            let quick = lastShiftTap.map { now - $0 <= Self.doubleTapWindow } ?? false
            shift = quick ? .locked : .off
        case .locked:
            shift = .off
        }
        lastShiftTap = now
    }

    /// One-shot Shift and the sticky modifiers last for one key.
    private mutating func keyTyped() {
        if shift == .once { shift = .off }
        modifiers = []
    }

    /// A key of the keymap: its character into the composer, or its keycode pressed in the focused application.
    private mutating func typeKey(_ press: KeyPress, text: String, in context: LettersContext) -> [LettersEffect] {
        defer { keyTyped() }
        guard context.composing else { return [.press(press, text: text)] }
        // A shortcut (Ctrl+C) means nothing to the composer's text.
        return press.modifiers.subtracting(.altGr).isEmpty ? [.insert(text)] : []
    }

    /// Space or Return: pressed through the keymap's own key, with the sticky modifiers.
    private mutating func typeNamedKey(_ keysym: UInt32, text: String, in context: LettersContext) -> [LettersEffect] {
        if !context.composing, let code = context.keymap.keycode(of: keysym) {
            return typeKey(
                KeyPress(keycode: code, shifted: shift == .once, modifiers: modifiers), text: text, in: context)
        }
        defer { keyTyped() }
        return context.composing ? [.insert(text)] : [.typeText(text)]
    }

    /// A character of the symbols page or an accented variant: through the key that types it when the keymap has
    /// one, else delivered another way (a keycode bound for it, or a paste under an input method).
    private mutating func typeText(_ text: String, in context: LettersContext) -> [LettersEffect] {
        if var press = context.keymap.press(typing: text) {
            press.modifiers.formUnion(modifiers.subtracting(.altGr))
            return typeKey(press, text: text, in: context)
        }
        defer { keyTyped() }
        return context.composing ? [.insert(text)] : [.deliver(text)]
    }

    // MARK: Keys

    /// Keys with the letters focused: arrows move the ring over the keys, Enter taps the key under it, Shift+Enter
    /// opens its accents (Left and Right choose, Enter types, Escape closes).
    private mutating func keyPressed(_ key: Key, shift: Bool, in context: LettersContext) -> [LettersEffect] {
        let keys = layout(in: context).keys
        guard !keys.isEmpty else { return [.keyNotTaken] }
        let current = min(focused ?? 0, keys.count - 1)
        if let held = press, let options = held.variants {
            switch key {
            case .left: press?.chosen = max(0, held.chosen - 1)
            case .right: press?.chosen = min(options.count - 1, held.chosen + 1)
            case .enter:
                press = nil
                return typeText(options[held.chosen], in: context)
            case .escape: press = nil
            default: break
            }
            return []
        }
        switch key {
        case .enter where shift:
            let variants = variants(ofKey: current, in: context)
            guard !variants.isEmpty else { return [] }
            focused = current
            press = LetterPress(
                key: current, since: context.now,
                variants: [label(of: keys[current].key, keymap: context.keymap)] + variants)
        case .left: focused = (current + keys.count - 1) % keys.count
        case .right: focused = (current + 1) % keys.count
        case .up, .down:
            return moveRing(up: key == .up, from: current, keys: keys, in: context)
        case .enter: return tap(current, in: context)
        default: return [.keyNotTaken]
        }
        return []
    }

    /// Up and Down: the ring goes to the nearest key of the next row; from the top row in compose mode, Up gives
    /// the composer the keys.
    private mutating func moveRing(up: Bool, from current: Int, keys: [LetterKeyCap], in context: LettersContext)
        -> [LettersEffect]
    {
        let from = keys[current].frame
        let candidates = keys.indices.filter { up ? keys[$0].frame.maxY <= from.y : keys[$0].frame.y >= from.maxY }
        let rows = candidates.map { keys[$0].frame.y }
        guard let row = up ? rows.max() : rows.min() else {
            focused = current
            return up && context.composing ? [.focusComposer] : []
        }
        focused = candidates.filter { keys[$0].frame.y == row }.min {
            abs(keys[$0].frame.midX - from.midX) < abs(keys[$1].frame.midX - from.midX)
        }
        return []
    }
}
