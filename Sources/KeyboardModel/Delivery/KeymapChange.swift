/// Our latest change of the keymap: the server's time just after it and ours when it was planned.
public struct KeymapChange: Hashable, Sendable {
    /// A keymap fetch the target makes after this server time sees the change.
    public var serverTime: UInt
    /// Our clock's time of the plan that made the change.
    public var time: Milliseconds
}
