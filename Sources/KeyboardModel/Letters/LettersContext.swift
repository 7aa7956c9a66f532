/// What the letters layer reads of the window around it for one action: the window's layout, the keymap, the
/// timings, the time and whether its keys go into the composer.
public struct LettersContext: Sendable {
    public var layout: KeyboardLayout
    public var keymap: LetterKeymap
    public var timings: KeyboardTimings
    public var now: Milliseconds
    /// Compose mode: characters go into the composer, and Return sends.
    public var composing: Bool

    public init(
        layout: KeyboardLayout, keymap: LetterKeymap, timings: KeyboardTimings, now: Milliseconds, composing: Bool
    ) {
        self.layout = layout
        self.keymap = keymap
        self.timings = timings
        self.now = now
        self.composing = composing
    }
}
