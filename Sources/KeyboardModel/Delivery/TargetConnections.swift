/// The process the keys go to, as the X server knows it (the X-Resource extension): its id and whether it has X
/// connections besides the one of the window that has the focus.
public struct TargetConnections: Hashable, Sendable {
    /// The process id the server reports for the window's connection; `nil` when it cannot tell (a remote client, a
    /// server without X-Resource).
    public var process: UInt?
    /// Whether the process has other connections to the server.
    public var hasOtherConnections: Bool

    public init(process: UInt? = nil, hasOtherConnections: Bool = false) {
        self.process = process
        self.hasOtherConnections = hasOtherConnections
    }
}
