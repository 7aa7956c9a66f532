import KeyboardFormats
import KeyboardModel

extension GlyphStoreFile {
    /// For fuzzers: reads `bytes` as a store with the checksums off (so mutations reach the structural checks), reads
    /// and looks up every glyph, then writes it back with one glyph more and checks that the result reads back whole.
    /// Returns the number of glyphs written. Traps only on a bug of ours, never on what `bytes` hold. O(bytes).
    @discardableResult
    public static func exercise(_ bytes: [UInt8]) -> Int {
        guard case .success(let file) = parse(bytes, fingerprint: nil, verifyChecksum: false) else { return 0 }
        let fingerprint = file.index.header.fingerprint
        var store = GlyphStore(path: "", opened: .success(file), fingerprint: fingerprint, now: 30_000_000)
        for number in 0..<file.index.count {
            let record = file.index.record(number)
            _ = file.pixels(record)
            _ = store.storedAdvance(text: record.key.text, size: record.key.size)
            if number % 2 == 0 { _ = store.lookup(record.key) }
        }
        let key = GlyphKey(text: "fuzz", size: 12, color: 0xFF00_0000)
        if let glyph = FreshGlyph(width: 2, height: 3, advance: 2, pixels: [UInt8](repeating: 7, count: 24)) {
            store.add(key, glyph)
        }
        var sink = ByteArraySink()
        guard let count = try? store.makeWrite().write(to: &sink),
            case .success(let written) = parse(sink.bytes, fingerprint: fingerprint),
            written.index.count == count, let number = written.index.find(key),
            written.pixels(written.index.record(number)) == [UInt8](repeating: 7, count: 24)
        else {
            preconditionFailure("a glyph store written from a hostile one does not read back")
        }
        return count
    }
}
