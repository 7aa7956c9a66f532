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

    /// The sum of the widths of `range`, read straight from the bytes. O(range).
    func sum(of range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var sum = 0
            if isWide {
                for index in range { sum += Int(bytes[2 * index]) | Int(bytes[2 * index + 1]) << 8 }
            } else {
                for index in range { sum += Int(bytes[index]) }
            }
            return sum
        }
    }

    /// The width whose span holds `x` pixels from the chunk's start, and where that span starts; `nil` past the end.
    /// O(count).
    func position(containing x: Int) -> (index: Int, start: Int)? {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in 0..<count {
                let width = isWide ? Int(bytes[2 * index]) | Int(bytes[2 * index + 1]) << 8 : Int(bytes[index])
                if x < start + width { return (index, start) }
                start += width
            }
            return nil
        }
    }

    /// Replaces the widths of `range` by `widths`, moving the bytes after it once. O(count + widths).
    mutating func replaceSubrange(_ range: Range<Int>, with widths: WidthChunk) {
        if widths.isWide, !isWide { widen() }
        let scale = isWide ? 2 : 1
        let byteRange = range.lowerBound * scale..<range.upperBound * scale
        if widths.isWide == isWide {
            bytes.replaceSubrange(byteRange, with: widths.bytes)
        } else {
            bytes.replaceSubrange(byteRange, with: Self.widened(widths.bytes))
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(isWide ? 2 * count : count)
    }

    private mutating func widen() {
        bytes = Self.widened(bytes)
        isWide = true
    }

    /// One-byte widths as two bytes each, low byte first.
    private static func widened(_ narrow: [UInt8]) -> [UInt8] {
        var wide: [UInt8] = []
        wide.reserveCapacity(2 * narrow.count)
        for byte in narrow {
            wide.append(byte)
            wide.append(0)
        }
        return wide
    }
}
