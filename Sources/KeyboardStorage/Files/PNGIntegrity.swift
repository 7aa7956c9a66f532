import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// The full check of a PNG file, as a decoder would find it: every chunk in bounds with a good checksum, IHDR first,
/// a palette before the image data when the colour type needs one, the IDAT chunks together, a zlib stream that
/// decompresses into exactly the rows the header promises (each with a known filter), and IEND.
///
/// O(n) time in the file's size plus O(pixels) of decompression; O(1) memory (the file is read in pieces of
/// `pieceSize`, the decompressed data is counted, never kept). Decompression stops once the image is complete, so
/// a small file cannot make it inflate without end.
public enum PNGIntegrity {
    static let pieceSize = 1 << 16

    /// Checks the opened file and returns its header, or throws what is wrong with it.
    public static func check<Inflater: PNGInflating>(_ file: OpenedFile, inflater: inout Inflater) throws(PNGHeader
        .PNGError) -> PNGHeader
    {
        let header = try PNGHeader(prefix: read(file, at: 0, count: PNGHeader.checkedPrefix), fileSize: file.size)
        var scanlines = PNGScanlines(header)
        var offset = PNGHeader.checkedPrefix
        var palette = false
        var imageData = ImageDataState.before
        while true {
            let head = [UInt8](try read(file, at: offset, count: 8))
            guard head.count == 8 else { throw .truncated }
            let length = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: head[4..<8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF,
                head[4..<8].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
            else {
                throw .badData("bad chunk header")
            }
            guard offset + 12 + length <= file.size else { throw .truncated }
            if type == "IDAT" {
                if imageData == .after { throw .badData("image data chunks are apart") }
                if header.colourType == 3, !palette { throw .badData("no palette") }
                imageData = .inside
            } else if imageData == .inside {
                imageData = .after
            }
            var crc = CRC32.update(0, head[4..<8])
            var done = 0
            while done < length {
                let piece = try read(file, at: offset + 8 + done, count: min(pieceSize, length - done))
                guard !piece.isEmpty else { throw .truncated }
                crc = CRC32.update(crc, piece)
                if type == "IDAT", !scanlines.isComplete {
                    var failure: PNGHeader.PNGError?
                    piece.withUnsafeBytes { bytes in
                        do throws(PNGHeader.PNGError) {
                            _ = try inflater.inflate(bytes) { (output) throws(PNGHeader.PNGError) in
                                try scanlines.consume(output)
                            }
                        } catch {
                            failure = error
                        }
                    }
                    if let failure { throw failure }
                }
                done += piece.count
            }
            let stored = [UInt8](try read(file, at: offset + 8 + length, count: 4)).reduce(UInt32(0)) {
                $0 << 8 | UInt32($1)
            }
            guard stored == crc else { throw .badChecksum }
            switch type {
            case "IEND":
                guard imageData != .before, scanlines.isComplete else { throw .badData("rows missing") }
                return header
            case "IHDR": throw .badHeader
            case "PLTE": palette = true
            case "IDAT": break
            default:
                // An unknown critical chunk (upper-case first letter) cannot be skipped by a decoder.
                if head[4] < 0x61 { throw .badData("unknown critical chunk \(type)") }
            }
            offset += 12 + length
        }
    }

    private enum ImageDataState { case before, inside, after }

    private static func read(_ file: OpenedFile, at offset: Int, count: Int) throws(PNGHeader.PNGError) -> Data {
        do {
            return try file.read(at: offset, count: count)
        } catch {
            throw .badData("unreadable: \(error.reason)")
        }
    }
}
