/// Time in milliseconds, as X event timestamps are; tests pass literal values.
public typealias Milliseconds = Int

/// What happened to the keyboard part of the window.
public enum KeyboardAction: Hashable, Sendable {
    case pointerDown(Point, time: Milliseconds)
    case pointerMoved(Point, time: Milliseconds)
    case pointerUp(Point, time: Milliseconds)
    case tabTapped(Int)
    case nextPage
    case previousPage
    /// Mouse wheel steps: positive scrolls to later pages.
    case scrolled(steps: Int)
    case tick(Milliseconds)
    case resized(Size)
}
