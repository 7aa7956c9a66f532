#if canImport(Glibc)
import Glibc
#endif
import KeyboardFormats
import KeyboardModel

/// Where a glyph store is written: a file descriptor (the temporary file of an atomic write) or memory.
public protocol GlyphStoreSink {
    /// Writes all of `bytes` at `offset`; throws a one-line reason.
    mutating func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(GlyphStoreSinkError)
}

public struct GlyphStoreSinkError: Error, Hashable, Sendable {
    public let reason: String
}

/// Writes with `pwrite`, so the header can go in last at offset 0.
public struct FileDescriptorSink: GlyphStoreSink {
    let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public mutating func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(GlyphStoreSinkError) {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, base + done, bytes.count - done, off_t(offset + done))
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw GlyphStoreSinkError(reason: String(cString: strerror(errno))) }
            done += written
        }
    }
}

/// Collects the file in memory.
public struct ByteArraySink: GlyphStoreSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ chunk: UnsafeRawBufferPointer, at offset: Int) throws(GlyphStoreSinkError) {
        if bytes.count < offset + chunk.count { bytes += [UInt8](repeating: 0, count: offset + chunk.count - bytes.count) }
        bytes.withUnsafeMutableBytes { target in
            UnsafeMutableRawBufferPointer(rebasing: target[offset..<offset + chunk.count]).copyMemory(from: chunk)
        }
    }
}
