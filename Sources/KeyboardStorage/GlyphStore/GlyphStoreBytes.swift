import KeyboardFormats
import KeyboardModel

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
