import KeyboardFormats
import KeyboardModel

/// Where a glyph store's bytes are read from: the opened file, or an array (tests and fuzzers).
protocol GlyphPixelSource {
    var size: Int { get }
    /// Fills `buffer` from `offset`; false when the bytes are not all there.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool
}

extension OpenedFile: GlyphPixelSource {}
