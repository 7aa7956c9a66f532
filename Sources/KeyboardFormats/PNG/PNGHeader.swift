import FoundationEssentials

/// The size of a PNG read from its header; enough to tell a PNG from a broken or foreign file without decoding it.
///
/// What the header check proves (O(1), the first 33 bytes): the signature, an IHDR chunk with a good checksum, a size
/// of at most `maximumSide` pixels a side, and a bit depth and colour type that exist. With the file's size it also
/// proves that some chunk follows. Given the whole file in memory, `init(data:)` also walks the chunk headers to IEND,
/// so a file cut short is caught. Neither sees a bad checksum or corrupt image data: `PNGIntegrity` reads everything.
public struct PNGHeader: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let bitDepth: Int
    public let colourType: Int
    public let interlaced: Bool

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The bytes the check reads: the signature and the IHDR chunk.
    public static let checkedPrefix = 33
    public static let maximumSide = 16384

    /// Checks a whole PNG held in memory: the header, then every chunk's length up to IEND. Bytes after IEND are
    /// ignored, as decoders ignore them (and as `PNGIntegrity` does). O(chunks).
    public init(data: Data) throws(PNGError) {
        try self.init(prefix: data.prefix(Self.checkedPrefix), fileSize: data.count)
        try Self.checkChunksReachEnd([UInt8](data))
    }

    /// Checks the first `checkedPrefix` bytes of a file of `fileSize` bytes, without reading the rest.
    public init(prefix: Data, fileSize: Int) throws(PNGError) {
        try self.init(header: [UInt8](prefix.prefix(Self.checkedPrefix)))
        // At least an IDAT and the IEND chunk (12 bytes each with an empty body) must follow the header.
        guard fileSize >= Self.checkedPrefix + 24 else { throw .truncated }
    }

    /// Checks the signature and the IHDR chunk in `bytes`, the first `checkedPrefix` bytes of a file.
    package init(header bytes: [UInt8]) throws(PNGError) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw .notPNG }
        guard bytes.count == 33 else { throw .truncated }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard word(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .badHeader }
        guard CRC32.update(0, bytes[12..<29]) == UInt32(word(29)) else { throw .badChecksum }
        width = word(16)
        height = word(20)
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { throw .badSize }
        bitDepth = Int(bytes[24])
        colourType = Int(bytes[25])
        guard Self.isValid(bitDepth: bitDepth, colourType: colourType), bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1
        else { throw .badHeader }
        interlaced = bytes[28] == 1
    }

    /// Walks the chunks after IHDR by their lengths: each must lie inside `bytes`, and one must be IEND.
    static func checkChunksReachEnd(_ bytes: [UInt8]) throws(PNGError) {
        var offset = checkedPrefix
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else { throw .truncated }
            if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return }
            offset += 12 + length
        }
        throw .truncated
    }

    /// The combinations of the PNG specification's table 11.1.
    static func isValid(bitDepth: Int, colourType: Int) -> Bool {
        switch colourType {
        case 0: [1, 2, 4, 8, 16].contains(bitDepth)
        case 3: [1, 2, 4, 8].contains(bitDepth)
        case 2, 4, 6: [8, 16].contains(bitDepth)
        default: false
        }
    }

    /// Samples per pixel of the colour type.
    var channels: Int {
        switch colourType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
        case notPNG, truncated, badSize, badHeader, badChecksum
        case badData(String)
        public var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .truncated: "PNG file is truncated"
            case .badSize: "PNG has an impossible size"
            case .badHeader: "PNG header is invalid"
            case .badChecksum: "PNG has a bad checksum"
            case .badData(let reason): "PNG image data is corrupt (\(reason))"
            }
        }
    }
}
