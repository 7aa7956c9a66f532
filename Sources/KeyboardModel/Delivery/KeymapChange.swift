/// Our latest change of the keymap: where it stands in the order the server handles our requests, and our time.
public struct KeymapChange: Hashable, Sendable {
    /// The number our connection would give its next request when the change was made (requests are numbered in
    /// the order sent, and the server handles one connection's requests in that order), so the change's own request
    /// is numbered this or later: a fetch the server handled after the change sees it.
    public var request: UInt
    /// Our clock's time of the plan that made the change.
    public var time: Milliseconds
}
