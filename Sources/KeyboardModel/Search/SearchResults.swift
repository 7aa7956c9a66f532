/// The emotions a query found, best first: a collection to page through like a tab
/// (`results[paging.range(page: page, count: results.count)]`). O(1) to count and to index.
public struct SearchResults: RandomAccessCollection, Sendable {
    /// The query as typed.
    public let query: String
    /// Words of the query left out because no emotion matched them together with the others (`happy birthday`
    /// shows what `birthday` finds, and says so), folded; empty when every word matched.
    public let ignoredWords: [String]
    private let emotions: [Emotion]
    private let docs: [UInt32]
    private let codes: [UInt8]

    init(query: String, emotions: [Emotion], docs: [UInt32], codes: [UInt8], ignoredWords: [String] = []) {
        self.query = query
        self.emotions = emotions
        self.docs = docs
        self.codes = codes
        self.ignoredWords = ignoredWords
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { docs.count }

    public subscript(position: Int) -> Emotion { emotions[Int(docs[position])] }

    /// How well the emotion at `position` matched.
    public func rank(at position: Int) -> SearchRank { SearchRank(code: codes[position]) }
}

extension SearchResults: CustomStringConvertible {
    /// The query and the first results, for test failures and logs.
    public var description: String {
        "SearchResults(\(query.debugDescription): \(count) found\(isEmpty ? "" : ", " + prefix(8).map(\.text).joined(separator: " ")))"
    }
}
