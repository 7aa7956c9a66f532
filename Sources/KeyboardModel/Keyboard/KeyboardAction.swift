/// Time in milliseconds, as X event timestamps are; tests pass literal values.
public typealias Milliseconds = Int

/// What happened to the keyboard part of the window.
public enum KeyboardAction: Hashable, Sendable {
    case pointerDown(Point, time: Milliseconds)
    case pointerMoved(Point, time: Milliseconds)
    case pointerUp(Point, time: Milliseconds)
    /// The pointer left the window: nothing is hovered.
    case pointerLeft
    /// A right click: pins or unpins the emotion under it.
    case secondaryClick(Point)
    case tabTapped(Int)
    case nextPage
    case previousPage
    case firstPage
    case lastPage
    /// Tab and Shift+Tab: the next or previous tab, round the end.
    case nextTab
    case previousTab
    /// Mouse wheel steps at `at`: positive scrolls to later pages, or along the tab strip over the tab bar.
    case scrolled(steps: Int, at: Point?)
    /// The grid got the keyboard focus: the focus ring shows (on the first cell the first time).
    case focusEntered
    /// An arrow key with the grid focused: moves the focus ring, or the choice in an open skin-tone picker.
    case arrow(rowStep: Int, columnStep: Int)
    /// Enter with the grid focused: inserts the focused emotion (or the choice of an open picker), or deletes.
    case activate
    /// Opens the skin-tone picker of the focused emotion.
    case openVariants
    /// Pins or unpins the hovered emotion, else the focused one.
    case togglePin
    /// Escape: closes the skin-tone picker or the tone menu.
    case dismiss
    case tick(Milliseconds)
    case resized(Size)
}
