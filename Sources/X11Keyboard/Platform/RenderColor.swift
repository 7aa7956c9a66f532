import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// A colour with straight alpha, 8 bits a channel.
struct RenderColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8 = 255

    static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// ARGB in one word, as the glyph disk cache keys colours.
    var packed: UInt32 { UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// XRender wants premultiplied 16-bit channels.
    var xRender: XRenderColor {
        func channel(_ value: UInt8) -> UInt16 { UInt16(UInt32(value) * UInt32(alpha) / 255) * 257 }
        return XRenderColor(red: channel(red), green: channel(green), blue: channel(blue), alpha: UInt16(alpha) * 257)
    }
}
