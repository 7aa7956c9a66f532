/// A colour from the settings file, written `#RRGGBB` or `#RRGGBBAA` (straight alpha, 255 is opaque).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour written as 0xRRGGBB in code.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case); anything else is `nil`. O(1): longer text is refused by length.
    public init?(hex text: String) {
        let utf8 = Array(text.utf8.prefix(10))
        guard utf8.count == 7 || utf8.count == 9, text.utf8.count == utf8.count, utf8[0] == UInt8(ascii: "#") else {
            return nil
        }
        var bytes: [UInt8] = []
        var index = 1
        while index < utf8.count {
            guard let high = HexDigit.value(utf8[index]), let low = HexDigit.value(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + parts.map { byte in
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
            }.joined()
    }
}
