import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Which of the catalog's emoji the installed colour font does not draw as one glyph, kept beside the glyph cache so
/// that a start finds them with one small read and no font opened. Valid for one glyph-cache fingerprint (the fonts and
/// fontconfig's configuration) and one catalog file (`catalogStamp`); anything else and the font is checked again.
///
/// The file: a line with a tag, the fingerprint and the catalog stamp in hex and how many emoji were checked, then one
/// line per hidden emoji, its code points in hex separated by spaces (so no byte of it reaches a terminal or a parser
/// as anything but hex digits).
public struct DrawableEmojiRecord: Equatable, Sendable {
    public let fingerprint: UInt64
    public let catalogStamp: UInt64
    /// How many emoji the catalog had when checked.
    public let checked: Int
    /// The emoji the font does not draw, in catalog order.
    public let hidden: [String]

    static let tag = "emotion-keyboard-drawable-1"
    /// Every emoji of a catalog 10 times today's, each of 10 code points, fits.
    public static let sizeLimit = 4 << 20
    static let scalarLimit = 32

    public init(fingerprint: UInt64, catalogStamp: UInt64, checked: Int, hidden: [String]) {
        self.fingerprint = fingerprint
        self.catalogStamp = catalogStamp
        self.checked = checked
        self.hidden = hidden
    }

    /// The record in `bytes`, or `nil` for anything else: another tag, a field that is not hex, a code point that is
    /// no Unicode scalar, more than `scalarLimit` of them on a line, more hidden than checked, a repeated emoji, a
    /// missing last newline. O(length of `bytes`), at most `sizeLimit`.
    public init?(parsing bytes: Data) {
        guard bytes.count <= Self.sizeLimit, bytes.last == UInt8(ascii: "\n"),
            let text = String(validating: bytes.dropLast(), as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard header.count == 4, header[0] == Self.tag, let fingerprint = Self.hex64(header[1]),
            let stamp = Self.hex64(header[2]), header[3].allSatisfy(\.isASCII), let checked = Int(header[3]),
            checked >= 0, header[3].allSatisfy(\.isNumber)
        else { return nil }
        var hidden: [String] = []
        var seen: Set<String> = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard (1...Self.scalarLimit).contains(fields.count) else { return nil }
            var scalars = String.UnicodeScalarView()
            for field in fields {
                guard (1...6).contains(field.utf8.count), field.allSatisfy(\.isHexDigit), field.allSatisfy(\.isASCII),
                    let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value)
                else { return nil }
                scalars.append(scalar)
            }
            let emoji = String(scalars)
            guard seen.insert(emoji).inserted else { return nil }
            hidden.append(emoji)
        }
        guard hidden.count <= checked else { return nil }
        self.init(fingerprint: fingerprint, catalogStamp: stamp, checked: checked, hidden: hidden)
    }

    /// The file's bytes: what `init(parsing:)` reads back.
    public var encoded: Data {
        var lines = [[Self.tag, Self.hex(fingerprint), Self.hex(catalogStamp), String(checked)].joined(separator: " ")]
        lines += hidden.map {
            $0.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Whether this record was made for the fonts of `fingerprint` and the catalog of `catalogStamp`.
    public func holds(fingerprint: UInt64, catalogStamp: UInt64) -> Bool {
        self.fingerprint == fingerprint && self.catalogStamp == catalogStamp
    }

    /// The catalog file's stamp: its inode, size and modification time, hashed (one `stat`; 0 when it cannot be read).
    public static func catalogStamp(of path: String) -> UInt64 {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return GlyphStoreFormat.fingerprint(
            "\(path) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
    }

    /// `drawable-emoji` in the folder of the glyph cache file `glyphCachePath`; empty when that is.
    public static func path(besideGlyphCache glyphCachePath: String) -> String {
        glyphCachePath.isEmpty ? "" : glyphCachePath.folderOfPath + "/drawable-emoji"
    }

    /// The record in the file at `path`, if it is one (a link or another kind of file is not read).
    public static func read(_ path: String) -> DrawableEmojiRecord? {
        guard !path.isEmpty, let file = try? OpenedFile(path, followLinks: false),
            let bytes = try? file.readAll(limit: sizeLimit)
        else { return nil }
        return DrawableEmojiRecord(parsing: bytes)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func hex64(_ field: Substring) -> UInt64? {
        guard field.utf8.count == 16, field.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return UInt64(field, radix: 16)
    }
}
