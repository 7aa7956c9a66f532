/// A press on a key of the letters layer: its preview bubble shows while it is held.
public struct LetterPress: Hashable, Sendable {
    /// The key, as an index into the layout's keys.
    public var key: Int
    public var since: Milliseconds
    /// Backspace: when it next repeats.
    public var nextRepeat: Milliseconds?
    /// Held long on a letter with accented variants: the key's text first, then its variants; `chosen` indexes them.
    public var variants: [String]?
    public var chosen = 0
}
