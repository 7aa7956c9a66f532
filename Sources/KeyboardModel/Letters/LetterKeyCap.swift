/// A key of the letters layer and where it is drawn.
public struct LetterKeyCap: Hashable, Sendable {
    public let key: LetterKey
    public let frame: Rect
}
