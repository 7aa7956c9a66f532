/// How long presses take to turn into something else, in milliseconds; the values live in `Configuration`.
public struct KeyboardTimings: Hashable, Sendable {
    /// Holding still this long on an emoji with skin tones opens its variants (`long-press-ms`).
    public var longPress: Milliseconds
    /// Holding delete this long starts repeating it (`repeat-delay-ms`).
    public var deleteRepeatDelay: Milliseconds
    /// Then delete repeats every this often (`repeat-interval-ms`).
    public var deleteRepeatInterval: Milliseconds
    /// A press that moves a cell's width sideways within this time is a page swipe, not a magnifier drag (`swipe-ms`).
    public var swipeWindow: Milliseconds

    public init(
        longPress: Milliseconds, deleteRepeatDelay: Milliseconds, deleteRepeatInterval: Milliseconds,
        swipeWindow: Milliseconds
    ) {
        self.longPress = longPress
        self.deleteRepeatDelay = deleteRepeatDelay
        self.deleteRepeatInterval = deleteRepeatInterval
        self.swipeWindow = swipeWindow
    }
}
