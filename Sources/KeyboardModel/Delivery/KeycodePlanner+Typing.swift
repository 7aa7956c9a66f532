/// Planning a batch: the strokes of whole graphemes, in order, as far as the free keycodes go.
extension KeycodePlanner {
    /// How one scalar is typed: through the layout's own key, or a bound keysym.
    enum Stroke: Hashable {
        case layout(KeyPress)
        case bound(UInt)
    }

    /// Plans typing as much of `items` as the keycodes free at `now` allow, with the keys read by `readLayout`:
    /// binds the keysyms it needs and marks the keycodes it presses used at `now`. O(graphemes x spare keycodes).
    public mutating func plan(_ items: [Keystrokes], capsLock: Bool, now: Milliseconds) -> TypingPlan {
        // Held presses are planned anew when they may go: their keysyms are still bound, so no change is needed.
        guard heldPressesMayGo(now: now) else { return TypingPlan(keymapChange: [:], presses: [], remaining: items) }
        pressesHeldUntil = nil
        var batch = StrokeBatch()
        var remaining: [Keystrokes] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .backspace(let count):
                guard let key = layout[Self.backSpaceKeysym] else { continue }
                batch.strokes += Array(repeating: .layout(key), count: count)
            case .key(let key):
                batch.strokes.append(.layout(key))
            case .text(let text):
                if let rest = batch.add(text, planner: self, capsLock: capsLock, now: now) {
                    remaining = [.text(rest)] + items[(index + 1)...]
                }
            }
            if !remaining.isEmpty { break }
        }
        let change = bind(batch.newBindings, keeping: batch.reused, now: now)
        if !change.isEmpty, holdsPressesAfterChange {
            holdPresses(now: now)
            return TypingPlan(keymapChange: change, presses: [], remaining: items)
        }
        var presses: [KeyPress] = []
        for stroke in batch.strokes {
            switch stroke {
            case .layout(let key): presses.append(key)
            case .bound(let keysym): if let key = pressBound(keysym, now: now) { presses.append(key) }
            }
        }
        return TypingPlan(keymapChange: change, presses: presses, remaining: remaining)
    }

    /// How `scalar` is typed; `nil` for what is never typed (control characters other than line breaks and tabs,
    /// or a line break or tab the layout has no key for).
    func stroke(for scalar: Unicode.Scalar, capsLock: Bool) -> Stroke? {
        switch scalar {
        case "\n", "\r": return layout[Self.returnKeysym].map(Stroke.layout)
        case "\t": return layout[Self.tabKeysym].map(Stroke.layout)
        default: break
        }
        guard scalar.properties.generalCategory != .control else { return nil }
        let keysym = scalar.value < 0x100 ? UInt(scalar.value) : UInt(0x0100_0000 + scalar.value)
        let letter = scalar.properties.isAlphabetic
        // Caps Lock would change a letter's case on its own key; a bound keysym has one level and ignores it.
        if let key = layout[keysym], !(capsLock && letter) { return .layout(key) }
        return .bound(keysym)
    }
}
