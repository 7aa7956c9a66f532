import KeyboardModel

/// The files a file manager put on the clipboard: `text/uri-list` (RFC 2483: one URI a line, CR LF or LF, `#`
/// comments) or `x-special/gnome-copied-files` (GNOME Files and Caja: `copy` or `cut`, then the same lines). Only
/// `file:` URIs of this machine name a path here: no host, `localhost` or `host`, percent escapes decoded. A URI of
/// another scheme or host, a bad escape, a path that is not UTF-8 or holds NUL are counted in `others`; at most
/// `limit` lines are read. O(bytes).
public struct CopiedFileList: Hashable, Sendable {
    public let paths: [String]
    public let others: Int

    public static let limit = 64

    public init(_ bytes: [UInt8], gnome: Bool, host: String? = nil) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).prefix(Self.limit + 1)
        if gnome, let first = lines.first.map(Self.trimmed),
            first.elementsEqual("copy".utf8) || first.elementsEqual("cut".utf8)
        {
            lines = lines.dropFirst()
        }
        var paths: [String] = []
        var others = 0
        for line in lines.prefix(Self.limit) {
            let uri = Self.trimmed(line)
            if uri.isEmpty || uri.first == UInt8(ascii: "#") { continue }
            if let path = Self.path(of: uri, host: host) { paths.append(path) } else { others += 1 }
        }
        self.paths = paths
        self.others = others
    }

    /// A line without its CR and surrounding blanks.
    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let blank: Set<UInt8> = [0x20, 0x09, 0x0D]
        guard let start = line.firstIndex(where: { !blank.contains($0) }),
            let end = line.lastIndex(where: { !blank.contains($0) })
        else { return [] }
        return line[start...end]
    }

    /// The local path a `file:` URI names: `file:///p`, `file://localhost/p`, `file://HOST/p` or `file:/p`.
    static func path(of uri: ArraySlice<UInt8>, host: String?) -> String? {
        let scheme = Array("file:".utf8)
        guard uri.count > scheme.count, uri.prefix(scheme.count).map(Self.lowercased) == scheme else { return nil }
        var rest = uri.dropFirst(scheme.count)
        if rest.starts(with: [0x2F, 0x2F]) {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: 0x2F) ?? rest.endIndex
            let authority = String(decoding: rest[..<slash], as: UTF8.self).lowercased()
            guard authority.isEmpty || authority == "localhost" || authority == host?.lowercased() else { return nil }
            rest = rest[slash...]
        }
        guard rest.first == 0x2F, let decoded = percentDecoded(rest), !decoded.contains(0) else { return nil }
        return String(validating: decoded, as: UTF8.self)
    }

    /// `%XX` escapes as their bytes; `nil` for a `%` not followed by two hex digits. A query or fragment ends it.
    private static func percentDecoded(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 2 < text.endIndex, let high = HexDigit.value(text[index + 1]),
                let low = HexDigit.value(text[index + 2])
            else { return nil }
            bytes.append(high << 4 | low)
            index += 3
        }
        return bytes
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
