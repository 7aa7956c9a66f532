/// The widths of one chunk of `WidthRuns`: a byte each while all are under 256 pixels (text at usual sizes), two bytes
/// each (clamped to 65,535) once one is wider.
struct WidthChunk: RandomAccessCollection, Hashable, Sendable {
    private var bytes: [UInt8] = []
    /// Whether each width takes two bytes (low byte first).
    private(set) var isWide = false

    init() {}

    init<S: Sequence>(_ widths: S) where S.Element == Int {
        for width in widths { append(width) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { isWide ? bytes.count / 2 : bytes.count }

    subscript(index: Int) -> Int {
        isWide ? Int(bytes[2 * index]) | Int(bytes[2 * index + 1]) << 8 : Int(bytes[index])
    }

    /// Appends a width, widening the chunk (O(count), once) if it is the first over 255.
    mutating func append(_ width: Int) {
        let clamped = Swift.min(Swift.max(0, width), Int(UInt16.max))
        if clamped > Int(UInt8.max), !isWide { widen() }
        if isWide {
            bytes.append(UInt8(clamped & 0xFF))
            bytes.append(UInt8(clamped >> 8))
        } else {
            bytes.append(UInt8(clamped))
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(isWide ? 2 * count : count)
    }

    private mutating func widen() {
        var wide: [UInt8] = []
        wide.reserveCapacity(2 * bytes.count)
        for byte in bytes {
            wide.append(byte)
            wide.append(0)
        }
        bytes = wide
        isWide = true
    }
}
