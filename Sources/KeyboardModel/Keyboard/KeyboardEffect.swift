/// What the shell must do after a keyboard action.
public enum KeyboardEffect: Hashable, Sendable {
    case insert(Emotion)
    case deleteBackward
    case saveRecents
}
