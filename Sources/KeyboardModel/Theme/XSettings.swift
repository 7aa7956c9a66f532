/// The settings a desktop's XSETTINGS daemon publishes (gsd-xsettings, xfsettingsd, xsettingsd), read from the bytes
/// of its `_XSETTINGS_SETTINGS` property as the XSETTINGS specification 0.5 lays them out. The bytes come from another
/// client: every length is checked against what is left before it is used, and counts are bounded.
public struct XSettings: Hashable, Sendable {
    /// Most bytes read; real properties hold a few kilobytes.
    public static let byteLimit = 256 * 1024
    /// Most settings read; gsd-xsettings publishes about 40.
    public static let settingLimit = 4096
    /// Longest setting name accepted.
    public static let nameLimit = 256

    /// The daemon's serial, raised on every change.
    public var serial: UInt32 = 0
    public var strings: [String: String] = [:]
    public var integers: [String: Int32] = [:]

    public init(serial: UInt32 = 0, strings: [String: String] = [:], integers: [String: Int32] = [:]) {
        self.serial = serial
        self.strings = strings
        self.integers = integers
    }

    /// The GTK theme's name (Net/ThemeName), e.g. "Adwaita-dark".
    public var themeName: String? { strings["Net/ThemeName"] }

    /// Whether the desktop plays animations (Gtk/EnableAnimations), when it says.
    public var enablesAnimations: Bool? { integers["Gtk/EnableAnimations"].map { $0 != 0 } }

    /// Why a property could not be read.
    public struct Malformed: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Reads the property's bytes. O(number of bytes, at most `byteLimit`): every setting consumes at least 12 bytes.
    public init(parsing bytes: [UInt8]) throws(Malformed) {
        guard bytes.count <= Self.byteLimit else { throw Malformed(description: "larger than \(Self.byteLimit) bytes") }
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1 else {
            throw Malformed(description: "no byte order (0 or 1) at its start")
        }
        reader.bigEndian = order == 1
        guard reader.skip(3), let serial = reader.card32(), let count = reader.card32() else {
            throw Malformed(description: "truncated header")
        }
        guard count <= Self.settingLimit else {
            throw Malformed(description: "\(count) settings (more than \(Self.settingLimit))")
        }
        self.serial = serial
        for index in 0..<Int(count) {
            func truncated() -> Malformed {
                Malformed(description: "setting \(index + 1) of \(count) is truncated or malformed")
            }
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                Int(nameLength) <= Self.nameLimit, let nameBytes = reader.take(Int(nameLength)),
                reader.skip(Self.padding(Int(nameLength))),
                reader.skip(4)
            else { throw truncated() }
            guard let name = String(validating: nameBytes, as: UTF8.self), Self.isName(nameBytes) else {
                throw Malformed(description: "setting \(index + 1) has a name that is not letters, digits, / and _")
            }
            switch type {
            case 0:
                guard let value = reader.card32() else { throw truncated() }
                integers[name] = Int32(bitPattern: value)
            case 1:
                guard let length = reader.card32(), let text = reader.take(Int(length)),
                    reader.skip(Self.padding(Int(length)))
                else { throw truncated() }
                // A string that is not UTF-8 is skipped; the other settings stay usable.
                if let value = String(validating: text, as: UTF8.self) { strings[name] = value }
            case 2:
                guard reader.skip(8) else { throw truncated() }
            default:
                throw Malformed(description: "setting \(index + 1) has an unknown type \(type)")
            }
        }
    }

    /// Bytes that pad `length` to a multiple of four.
    private static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

    /// The specification allows ASCII letters, digits, "/" and "_" in names.
    private static func isName(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty
            && bytes.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x2F || byte == 0x5F
            }
    }

    /// Reads forward through the bytes; every read says whether the bytes were there.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        var remaining: Int { bytes.count - offset }

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, count <= remaining else { return false }
            offset += count
            return true
        }

        mutating func byte() -> UInt8? { take(1)?.first }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= remaining else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func card16() -> UInt16? {
            guard let two = take(2) else { return nil }
            let (first, second) = (UInt16(two[two.startIndex]), UInt16(two[two.startIndex + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }

        mutating func card32() -> UInt32? {
            guard let four = take(4) else { return nil }
            let ordered = bigEndian ? Array(four) : four.reversed()
            return ordered.reduce(0) { $0 << 8 | UInt32($1) }
        }
    }
}
