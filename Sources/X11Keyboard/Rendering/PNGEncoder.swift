import CX11
import FoundationEssentials
import KeyboardFormats

/// Writes pixels as a PNG with libpng's simplified API (opened on first use, as for decoding).
enum PNGEncoder {
    /// A PNG of `width` x `height` premultiplied BGRA pixels (made straight, as PNG stores them), or `nil` when libpng
    /// is missing or refuses. O(pixels).
    static func encode(premultipliedBGRA pixels: [UInt8], width: Int, height: Int) -> Data? {
        guard let png = LibPNG.library, width > 0, height > 0, pixels.count >= width * height * 4 else { return nil }
        var straight = pixels
        var index = 0
        while index + 3 < straight.count {
            let alpha = Int(straight[index + 3])
            if alpha != 0, alpha != 255 {
                for channel in 0..<3 {
                    straight[index + channel] = UInt8(
                        min(255, (Int(straight[index + channel]) * 255 + alpha / 2) / alpha))
                }
            }
            index += 4
        }
        var image = png_image()
        image.version = UInt32(cx_png_image_version())
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(cx_png_format_bgra())
        var size = 0
        // The first call measures, the second writes.
        guard png.writeToMemory(&image, nil, &size, 0, straight, Int32(width * 4), nil) != 0, size > 0 else {
            png.imageFree(&image)
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes {
            png.writeToMemory(&image, $0.baseAddress, &size, 0, straight, Int32(width * 4), nil)
        }
        png.imageFree(&image)
        guard written != 0 else { return nil }
        return Data(bytes.prefix(size))
    }
}
