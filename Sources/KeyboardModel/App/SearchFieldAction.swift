/// What the window tells the search field: the keys it takes while it has the focus, text typed or pasted into it,
/// a press that moves its caret, the query answered, and search closed or opened anew.
public enum SearchFieldAction: Hashable, Sendable {
    /// A key in the field; `answered` says whether the results of the query as it is are in.
    case key(Key, shift: Bool, answered: Bool)
    /// Text typed on the grid while search is open or that opened it, or pasted.
    case inserted(String)
    /// A press put the caret before the character at `caret`.
    case caretPlaced(Int)
    /// The results of the query as it is came in.
    case answered
    /// Search opened anew or closed: the field is empty.
    case cleared
}
