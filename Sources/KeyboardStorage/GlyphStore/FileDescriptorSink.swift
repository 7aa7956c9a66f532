import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

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
