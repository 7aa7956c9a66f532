/// Atoms `start..<oldEnd` of a buffer were replaced by what now stands at `start..<newEnd`.
public struct TextChange: Hashable, Sendable {
    public var start: Int
    public var oldEnd: Int
    public var newEnd: Int

    public init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// One change covering this one and then `next` (given in the coordinates after this one).
    public func followed(by next: TextChange) -> TextChange {
        let shift = newEnd - oldEnd
        let start = min(self.start, next.start)
        let reach = max(newEnd, next.oldEnd)
        let oldEnd = max(self.oldEnd, next.oldEnd - shift)
        return TextChange(start: start, oldEnd: oldEnd, newEnd: reach + next.newEnd - next.oldEnd)
    }
}
