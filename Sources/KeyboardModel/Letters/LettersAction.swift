/// What the window tells the letters layer while it shows: the pointer over its keys, the clock, the keys it routes
/// to it, and that a held key is let go (the keymap or the window's size changed, the layer went away).
public enum LettersAction: Hashable, Sendable {
    case pointerDown(Point, time: Milliseconds)
    case pointerMoved(Point, time: Milliseconds)
    case pointerUp(Point)
    case pointerLeft
    case tick(Milliseconds)
    /// A key while the letters have the focus ring.
    case key(Key, shift: Bool)
    /// The held key is let go without typing.
    case letGo
    /// The layer is switched away: nothing stays held or hovered.
    case hidden
}
