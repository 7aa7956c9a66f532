import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Where a glyph store is written: a file descriptor (the temporary file of an atomic write) or memory.
public protocol GlyphStoreSink {
    /// Writes all of `bytes` at `offset`; throws a one-line reason.
    mutating func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(GlyphStoreSinkError)
}
