import CX11
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// A font file mapped into memory once, read-only, and shared: FreeType faces (one per rendering thread) and HarfBuzz
/// read the same pages, so the emoji font is mapped once, not once for FreeType and again for HarfBuzz.
final class FontFile: @unchecked Sendable {
    let path: String
    let faceIndex: Int
    // Immutable after init and never written: safe to read from any thread.
    let bytes: UnsafeRawBufferPointer

    init?(path: String, faceIndex: Int) {
        guard let file = try? OpenedFile(path), file.size > 0,
              let mapping = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapping != MAP_FAILED else {
            return nil
        }
        self.path = path
        self.faceIndex = faceIndex
        bytes = UnsafeRawBufferPointer(start: mapping, count: file.size)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
}
