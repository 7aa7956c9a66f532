/// What happened anywhere in the window, as the shell reports it; times are on one monotonic clock.
public enum AppAction: Hashable, Sendable {
    case pointerDown(Point, time: Milliseconds)
    case pointerMoved(Point, time: Milliseconds)
    case pointerUp(Point, time: Milliseconds)
    case middleClick(Point, time: Milliseconds)
    case scrolled(steps: Int, time: Milliseconds)
    case key(Key, shift: Bool, time: Milliseconds)
    /// Clipboard or primary-selection text asked for with `requestPaste` arrived.
    case pasted(String, time: Milliseconds)
    /// Delivering sent text failed (e.g. standard output is closed): the text goes back into the composer.
    case deliveryFailed(String, time: Milliseconds)
    /// The window gained or lost the keyboard focus.
    case focusChanged(Bool, time: Milliseconds)
    /// Time passed: the shell sends it when `AppState.nextDeadline` is due.
    case tick(Milliseconds)
    case resized(Size)
}
