/// One hexadecimal digit of ASCII text, as TOML's `\u` escapes, a URI's `%XX` and a `#RRGGBB` colour spell it.
public enum HexDigit {
    /// The digit's value, 0 to 15; `nil` for any other byte.
    public static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
