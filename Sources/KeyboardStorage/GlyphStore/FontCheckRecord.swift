import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// The fonts found missing when the fonts of a glyph cache were last checked, kept beside the cache so that a start
/// drawing from that cache repeats the check's warnings without setting up fontconfig. One line: a tag, the cache's
/// fingerprint in hex, then the names of the missing fonts.
public struct FontCheckRecord: Equatable, Sendable {
    /// A font the window needs: the colour emoji font, or a CJK font for Chinese text.
    public enum MissingFont: String, CaseIterable, Sendable {
        case emoji, cjk
    }

    /// The glyph cache's fingerprint (`GlyphStoreFormat.fingerprint`) when the fonts were checked.
    public let fingerprint: UInt64
    /// What the check found missing, in its order.
    public let missing: [MissingFont]

    static let tag = "emotion-keyboard-fonts-1"
    /// Longer than any record: a larger file is not one, and is not read past this.
    public static let sizeLimit = 256

    /// A record of a check made for the glyph cache of `fingerprint`.
    public init(fingerprint: UInt64, missing: [MissingFont]) {
        self.fingerprint = fingerprint
        self.missing = missing
    }

    /// The record in `bytes`, or `nil` for anything else (then the fonts are checked again and the file replaced):
    /// another tag, a fingerprint that is not 16 hex digits, an unknown or repeated font name, more than one line.
    /// O(1): at most `sizeLimit` bytes are looked at.
    public init?(parsing bytes: Data) {
        guard bytes.count <= Self.sizeLimit, bytes.last == UInt8(ascii: "\n"),
            let text = String(validating: bytes.dropLast(), as: UTF8.self), !text.contains("\n")
        else { return nil }
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count >= 2, fields[0] == Self.tag, fields[1].utf8.count == 16, fields[1].allSatisfy(\.isHexDigit),
            let fingerprint = UInt64(fields[1], radix: 16)
        else { return nil }
        let missing = fields.dropFirst(2).compactMap { MissingFont(rawValue: String($0)) }
        guard missing.count == fields.count - 2, Set(missing).count == missing.count else { return nil }
        self.init(fingerprint: fingerprint, missing: missing)
    }

    /// The file's bytes: the line `init(parsing:)` reads back.
    public var encoded: Data {
        let hex = String(fingerprint, radix: 16)
        let fields = [Self.tag, String(repeating: "0", count: 16 - hex.count) + hex] + missing.map(\.rawValue)
        return Data((fields.joined(separator: " ") + "\n").utf8)
    }
}
