import KeyboardFormats
import KeyboardModel

/// Little-endian integers read from and appended to byte arrays. Reads outside the array give 0 rather than trap:
/// callers validate ranges first, and a mistake there must not become an out-of-bounds read.
struct LittleEndianBytes {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> Int { Int(value(offset, width: 2)) }
    func u32(_ offset: Int) -> Int { Int(value(offset, width: 4)) }
    func i32(_ offset: Int) -> Int { Int(Int32(truncatingIfNeeded: value(offset, width: 4))) }
    func u64(_ offset: Int) -> UInt64 { value(offset, width: 8) }

    private func value(_ offset: Int, width: Int) -> UInt64 {
        guard offset >= 0, offset <= bytes.count - width else { return 0 }
        var result: UInt64 = 0
        for index in (0..<width).reversed() { result = result << 8 | UInt64(bytes[offset + index]) }
        return result
    }

    /// Whether `offset..<offset + count` lies inside the bytes (overflow-checked).
    func contains(_ offset: Int, count: Int) -> Bool {
        guard offset >= 0, count >= 0 else { return false }
        let (end, overflow) = offset.addingReportingOverflow(count)
        return !overflow && end <= bytes.count
    }

    static func append(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for shift in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift)))) }
    }

    static func append(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        append(UInt64(truncatingIfNeeded: value), width: width, to: &bytes)
    }
}
