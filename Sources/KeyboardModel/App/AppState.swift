/// Everything the window shows: the keyboard and the composer with its layout, focus and the caret's blink phase.
public struct AppState: Hashable, Sendable {
    public static let caretBlinkInterval: Milliseconds = 530

    public var keyboard: KeyboardState
    public internal(set) var composer = TextBuffer()
    /// Where the composer's atoms sit; kept in step with `composer` by the reducer.
    public internal(set) var textLayout: TextLayout
    /// The time of the latest action; drawing and the caret's blink read it.
    public internal(set) var now: Milliseconds = 0
    /// When the caret last moved: it shows solid for a while after each edit, then blinks.
    public internal(set) var caretPhaseStart: Milliseconds = 0
    /// Whether the window has the keyboard focus; the caret blinks only then.
    public internal(set) var focused = false
    /// Whether the pointer is dragging a selection in the text field.
    public internal(set) var selectingText = false
    public internal(set) var sendHighlighted = false
    var clicks = ClickHistory()

    /// `now` starts the caret's blink, so it shows solid when the window opens; `measure` sizes the composer's line.
    public init(keyboard: KeyboardState, now: Milliseconds = 0, measure: some TextMeasuring) {
        self.keyboard = keyboard
        self.now = now
        caretPhaseStart = now
        textLayout = TextLayout(textSize: keyboard.layout.composerTextSize, viewport: keyboard.layout.textArea.width)
        textLayout.update(&composer, measure: measure)
    }

    public var layout: KeyboardLayout { keyboard.layout }

    /// Whether the caret shows now: while focused, solid for a blink interval after each edit, then blinking.
    public var caretVisible: Bool {
        focused && ((now - caretPhaseStart) / Self.caretBlinkInterval) % 2 == 0
    }

    /// When the state next changes by itself: the keyboard's timers, and the caret's next blink while focused.
    public var nextDeadline: Milliseconds {
        let keyboardDeadline = keyboard.nextDeadline ?? .max
        guard focused else { return keyboardDeadline }
        let blink = caretPhaseStart + ((now - caretPhaseStart) / Self.caretBlinkInterval + 1) * Self.caretBlinkInterval
        return min(blink, keyboardDeadline)
    }
}
