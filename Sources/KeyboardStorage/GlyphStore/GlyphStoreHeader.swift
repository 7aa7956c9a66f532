import KeyboardFormats
import KeyboardModel

/// The first 64 bytes of a glyph store file, checked against the file's size before anything else is read.
struct GlyphStoreHeader: Hashable, Sendable {
    let fingerprint: UInt64
    let lineHeightCount: Int
    let recordCount: Int
    let slotCount: Int
    let textBytes: Int
    let pixelBytes: Int
    let indexOffset: Int
    let indexSize: Int
    let indexChecksum: UInt64

    /// Reads a header from the file's first bytes; every count is within the format's limits and the parts add up to
    /// exactly `fileSize` (overflow-checked), so the index can be read with one bounded read. O(1).
    init(_ bytes: [UInt8], fileSize: Int) throws(GlyphStoreError) {
        guard bytes.count >= GlyphStoreFormat.headerSize, Array(bytes[0..<8]) == GlyphStoreFormat.magic else {
            throw .corrupt("not a glyph cache")
        }
        let view = LittleEndianBytes(bytes: bytes)
        fingerprint = view.u64(8)
        lineHeightCount = view.u32(16)
        recordCount = view.u32(20)
        slotCount = view.u32(24)
        textBytes = view.u32(28)
        indexChecksum = view.u64(48)
        guard let pixels = Int(exactly: view.u64(32)), let index = Int(exactly: view.u64(40)), view.u64(56) == 0 else {
            throw .corrupt("header out of range")
        }
        guard
            let size = GlyphStoreFormat.indexSize(
                lineHeights: lineHeightCount, records: recordCount, slots: slotCount,
                textBytes: textBytes)
        else {
            throw .corrupt("counts past the limits")
        }
        // The table needs an empty slot so that a probe for a missing key ends; its size is a power of two.
        guard recordCount == 0 ? slotCount == 0 : slotCount > recordCount && slotCount.nonzeroBitCount == 1 else {
            throw .corrupt("bad hash table size")
        }
        let (pixelEnd, pixelOverflow) = GlyphStoreFormat.headerSize.addingReportingOverflow(pixels)
        let (end, endOverflow) = index.addingReportingOverflow(size)
        guard !pixelOverflow, !endOverflow, index == pixelEnd, end == fileSize else {
            throw .corrupt("sizes do not match the file")
        }
        pixelBytes = pixels
        indexOffset = index
        indexSize = size
    }

    /// The header's bytes, for a writer.
    static func encode(
        fingerprint: UInt64, lineHeights: Int, records: Int, slots: Int, textBytes: Int, pixelBytes: Int,
        indexChecksum: UInt64
    ) -> [UInt8] {
        var bytes = GlyphStoreFormat.magic
        LittleEndianBytes.append(fingerprint, width: 8, to: &bytes)
        for count in [lineHeights, records, slots, textBytes] { LittleEndianBytes.append(count, width: 4, to: &bytes) }
        LittleEndianBytes.append(pixelBytes, width: 8, to: &bytes)
        LittleEndianBytes.append(GlyphStoreFormat.headerSize + pixelBytes, width: 8, to: &bytes)
        LittleEndianBytes.append(indexChecksum, width: 8, to: &bytes)
        LittleEndianBytes.append(0, width: 8, to: &bytes)
        return bytes
    }
}
