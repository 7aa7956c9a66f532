import CX11
import KeyboardModel
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
    var descriptor: Int32 { file.descriptor }

    init?(path: String, faceIndex: Int, mapped: Bool = true) {
        guard let file = try? OpenedFile(path), file.size > 0 else { return nil }
        if mapped {
            guard let mapping = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapping != MAP_FAILED else { return nil }
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

    /// Reads up to `count` bytes at `offset` into `buffer`; the number read (short only at the end of the file or on an
    /// error).
    func read(at offset: Int, count: Int, into buffer: UnsafeMutableRawPointer) -> Int {
        var done = 0
        while done < count {
            let got = pread(file.descriptor, buffer + done, count - done, off_t(offset + done))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            done += got
        }
        return done
    }
}
