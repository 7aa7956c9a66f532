/// Decompresses the zlib stream of a PNG's image data for `PNGIntegrity`; the executable supplies one backed by zlib,
/// so the model needs no compression library.
public protocol PNGInflating {
    /// Decompresses the next piece of the stream, handing the output to `sink` in pieces; returns whether the stream
    /// ended. Throws `PNGHeader.PNGError.badData` when the stream is corrupt.
    mutating func inflate(
        _ input: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws(PNGHeader.PNGError) -> Void
    ) throws(PNGHeader.PNGError) -> Bool
}
