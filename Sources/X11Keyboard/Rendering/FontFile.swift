import CX11
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// A font file opened once and shared by every thread's faces. A font read glyph by glyph from all over the file (the
/// colour emoji font: 10.9 MB, nearly all of it PNG images) is read on demand, so that only the bytes of the glyphs
/// being decoded pass through memory; a text font, whose glyph index and outlines faces read in place, is mapped once
/// (FreeType faces and HarfBuzz read the same pages).
final class FontFile: @unchecked Sendable {
    let path: String
    let faceIndex: Int
    // Immutable after init: safe to read from any thread (pread needs no shared position).
    /// The whole file when it is mapped.
    let bytes: UnsafeRawBufferPointer?
    private let file: OpenedFile
    var size: Int { file.size }

    init?(path: String, faceIndex: Int, mapped: Bool = true) {
        guard let file = try? OpenedFile(path), file.size > 0 else { return nil }
        if mapped {
            guard let mapping = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapping != MAP_FAILED
            else { return nil }
            bytes = UnsafeRawBufferPointer(start: mapping, count: file.size)
        } else {
            bytes = nil
        }
        self.path = path
        self.faceIndex = faceIndex
        self.file = file
    }

    deinit {
        if let bytes { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
    }

    /// Reads `count` bytes at `offset` into `buffer`: all of them, or false (a file that shrank, a read error).
    func read(at offset: Int, count: Int, into buffer: UnsafeMutableRawPointer) -> Bool {
        file.read(at: offset, into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
    }
}
