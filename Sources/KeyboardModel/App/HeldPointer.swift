/// Where the pointer is while its first button is held, as the order of the events says: the press's point, then
/// each motion's. A release is taken there rather than at the point its own event carries.
///
/// The two are the same for a pointer a person moves: while the button is held the window has the pointer grabbed,
/// and the server reports every move to it before the release. They differ when a program clicks with XTest (a
/// dwell-click or switch-access tool, a test) on a busy machine: the server can give a release it had queued the
/// position of a pointer move it handled after it, and only then report that move, with a later time. Taken at its
/// own point, such a release commits the cell the *next* tap is on (seen in direct mode with both cores loaded).
public struct HeldPointer: Hashable, Sendable {
    /// The last point the events put the held pointer at; `nil` when the first button is not held.
    public private(set) var point: Point?

    public init() {}

    mutating func pressed(at point: Point) { self.point = point }

    mutating func moved(to point: Point) {
        if self.point != nil { self.point = point }
    }

    /// Where the release happened: where the press and the moves after it left the pointer (`reported` for a
    /// release whose press this window never saw).
    mutating func released(at reported: Point) -> Point {
        defer { point = nil }
        return point ?? reported
    }
}
