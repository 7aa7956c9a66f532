import KeyboardFormats
import KeyboardModel

extension GlyphStoreWrite {
    /// Writes the store to `path` atomically, not durably (a lost cache costs only time), and opens what is there
    /// afterwards (`nil` if that cannot be read, e.g. another instance replaced it meanwhile with something broken).
    /// O(bytes written).
    public func write(toFile path: String) throws(AtomicFile.WriteError) -> GlyphStoreFile? {
        try AtomicFile.write(to: path, durable: false) { descriptor throws(AtomicFile.WriteError) in
            var sink = FileDescriptorSink(descriptor: descriptor)
            do throws(GlyphStoreSinkError) {
                try write(to: &sink)
            } catch {
                throw AtomicFile.WriteError(path: path, reason: error.reason)
            }
        }
        return try? GlyphStoreFile.open(path, fingerprint: fingerprint).get()
    }
}
