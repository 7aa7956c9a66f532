import KeyboardFormats
import KeyboardModel

/// A glyph store file opened for reading: its checked index, and the file its pixels are read from when drawn.
/// Immutable after opening, and `pread` moves no shared offset, so a background write may copy from it meanwhile.
public final class GlyphStoreFile: @unchecked Sendable {
    public let index: GlyphStoreIndex
    private let source: any GlyphPixelSource

    init(index: GlyphStoreIndex, source: any GlyphPixelSource) {
        self.index = index
        self.source = source
    }

    /// Opens the store at `path` and reads its header and index (two bounded reads, nothing of the pixels), refused
    /// when it was written for another `fingerprint` or does not check out. O(index size).
    public static func open(_ path: String, fingerprint: UInt64) -> Result<GlyphStoreFile, GlyphStoreError> {
        let file: OpenedFile
        do {
            file = try OpenedFile(path, followLinks: false)
        } catch {
            return .failure(.unreadable(error.reason))
        }
        return load(file, fingerprint: fingerprint, verifyChecksum: true)
    }

    /// A store held in `bytes`, checked as a file is: for tests, and for fuzzers, which pass `verifyChecksum: false`
    /// to reach the structural checks behind the checksum.
    public static func parse(_ bytes: [UInt8], fingerprint: UInt64?, verifyChecksum: Bool = true) -> Result<
        GlyphStoreFile, GlyphStoreError
    > {
        load(GlyphStoreBytes(bytes: bytes), fingerprint: fingerprint, verifyChecksum: verifyChecksum)
    }

    private static func load(_ source: any GlyphPixelSource, fingerprint: UInt64?, verifyChecksum: Bool) -> Result<
        GlyphStoreFile, GlyphStoreError
    > {
        var prefix = [UInt8](repeating: 0, count: GlyphStoreFormat.headerSize)
        guard source.size >= GlyphStoreFormat.headerSize,
            prefix.withUnsafeMutableBytes({ source.read(at: 0, into: $0) })
        else {
            return .failure(.corrupt("shorter than a header"))
        }
        do {
            let header = try GlyphStoreHeader(prefix, fileSize: source.size)
            if let fingerprint, header.fingerprint != fingerprint { return .failure(.stale) }
            var bytes = [UInt8](repeating: 0, count: header.indexSize)
            guard bytes.withUnsafeMutableBytes({ source.read(at: header.indexOffset, into: $0) }) else {
                return .failure(.corrupt("index truncated"))
            }
            return .success(
                GlyphStoreFile(
                    index: try GlyphStoreIndex(header: header, bytes: bytes, verifyChecksum: verifyChecksum),
                    source: source))
        } catch {
            return .failure(error)
        }
    }

    /// Reads the pixels of `record` into `buffer` (`record.byteCount` bytes) and checks them against the record's
    /// checksum; false when they cannot be read or do not match. O(record.byteCount).
    public func readPixels(_ record: GlyphRecord, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard buffer.count == record.byteCount, source.read(at: record.pixelOffset, into: buffer) else { return false }
        return GlyphStoreFormat.checksum(UnsafeRawBufferPointer(buffer)) == record.checksum
    }

    /// The pixels of `record` as an array, or `nil` (see `readPixels`).
    public func pixels(_ record: GlyphRecord) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: record.byteCount)
        return pixels.withUnsafeMutableBytes { readPixels(record, into: $0) } ? pixels : nil
    }
}
