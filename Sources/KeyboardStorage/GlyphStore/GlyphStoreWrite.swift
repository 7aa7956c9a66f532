import KeyboardFormats
import KeyboardModel

/// One write of a glyph store, taken from a session as a value so that it can run off the event loop: the glyphs of
/// the file read at start-up (copied from it, each checked again on the way) and those rendered since (from memory),
/// the most recently used first until the byte budget is spent.
public struct GlyphStoreWrite: Sendable {
    /// A glyph rendered ahead of need but never drawn counts as used this long ago (minutes), so it is evicted first.
    static let prefetchAge = 7 * 24 * 60

    let base: GlyphStoreFile?
    /// Record numbers of `base` drawn this session: they count as used now.
    let usedBase: Set<Int>
    let fresh: [GlyphKey: FreshGlyph]
    let lineHeights: [Int: Int]
    let fingerprint: UInt64
    let budget: Int
    /// Minutes since 1970.
    let now: Int

    /// The glyphs this write takes from memory.
    public var freshKeys: Set<GlyphKey> { Set(fresh.keys) }

    private enum Pixels {
        case fresh(FreshGlyph)
        case stored(GlyphRecord)
    }

    private struct Entry {
        let key: GlyphKey
        let width: Int
        let height: Int
        let advance: Int
        let stamp: Int
        let pixels: Pixels
        var byteCount: Int { width * height * 4 }
    }

    private struct Written {
        let entry: Entry
        let offset: Int
        let checksum: UInt64
    }

    /// What the file will hold, most recently used first, within the budget and the format's limits.
    /// O(n log n) in the glyphs of the base and the fresh ones.
    private func chosenEntries() -> [Entry] {
        var entries: [Entry] = fresh.sorted {
            ($0.key.text, $0.key.size, $0.key.color) < ($1.key.text, $1.key.size, $1.key.color)
        }
        .filter { $0.key.isStorable }
        .map { key, glyph in
            Entry(
                key: key, width: glyph.width, height: glyph.height, advance: glyph.advance,
                stamp: glyph.prefetched ? now - Self.prefetchAge : now, pixels: .fresh(glyph))
        }
        if let base {
            for number in 0..<base.index.count {
                let record = base.index.record(number)
                guard fresh[record.key] == nil, record.key.isStorable else { continue }
                entries.append(
                    Entry(
                        key: record.key, width: record.width, height: record.height, advance: record.advance,
                        stamp: usedBase.contains(number) ? now : record.lastUsed, pixels: .stored(record)))
            }
        }
        // A stable sort keeps fresh glyphs ahead of stored ones used at the same minute.
        let ordered = entries.enumerated().sorted { ($1.element.stamp, $0.offset) < ($0.element.stamp, $1.offset) }.map(
            \.element)
        var chosen: [Entry] = []
        var total = 0
        var textBytes = 0
        for entry in ordered
        where chosen.count < GlyphStoreFormat.maxRecords && total + entry.byteCount <= budget
            && textBytes + entry.key.text.utf8.count <= GlyphStoreFormat.maxTextArea
        {
            chosen.append(entry)
            total += entry.byteCount
            textBytes += entry.key.text.utf8.count
        }
        return chosen
    }

    /// Writes the file to `sink`: pixels from offset 64 as they come, then the index, then the header at offset 0.
    /// A stored glyph whose pixels no longer check out is left out. Returns the number of glyphs written.
    /// O(bytes written); memory O(index + the largest glyph).
    @discardableResult
    public func write(to sink: inout some GlyphStoreSink) throws(GlyphStoreSinkError) -> Int {
        var written: [Written] = []
        var offset = 0
        var buffer: [UInt8] = []
        for entry in chosenEntries() {
            let checksum: UInt64
            switch entry.pixels {
            case .fresh(let glyph):
                try Self.put(glyph.pixels, at: GlyphStoreFormat.headerSize + offset, into: &sink)
                checksum = glyph.checksum
            case .stored(let record):
                if buffer.count != record.byteCount { buffer = [UInt8](repeating: 0, count: record.byteCount) }
                guard let base, buffer.withUnsafeMutableBytes({ base.readPixels(record, into: $0) }) else { continue }
                try Self.put(buffer, at: GlyphStoreFormat.headerSize + offset, into: &sink)
                checksum = record.checksum
            }
            written.append(Written(entry: entry, offset: offset, checksum: checksum))
            offset += entry.byteCount
        }
        let heights = mergedLineHeights()
        let index = encodeIndex(written, lineHeights: heights)
        try Self.put(index.bytes, at: GlyphStoreFormat.headerSize + offset, into: &sink)
        let header = GlyphStoreHeader.encode(
            fingerprint: fingerprint, lineHeights: heights.count, records: written.count,
            slots: index.slots, textBytes: index.textBytes, pixelBytes: offset,
            indexChecksum: GlyphStoreFormat.checksum(index.bytes))
        try Self.put(header, at: 0, into: &sink)
        return written.count
    }

    private static func put(_ bytes: [UInt8], at offset: Int, into sink: inout some GlyphStoreSink)
        throws(GlyphStoreSinkError)
    {
        var failure: GlyphStoreSinkError?
        bytes.withUnsafeBytes { raw in
            do throws(GlyphStoreSinkError) {
                try sink.write(raw, at: offset)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The session's line heights over the base's, at most the format's number of sizes.
    private func mergedLineHeights() -> [(size: Int, height: Int)] {
        let merged = (base?.index.lineHeights ?? [:]).merging(lineHeights) { _, session in session }
        return merged.filter {
            (1...GlyphStoreFormat.maxPixelSize).contains($0.key)
                && (1...GlyphStoreFormat.maxLineHeight).contains($0.value)
        }
        .sorted { $0.key < $1.key }.prefix(GlyphStoreFormat.maxLineHeights).map { (size: $0.key, height: $0.value) }
    }

    private func encodeIndex(_ written: [Written], lineHeights: [(size: Int, height: Int)]) -> (
        bytes: [UInt8], slots: Int, textBytes: Int
    ) {
        var slots = written.isEmpty ? 0 : 8
        while slots < 2 * written.count { slots *= 2 }
        var table = [Int](repeating: 0, count: slots)
        var bytes: [UInt8] = []
        var texts: [UInt8] = []
        for line in lineHeights {
            LittleEndianBytes.append(line.size, width: 4, to: &bytes)
            LittleEndianBytes.append(line.height, width: 4, to: &bytes)
        }
        for (number, item) in written.enumerated() {
            let text = Array(item.entry.key.text.utf8)
            let hash = GlyphStoreFormat.keyHash(text: text, size: item.entry.key.size)
            var slot = Int(hash) & (slots - 1)
            while table[slot] != 0 { slot = (slot + 1) & (slots - 1) }
            table[slot] = number + 1
            LittleEndianBytes.append(item.offset, width: 8, to: &bytes)
            LittleEndianBytes.append(item.checksum, width: 8, to: &bytes)
            LittleEndianBytes.append(min(max(0, item.entry.stamp), Int(UInt32.max)), width: 4, to: &bytes)
            LittleEndianBytes.append(UInt64(hash), width: 4, to: &bytes)
            LittleEndianBytes.append(item.entry.key.size, width: 4, to: &bytes)
            LittleEndianBytes.append(UInt64(item.entry.key.color), width: 4, to: &bytes)
            LittleEndianBytes.append(item.entry.width, width: 2, to: &bytes)
            LittleEndianBytes.append(item.entry.height, width: 2, to: &bytes)
            LittleEndianBytes.append(item.entry.advance, width: 4, to: &bytes)
            LittleEndianBytes.append(texts.count, width: 4, to: &bytes)
            LittleEndianBytes.append(text.count, width: 2, to: &bytes)
            LittleEndianBytes.append(0, width: 2, to: &bytes)
            texts += text
        }
        for entry in table { LittleEndianBytes.append(entry, width: 4, to: &bytes) }
        return (bytes + texts, slots, texts.count)
    }
}
