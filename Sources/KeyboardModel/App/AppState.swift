/// Everything the window shows: the keyboard and the composer, with the caret's blink phase.
public struct AppState: Hashable, Sendable {
    public static let caretBlinkInterval: Milliseconds = 530

    public var keyboard: KeyboardState
    public var composer = TextBuffer()
    /// The time of the latest action; drawing and the caret's blink read it.
    public internal(set) var now: Milliseconds = 0
    /// When the caret last moved: it shows solid for a while after each edit, then blinks.
    public internal(set) var caretPhaseStart: Milliseconds = 0
    /// Whether the pointer is dragging a selection in the text field.
    public internal(set) var selectingText = false
    public internal(set) var sendHighlighted = false

    /// `now` starts the caret's blink, so it shows solid when the window opens.
    public init(keyboard: KeyboardState, now: Milliseconds = 0) {
        self.keyboard = keyboard
        self.now = now
        caretPhaseStart = now
    }

    public var layout: KeyboardLayout { keyboard.layout }

    public var caretVisible: Bool {
        ((now - caretPhaseStart) / Self.caretBlinkInterval) % 2 == 0
    }

    /// When the state next changes by itself: a delete repeat or the caret's next blink.
    public var nextDeadline: Milliseconds {
        let blink = caretPhaseStart + ((now - caretPhaseStart) / Self.caretBlinkInterval + 1) * Self.caretBlinkInterval
        return min(blink, keyboard.nextDeadline ?? .max)
    }
}
