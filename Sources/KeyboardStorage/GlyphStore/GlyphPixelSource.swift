import KeyboardFormats
import KeyboardModel

/// Where a glyph store's bytes are read from: the opened file, or an array (tests and fuzzers).
protocol GlyphPixelSource {
    var size: Int { get }
    /// Fills `buffer` from `offset`; false when the bytes are not all there.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool
}

extension OpenedFile: GlyphPixelSource {}

/// A glyph store held in memory.
struct GlyphStoreBytes: GlyphPixelSource {
    let bytes: [UInt8]

    var size: Int { bytes.count }

    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard LittleEndianBytes(bytes: bytes).contains(offset, count: buffer.count) else { return false }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + buffer.count]))
        }
        return true
    }
}
