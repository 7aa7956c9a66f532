/// The CRC-32 of PNG chunks and zlib (polynomial 0xEDB88320), table driven: O(n), no allocation after the first use.
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// Continues `crc` (start with 0) over `bytes`.
    package static func update<Bytes: Sequence>(_ crc: UInt32, _ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var value = ~crc
        table.withUnsafeBufferPointer { table in
            for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        }
        return ~value
    }
}
