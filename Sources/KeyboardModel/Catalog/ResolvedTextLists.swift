import Synchronization

/// The last few lists of texts a catalog resolved to emotions (the Recent and Favourites tabs), remembered because a
/// frame asks for them cell by cell. A list is found again by comparing texts, which is quick for the same strings
/// (equal storage compares without reading the text). O(texts) a look-up.
final class ResolvedTextLists: Sendable {
    /// Recent as shown, Recent as it is now, Favourites, and one more.
    private static let capacity = 4
    private let lists = Mutex<[(texts: [String], emotions: [Emotion])]>([])

    /// The emotions of `texts`, from `resolve` unless they were resolved lately.
    func emotions(for texts: [String], resolve: ([String]) -> [Emotion]) -> [Emotion] {
        if let known = lists.withLock({ lists in lists.first { $0.texts == texts }?.emotions }) { return known }
        let emotions = resolve(texts)
        lists.withLock { lists in
            lists.insert((texts, emotions), at: 0)
            if lists.count > Self.capacity { lists.removeLast() }
        }
        return emotions
    }
}
