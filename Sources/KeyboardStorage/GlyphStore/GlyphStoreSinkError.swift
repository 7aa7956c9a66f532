#if canImport(Glibc)
import Glibc
#endif
import KeyboardFormats
import KeyboardModel

public struct GlyphStoreSinkError: Error, Hashable, Sendable {
    public let reason: String
}
