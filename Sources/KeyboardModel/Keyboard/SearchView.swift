/// Search results as the grid shows them: a tab of their own that pages, magnifies and inserts like any other.
public struct SearchView: Hashable, Sendable {
    /// The query the results are for.
    public internal(set) var query: String
    /// Best first; empty for an empty query.
    public internal(set) var results: [Emotion] = []
    /// The index of the first result of the page on show.
    public internal(set) var pageStart = 0
    /// Whether `results` answer `query`: false while the search index is still being built.
    public internal(set) var answered: Bool
    /// Words of the query the results leave out, as no emotion matched them with the others (`SearchResults`).
    public internal(set) var ignoredWords: [String] = []
    /// Whether the results are mostly kaomoji, shown in wide cells.
    public internal(set) var wide = false

    public init(query: String, answered: Bool) {
        self.query = query
        self.answered = answered
    }
}
