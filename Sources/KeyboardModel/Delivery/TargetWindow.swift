/// Another application's top-level window: where Send delivers in compose mode.
public struct TargetWindow: Hashable, Sendable {
    /// The window's X id, as the shell knows it.
    public var id: UInt64
    /// WM_CLASS's class part ("XTerm", "firefox-esr"), which chooses the paste key.
    public var className: String

    public init(id: UInt64, className: String) {
        self.id = id
        self.className = className
    }
}
