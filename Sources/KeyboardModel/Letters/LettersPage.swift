/// The two pages of the letters layer.
public enum LettersPage: Hashable, Sendable {
    case letters, symbols
}
