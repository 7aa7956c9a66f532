import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

public struct GlyphStoreSinkError: Error, Hashable, Sendable {
    public let reason: String
}
