/// Counts repeated clicks (a double click selects a word) by time and distance, as toolkits do.
public struct ClickHistory: Hashable, Sendable {
    public static let interval: Milliseconds = 400
    public static let slop = 4

    private var point = Point(x: 0, y: 0)
    private var time: Milliseconds = .min
    public private(set) var count = 0

    public init() {}

    /// Records a press and returns how many presses in a row it makes (1 for a single click).
    public mutating func press(at point: Point, time: Milliseconds) -> Int {
        let repeated =
            count > 0 && time >= self.time && time - self.time <= Self.interval
            && abs(point.x - self.point.x) <= Self.slop && abs(point.y - self.point.y) <= Self.slop
        count = repeated ? count + 1 : 1
        self.point = point
        self.time = time
        return count
    }
}
