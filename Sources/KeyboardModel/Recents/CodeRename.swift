/// A sticker's code changed (a rename in My stickers): the recents and favourites that name it follow, in place.
public struct CodeRename: Hashable, Sendable {
    public let from: String
    public let to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// `texts` with `from` renamed where it stands and any other `to` dropped (one code names one sticker). O(n).
    public func applied(to texts: [String]) -> [String] {
        guard from != to, texts.contains(from) else { return texts }
        return texts.compactMap { $0 == from ? to : $0 == to ? nil : $0 }
    }

    /// The same for recents: the renamed entry keeps its place and its uses. O(n).
    public func applied(to entries: [Recents.Entry]) -> [Recents.Entry] {
        guard from != to, entries.contains(where: { $0.text == from }) else { return entries }
        return entries.compactMap {
            $0.text == from ? Recents.Entry(text: to, usage: $0.usage) : $0.text == to ? nil : $0
        }
    }
}
