/// Our latest change of the keymap: where it stands in the order the server handles our requests, and our time.
public struct KeymapChange: Hashable, Sendable {
    /// The number our connection gave the change's request (requests are numbered in the order sent, and the server
    /// handles one connection's requests in that order): a fetch the server handled after it sees the change.
    public var request: UInt
    /// Our clock's time of the plan that made the change.
    public var time: Milliseconds
}
