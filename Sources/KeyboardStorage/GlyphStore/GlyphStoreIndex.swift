import KeyboardFormats
import KeyboardModel

/// The index of a glyph store file: its line heights and a hash table of its glyphs, checked whole when read, so
/// that a lookup afterwards needs no checks. The pixels stay in the file.
public struct GlyphStoreIndex: Sendable {
    let header: GlyphStoreHeader
    private let view: LittleEndianBytes
    private let recordsStart: Int
    private let slotsStart: Int
    private let textStart: Int
    /// Line height by pixel size, so that layout needs no font.
    public let lineHeights: [Int: Int]

    public var count: Int { header.recordCount }

    /// Checks the index bytes read from `header.indexOffset`: the checksum (unless a fuzzer turns it off to reach the
    /// structural checks), then every line height, record and slot against the format's bounds. O(index size).
    init(header: GlyphStoreHeader, bytes: [UInt8], verifyChecksum: Bool = true) throws(GlyphStoreError) {
        guard bytes.count == header.indexSize else { throw .corrupt("index truncated") }
        if verifyChecksum, GlyphStoreFormat.checksum(bytes) != header.indexChecksum { throw .corrupt("index checksum") }
        self.header = header
        view = LittleEndianBytes(bytes: bytes)
        recordsStart = header.lineHeightCount * GlyphStoreFormat.lineHeightSize
        slotsStart = recordsStart + header.recordCount * GlyphStoreFormat.recordSize
        textStart = slotsStart + header.slotCount * GlyphStoreFormat.slotSize
        var heights: [Int: Int] = [:]
        for number in 0..<header.lineHeightCount {
            let size = view.u32(number * GlyphStoreFormat.lineHeightSize)
            let height = view.u32(number * GlyphStoreFormat.lineHeightSize + 4)
            guard (1...GlyphStoreFormat.maxPixelSize).contains(size),
                (1...GlyphStoreFormat.maxLineHeight).contains(height)
            else {
                throw .corrupt("line height \(number)")
            }
            heights[size] = height
        }
        lineHeights = heights
        for number in 0..<header.recordCount where !isValidRecord(number) { throw .corrupt("glyph \(number)") }
        for slot in 0..<header.slotCount
        where view.u32(slotsStart + slot * GlyphStoreFormat.slotSize) > header.recordCount {
            throw .corrupt("slot \(slot)")
        }
    }

    private func field(_ number: Int, _ offset: Int) -> Int {
        recordsStart + number * GlyphStoreFormat.recordSize + offset
    }

    private func isValidRecord(_ number: Int) -> Bool {
        let size = view.u32(field(number, 24))
        let width = view.u16(field(number, 32))
        let height = view.u16(field(number, 34))
        let advance = view.i32(field(number, 36))
        let textOffset = view.u32(field(number, 40))
        let textLength = view.u16(field(number, 44))
        guard (1...GlyphStoreFormat.maxPixelSize).contains(size), (1...GlyphStoreFormat.maxSide).contains(width),
            (1...GlyphStoreFormat.maxSide).contains(height), (0...GlyphStoreFormat.maxAdvance).contains(advance),
            (1...GlyphStoreFormat.maxTextBytes).contains(textLength), view.u16(field(number, 46)) == 0,
            textOffset <= header.textBytes - textLength, let pixelOffset = Int(exactly: view.u64(field(number, 0)))
        else {
            return false
        }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        let (end, endOverflow) = pixelOffset.addingReportingOverflow(bytes)
        guard !areaOverflow, !bytesOverflow, !endOverflow, end <= header.pixelBytes else { return false }
        let text = textBytes(number)
        guard UTF8Validation.firstInvalidByte(in: text) == nil else { return false }
        return view.u32(field(number, 20)) == Int(GlyphStoreFormat.keyHash(text: text, size: size))
    }

    /// The key text of record `number`, in place.
    private func textBytes(_ number: Int) -> ArraySlice<UInt8> {
        let offset = textStart + view.u32(field(number, 40))
        let length = view.u16(field(number, 44))
        guard view.contains(offset, count: length) else { return [] }
        return view.bytes[offset..<offset + length]
    }

    /// Record `number` (in `0..<count`).
    public func record(_ number: Int) -> GlyphRecord {
        let key = GlyphKey(
            text: String(decoding: textBytes(number), as: UTF8.self), size: view.u32(field(number, 24)),
            color: UInt32(truncatingIfNeeded: view.u32(field(number, 28))))
        return GlyphRecord(
            key: key, width: view.u16(field(number, 32)), height: view.u16(field(number, 34)),
            advance: view.i32(field(number, 36)),
            pixelOffset: GlyphStoreFormat.headerSize + Int(truncatingIfNeeded: view.u64(field(number, 0))),
            checksum: view.u64(field(number, 8)), lastUsed: view.u32(field(number, 16)))
    }

    /// The record number of `key`, or `nil`. O(length of the probe), at most the table's size.
    public func find(_ key: GlyphKey) -> Int? {
        find(text: key.text, size: key.size) { view.u32(field($0, 28)) == Int(key.color) }
    }

    /// A record of `text` at `size` in any colour (all colours share the advance), or `nil`.
    public func find(text: String, size: Int) -> Int? {
        find(text: text, size: size) { _ in true }
    }

    private func find(text: String, size: Int, matching: (Int) -> Bool) -> Int? {
        guard header.slotCount > 0 else { return nil }
        let bytes = Array(text.utf8)
        let hash = GlyphStoreFormat.keyHash(text: bytes, size: size)
        let mask = header.slotCount - 1
        var slot = Int(hash) & mask
        for _ in 0..<header.slotCount {
            let entry = view.u32(slotsStart + slot * GlyphStoreFormat.slotSize)
            if entry == 0 { return nil }
            let number = entry - 1
            if view.u32(field(number, 20)) == Int(hash), view.u32(field(number, 24)) == size, matching(number),
                textBytes(number).elementsEqual(bytes)
            {
                return number
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
