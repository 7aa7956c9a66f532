/// Which part of the window the keys go to while it has the keyboard focus.
public enum KeyFocus: Hashable, Sendable {
    /// The composer's text field: it keeps its editing keys; Down moves to the grid.
    case composer
    /// The grid: arrows move the focus ring, Enter inserts, typing starts a search.
    case grid
    /// The search field, while search is open.
    case search
}
