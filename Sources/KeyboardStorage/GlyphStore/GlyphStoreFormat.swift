import KeyboardFormats
import KeyboardModel

/// The layout of the glyph store file (`glyphs.bin`), all integers little-endian:
///
///     header   64 bytes: magic "EKGLYPH4", fingerprint u64, line-height count u32, record count u32, slot count u32,
///              text bytes u32, pixel bytes u64, index offset u64, index checksum u64, 8 bytes reserved (zero)
///     pixels   at 64: premultiplied BGRA rows of every glyph, `pixel bytes` long
///     index    at `index offset`: line heights (size u32, height u32), records (48 bytes each), a hash table of
///              `slot count` u32 slots (record number + 1, 0 when empty; linear probing from the key hash), then the
///              texts of the keys (UTF-8)
///
/// A record: pixel offset u64 (from the start of the pixel area), pixel checksum u64, last used u32 (minutes since
/// 1970), key hash u32, size u32, colour u32, width u16, height u16, advance i32, text offset u32, text length u16,
/// 2 bytes reserved.
///
/// Pixels come last but one so a writer can stream them and put the index behind them; a reader reads the header and
/// the index (bounded by the limits below) and then only the pixels of the glyphs it draws.
public enum GlyphStoreFormat {
    static let magic: [UInt8] = Array("EKGLYPH4".utf8)
    static let headerSize = 64
    static let lineHeightSize = 8
    static let recordSize = 48
    static let slotSize = 4

    /// Most entries in one file: every emoji at many sizes, few enough that the index stays under 8 MiB.
    public static let maxRecords = 1 << 16
    static let maxSlots = 1 << 17
    static let maxLineHeights = 256
    /// Longest key text: a long ZWJ sequence is about 30 bytes, a kaomoji rarely more than 60.
    public static let maxTextBytes = 128
    /// Largest pixel size of a key, and largest side of a stored picture.
    public static let maxPixelSize = 1024
    static let maxSide = 2048
    static let maxAdvance = 1 << 16
    static let maxLineHeight = 4096
    static let maxTextArea = 1 << 22

    /// The size of the index part for these counts, or `nil` past the limits (checked before anything is allocated).
    static func indexSize(lineHeights: Int, records: Int, slots: Int, textBytes: Int) -> Int? {
        guard (0...maxLineHeights).contains(lineHeights), (0...maxRecords).contains(records),
            (0...maxSlots).contains(slots),
            (0...maxTextArea).contains(textBytes)
        else { return nil }
        return lineHeights * lineHeightSize + records * recordSize + slots * slotSize + textBytes
    }

    /// FNV-1a over the text's bytes and the size: the slot a key's probe starts from.
    static func keyHash(text: some Sequence<UInt8>, size: Int) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        for shift in stride(from: 0, to: 32, by: 8) {
            hash = (hash ^ UInt32(truncatingIfNeeded: size >> shift) & 0xFF) &* 0x0100_0193
        }
        return hash
    }

    /// A 64-bit checksum of `bytes`, eight at a time: each step is a bijection of the state, so any one changed word changes it.
    /// O(n).
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        return mix(hash ^ tail ^ 0xFF)
    }

    public static func checksum(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes(checksum) }

    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        return value
    }

    /// A fingerprint string (what invalidates the store, e.g. fontconfig's cache stamps) as the header stores it.
    public static func fingerprint(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
