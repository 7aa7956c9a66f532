/// Where the window opens (`dock`): as a window, or docked along the screen's top or bottom edge (`--dock` overrides it).
public enum DockChoice: String, CaseIterable, Hashable, Sendable {
    case none
    case top
    case bottom

    /// The screen edge the window docks along; `nil` for a plain window.
    public var edge: Dock? { Dock(rawValue: rawValue) }
}
