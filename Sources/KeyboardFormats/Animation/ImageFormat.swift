/// The kinds of image a sticker can be, told by their first bytes (never by the file's name).
public enum ImageFormat: Sendable, Equatable {
    case png
    case gif
    case webp

    /// Bytes `init(sniffing:)` looks at at most.
    public static let sniffedPrefix = 16

    /// The format whose signature `bytes` starts with, or `nil`.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(Self.sniffedPrefix))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// Checks the start of a GIF or WebP file the way `PNGHeader` checks a PNG's, in O(1) on its first bytes: the
    /// signature and a canvas size within `AnimationLimits`, where the header gives one (a GIF's logical screen,
    /// WebP's VP8X, VP8 or VP8L header). Returns the canvas size.
    public static func checkHeader(_ bytes: [UInt8]) throws(AnimationDecodeError) -> (width: Int, height: Int) {
        switch ImageFormat(sniffing: bytes) {
        case .gif:
            guard bytes.count >= 13 else { throw AnimationDecodeError("GIF header is cut short") }
            let width = Int(bytes[6]) | Int(bytes[7]) << 8
            let height = Int(bytes[8]) | Int(bytes[9]) << 8
            if let refusal = AnimationLimits.refusal(width: width, height: height, frames: 1) {
                throw AnimationDecodeError(refusal)
            }
            return (width, height)
        case .webp:
            guard let size = webPCanvas(bytes) else {
                throw AnimationDecodeError("WebP header is cut short or unknown")
            }
            if let refusal = AnimationLimits.refusal(width: size.width, height: size.height, frames: 1) {
                throw AnimationDecodeError(refusal)
            }
            return size
        case .png, nil:
            throw AnimationDecodeError("not a GIF or WebP image")
        }
    }

    /// The canvas size of the WebP whose first bytes are `bytes` (at least 30 of them), from its first chunk.
    static func webPCanvas(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30 else { return nil }
        func little(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8X": return (little(24, 3) + 1, little(27, 3) + 1)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = little(21, 4)
            return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return (little(26, 2) & 0x3FFF, little(28, 2) & 0x3FFF)
        default: return nil
        }
    }
}
