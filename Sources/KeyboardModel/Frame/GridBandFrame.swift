/// What the grid's band shows.
public enum GridBandFrame: Hashable, Sendable {
    case emotions(GridFrame)
    case letters(LettersFrame)
}
