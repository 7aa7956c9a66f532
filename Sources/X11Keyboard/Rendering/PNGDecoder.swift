import CX11
import FoundationEssentials
import KeyboardFormats

/// Reads a PNG with libpng's simplified API (opened on first use), as the window draws it.
enum PNGDecoder {
    struct Failure: Error {
        let message: String
        var isLibraryMissing = false
    }

    /// Premultiplied BGRA pixels of the PNG in `bytes`, whose header said `width` x `height`. O(pixels).
    static func decode(_ bytes: Data, width: Int, height: Int) -> Result<[UInt8], Failure> {
        guard let png = LibPNG.library else { return .failure(Failure(message: "no libpng", isLibraryMissing: true)) }
        // libpng reads from the memory until the end of finish_read: both calls stay inside one borrow of the bytes.
        return bytes.withUnsafeBytes { raw in
            var image = png_image()
            image.version = UInt32(cx_png_image_version())
            guard png.beginReadFromMemory(&image, raw.baseAddress, raw.count) != 0 else {
                return .failure(Failure(message: message(of: &image, png)))
            }
            guard Int(image.width) == width, Int(image.height) == height else {
                png.imageFree(&image)
                return .failure(Failure(message: "PNG size does not match its header"))
            }
            image.format = UInt32(cx_png_format_bgra())
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes {
                png.finishRead(&image, nil, $0.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { return .failure(Failure(message: message(of: &image, png))) }
            pixels.withUnsafeMutableBytes(PixelScaler.premultiply)
            return .success(pixels)
        }
    }

    /// libpng's message for what went wrong; frees the image.
    private static func message(of image: inout png_image, _ png: LibPNG) -> String {
        let text = withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        png.imageFree(&image)
        return text.isEmpty ? "not a readable PNG" : text
    }
}
