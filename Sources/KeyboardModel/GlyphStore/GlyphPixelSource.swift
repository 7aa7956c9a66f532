#if canImport(Glibc)
import Glibc
#endif

/// Where a glyph store's bytes are read from: the opened file, or an array (tests and fuzzers).
protocol GlyphPixelSource {
    var size: Int { get }
    /// Fills `buffer` from `offset`; false when the bytes are not all there.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool
}

extension OpenedFile: GlyphPixelSource {
    /// One bounded `pread` loop straight into `buffer`: no copy, and a file that shrank gives false, not a trap.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard offset >= 0, let base = buffer.baseAddress else { return buffer.isEmpty }
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return false }
            done += got
        }
        return true
    }
}

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
