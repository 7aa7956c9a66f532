import CX11
import KeyboardFormats
import KeyboardModel
import KeyboardStorage

/// zlib's inflate for `PNGIntegrity`: one stream, decompressed in pieces of 64 KiB that are handed on, never kept.
/// The stream lives at a fixed address, as zlib requires.
final class ZlibInflater: PNGInflating {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var output = [UInt8](repeating: 0, count: 1 << 16)
    private let ready: Bool
    private var ended = false

    init() {
        stream.initialize(to: z_stream())
        ready = inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    func inflate(
        _ input: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws(PNGHeader.PNGError) -> Void
    ) throws(PNGHeader.PNGError) -> Bool {
        guard ready else { throw .badData("zlib could not start") }
        guard !ended, let base = input.baseAddress, !input.isEmpty else { return ended }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        while true {
            let status = output.withUnsafeMutableBytes { buffer in
                stream.pointee.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_out = uInt(buffer.count)
                return CX11.inflate(stream, Z_NO_FLUSH)
            }
            let produced = output.count - Int(stream.pointee.avail_out)
            if produced > 0 {
                var failure: PNGHeader.PNGError?
                output.withUnsafeBytes { bytes in
                    do throws(PNGHeader.PNGError) {
                        try sink(UnsafeRawBufferPointer(rebasing: bytes[0..<produced]))
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
            }
            switch status {
            case Z_STREAM_END:
                ended = true
                return true
            case Z_OK, Z_BUF_ERROR:
                if stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return false }
                if status == Z_BUF_ERROR && produced == 0 { return false }
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                throw .badData(message)
            }
        }
    }
}
