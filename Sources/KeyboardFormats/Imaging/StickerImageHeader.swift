import FoundationEssentials

/// What kind of image a file the user adds as a sticker is, and its size, from its bytes: a whole PNG (its header and
/// every chunk's length up to IEND, see `PNGHeader`), or the header of a GIF or WebP (decoded elsewhere). JPEG and
/// anything else are refused, as nothing here draws them. O(chunks) for a PNG, O(1) for the others.
public struct StickerImageHeader: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case png, gif, webp

        /// The file name extension an image of this kind is stored under.
        public var fileExtension: String { rawValue }
    }

    /// Why bytes are not a sticker image, as a phrase.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    public let kind: Kind
    public let width: Int
    public let height: Int

    /// The largest side accepted, as for a pack's PNG.
    public static let maximumSide = PNGHeader.maximumSide

    public init(_ data: Data) throws(Refusal) {
        let bytes = [UInt8](data.prefix(32))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do {
                let header = try PNGHeader(data: data)
                (kind, width, height) = (.png, header.width, header.height)
            } catch {
                throw Refusal("not a usable PNG (\(error))")
            }
            return
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            // The logical screen: two little-endian 16-bit sides after the signature, and at least a trailer to follow.
            guard bytes.count >= 14 else { throw Refusal("a GIF cut short") }
            (kind, width, height) = (.gif, Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            let riffSize = Self.little(bytes, 4, 4)
            guard riffSize >= 4, riffSize + 8 <= data.count else { throw Refusal("a WebP cut short") }
            (kind, (width, height)) = (.webp, try Self.webPSize(bytes))
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            throw Refusal("a JPEG, which the keyboard cannot draw: convert it to PNG")
        } else {
            throw Refusal("not a PNG, GIF or WebP image")
        }
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw Refusal("\(width) x \(height) pixels; at most \(Self.maximumSide) a side")
        }
    }

    /// The canvas of a WebP from its first chunk: VP8X (extended, animated), VP8L (lossless) or VP8 (lossy).
    private static func webPSize(_ bytes: [UInt8]) throws(Refusal) -> (Int, Int) {
        guard bytes.count >= 30 else { throw Refusal("a WebP cut short") }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8X": return (little(bytes, 24, 3) + 1, little(bytes, 27, 3) + 1)
        case "VP8L":
            guard bytes[20] == 0x2F else { throw Refusal("a WebP with a bad lossless header") }
            let bits = little(bytes, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 ":
            guard bytes[23..<26].elementsEqual([0x9D, 0x01, 0x2A]) else {
                throw Refusal("a WebP with a bad lossy header")
            }
            return (little(bytes, 26, 2) & 0x3FFF, little(bytes, 28, 2) & 0x3FFF)
        default: throw Refusal("a WebP of an unknown kind")
        }
    }

    private static func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}
