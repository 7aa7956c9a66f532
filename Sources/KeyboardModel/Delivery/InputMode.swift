/// Where chosen emotions go: into our composer first (Send delivers it), or straight into the focused application.
public enum InputMode: String, Hashable, Sendable, CaseIterable {
    case compose, direct
}
