/// What the shell must do after a keyboard action.
public enum KeyboardEffect: Hashable, Sendable {
    case insert(Emotion)
    case deleteBackward
    /// Send a `.tick` at this time (or later) so the model can act on its own, e.g. to repeat delete.
    case wake(at: Milliseconds)
    case saveRecents
}
