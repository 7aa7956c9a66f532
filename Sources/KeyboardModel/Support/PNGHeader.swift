import FoundationEssentials

/// The size of a PNG read from its header; enough to tell a PNG from a broken or foreign file without decoding it.
public struct PNGHeader: Hashable, Sendable {
    public let width: Int
    public let height: Int

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The bytes the check reads: the signature and the IHDR chunk.
    public static let checkedPrefix = 33

    public init(data: Data) throws(PNGError) {
        try self.init(prefix: data.prefix(Self.checkedPrefix), fileSize: data.count)
    }

    /// Checks the first `checkedPrefix` bytes of a file of `fileSize` bytes, without reading the rest.
    public init(prefix: Data, fileSize: Int) throws(PNGError) {
        let bytes = [UInt8](prefix.prefix(Self.checkedPrefix))
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw .notPNG }
        guard bytes.count == 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .truncated }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = word(16)
        height = word(20)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { throw .badSize }
        // At least one more chunk (IDAT or IEND, 12 bytes with an empty body) must follow the header.
        guard fileSize > Self.checkedPrefix + 12 else { throw .truncated }
    }

    public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
        case notPNG, truncated, badSize
        public var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .truncated: "PNG file is truncated"
            case .badSize: "PNG has an impossible size"
            }
        }
    }
}
