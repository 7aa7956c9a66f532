/// What the search field asks of the window, which owns the focus, the clipboard and the grid's results.
public enum SearchFieldEffect: Hashable, Sendable {
    /// Down: the grid takes the keys.
    case focusGrid
    /// Enter, once the query is answered: the first result goes in.
    case insertFirstResult
    /// Ctrl+V: the clipboard's text is asked for (it comes back as `.pasted`).
    case requestPaste
}
