import FoundationEssentials
import KeyboardTestSupport

@testable import KeyboardFormats
@testable import KeyboardModel

/// PNG files built in code for the integrity checks: image data in stored (uncompressed) deflate blocks, which
/// `StoredInflater` reads, so the model's checks can be tested without zlib.
enum PNGFixtures {
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return word(UInt32(body.count)) + typeBytes + body + word(CRC32.update(0, typeBytes + body))
    }

    static func word(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// A zlib stream of stored blocks holding `data`.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            stream += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            stream += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return stream + word(b << 16 | a)
    }

    /// An RGBA PNG of `width` x `height` whose rows use filter `filter`; `interlaced` writes the seven passes.
    static func png(width: Int, height: Int, filter: UInt8 = 0, interlaced: Bool = false, rowsMissing: Int = 0)
        -> [UInt8]
    {
        var raw: [UInt8] = []
        let rows: [(Int, Int)]
        if interlaced {
            let passes = [
                (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)
            ]
            rows = passes.compactMap { x, y, dx, dy in
                let w = width > x ? (width - x + dx - 1) / dx : 0
                let h = height > y ? (height - y + dy - 1) / dy : 0
                return w > 0 && h > 0 ? (w, h) : nil
            }
        } else {
            rows = [(width, height)]
        }
        for (passWidth, passHeight) in rows {
            for _ in 0..<passHeight { raw += [filter] + [UInt8](repeating: 0x7F, count: passWidth * 4) }
        }
        raw.removeLast(min(raw.count, rowsMissing * (1 + width * 4)))
        let header = word(UInt32(width)) + word(UInt32(height)) + [8, 6, 0, 0, interlaced ? 1 : 0]
        return PNGHeader.signature + chunk("IHDR", header) + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }
}

/// Reads zlib streams made of stored blocks only; anything else is corrupt data to it.
struct StoredInflater: PNGInflating {
    private var pending: [UInt8] = []
    private var headerRead = false
    private var ended = false

    mutating func inflate(
        _ input: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws(PNGHeader.PNGError) -> Void
    ) throws(PNGHeader.PNGError) -> Bool {
        pending += input
        if !headerRead {
            guard pending.count >= 2 else { return false }
            pending.removeFirst(2)
            headerRead = true
        }
        while !ended, pending.count >= 5 {
            guard pending[0] & 0x06 == 0 else { throw .badData("not a stored block") }
            let count = Int(pending[1]) | Int(pending[2]) << 8
            guard count == ~(Int(pending[3]) | Int(pending[4]) << 8) & 0xFFFF else {
                throw .badData("bad stored length")
            }
            guard pending.count >= 5 + count else { return false }
            try Array(pending[5..<5 + count]).withBytes { (bytes) throws(PNGHeader.PNGError) in try sink(bytes) }
            ended = pending[0] & 1 == 1
            pending.removeFirst(5 + count)
        }
        return ended
    }
}

extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body that throws `PNGHeader.PNGError` only.
    func withBytes(_ body: (UnsafeRawBufferPointer) throws(PNGHeader.PNGError) -> Void) throws(PNGHeader.PNGError) {
        var failure: PNGHeader.PNGError?
        self.withUnsafeBufferPointer { buffer in
            do throws(PNGHeader.PNGError) { try body(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
