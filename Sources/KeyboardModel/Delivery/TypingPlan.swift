/// What the injector does for one batch of keystrokes: change the keymap once (when `keymapChange` is not empty),
/// press the keys in order, and report `remaining` as left for later.
public struct TypingPlan: Hashable, Sendable {
    /// The keysyms each changed keycode gets (one, or two with the second on Shift).
    public var keymapChange: [UInt8: [UInt]]
    /// The keys to press, in order, after the keymap change.
    public var presses: [KeyPress]
    /// What did not fit in the keycodes free now, for a later batch.
    public var remaining: [Keystrokes]
}
