import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Collects the file in memory.
public struct ByteArraySink: GlyphStoreSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ chunk: UnsafeRawBufferPointer, at offset: Int) throws(GlyphStoreSinkError) {
        if bytes.count < offset + chunk.count {
            bytes += [UInt8](repeating: 0, count: offset + chunk.count - bytes.count)
        }
        bytes.withUnsafeMutableBytes { target in
            UnsafeMutableRawBufferPointer(rebasing: target[offset..<offset + chunk.count]).copyMemory(from: chunk)
        }
    }
}
