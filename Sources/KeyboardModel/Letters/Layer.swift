/// What fills the window under the composer: the grid of emotions or the letters keyboard (`layer`, `--layer`).
public enum Layer: String, Hashable, Sendable, CaseIterable {
    case emotions, letters

    /// The other layer: what the switch key opens.
    public var other: Layer { self == .emotions ? .letters : .emotions }
}
