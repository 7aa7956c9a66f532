import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Writing whole buffers to a file descriptor, which `write(2)` may take in pieces.
public enum FileDescriptorWrite {
    /// Writes all of `bytes`, again after EINTR; returns 0 or the errno that stopped it. O(bytes).
    public static func all(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
