/// The search field's own state: the query as typed (`SearchIndex.maximumQueryLength` characters at most), and an
/// Enter pressed before the index could answer it.
public struct SearchFieldState: Hashable, Sendable {
    public internal(set) var text = TextBuffer()
    /// Enter was pressed before the index could answer the query: the first result goes in once it does (a user who
    /// types "/flag japan" and Enter at once, on the first search, gets 🇯🇵).
    var enterWhenAnswered = false

    public init() {}
}
