/// Another application's top-level window: where Send delivers in compose mode.
public struct TargetWindow: Hashable, Sendable {
    /// The window's X id, as the shell knows it.
    public var id: UInt64
    /// WM_CLASS's class part ("XTerm", "firefox-esr"), which chooses the paste key.
    public var className: String
    /// The X client that made the window (its resource base): a clipboard request from another window of the same
    /// client is the application's own.
    public var client: UInt64

    /// A window of `client` (by default one identified by the window's id alone).
    public init(id: UInt64, className: String, client: UInt64? = nil) {
        self.id = id
        self.className = className
        self.client = client ?? id
    }
}
