/// Where picked emotions go (`mode`, `--mode`).
public enum InputMode: String, CaseIterable, Hashable, Sendable {
    /// Into our composer; Send delivers its text to the application that had the focus.
    case compose
    /// Straight into the focused application; our window never takes the focus.
    case direct
}
