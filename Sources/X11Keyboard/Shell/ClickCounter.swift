import KeyboardModel

/// Counts repeated clicks (double click selects a word) by time and distance, as toolkits do.
struct ClickCounter {
    static let interval: Milliseconds = 400
    static let slop = 4

    private var last: (point: Point, time: Milliseconds, count: Int)?

    mutating func click(at point: Point, time: Milliseconds) -> Int {
        if let last, time - last.time <= Self.interval, abs(point.x - last.point.x) <= Self.slop, abs(point.y - last.point.y) <= Self.slop {
            self.last = (point, time, last.count + 1)
        } else {
            last = (point, time, 1)
        }
        return last?.count ?? 1
    }
}
