import CX11
#if canImport(Glibc)
import Glibc
#endif

/// Sticker PNGs decoded with libpng, scaled once per size with alpha, cached; a broken image is reported once and drawn as a placeholder.
final class StickerImages {
    private let display: XDisplay
    private var originals: [String: RenderPicture] = [:]
    private var scaled: [String: RenderPicture] = [:]
    private var broken: Set<String> = []
    private let report: (String) -> Void

    init(display: XDisplay, report: @escaping (String) -> Void) {
        self.display = display
        self.report = report
    }

    /// The image at `path` fitted into a `side` x `side` square, or `nil` when it cannot be read.
    func picture(_ path: String, side: Int) -> RenderPicture? {
        let key = "\(side)\u{0}\(path)"
        if let known = scaled[key] { return known }
        guard let original = original(path) else { return nil }
        let scale = min(Double(side) / Double(original.width), Double(side) / Double(original.height))
        let width = max(1, Int(Double(original.width) * scale))
        let height = max(1, Int(Double(original.height) * scale))
        let target = RenderPicture(argbWidth: width, height: height, display: display)
        // An XRender transform maps destination to source, hence 1/scale.
        var transform = XTransform(matrix: (
            (XFixed(65536 / scale), 0, 0),
            (0, XFixed(65536 / scale), 0),
            (0, 0, 65536)))
        XRenderSetPictureTransform(display.handle, original.picture, &transform)
        XRenderSetPictureFilter(display.handle, original.picture, scale < 1 ? "best" : "good", nil, 0)
        XRenderComposite(display.handle, PictOpSrc, original.picture, 0, target.picture, 0, 0, 0, 0, 0, 0, UInt32(width), UInt32(height))
        scaled[key] = target
        return target
    }

    private func original(_ path: String) -> RenderPicture? {
        if let known = originals[path] { return known }
        guard !broken.contains(path) else { return nil }
        switch decode(path) {
        case .success(let picture):
            originals[path] = picture
            return picture
        case .failure(let reason):
            broken.insert(path)
            report("sticker image \(path): \(reason.message); drawing a placeholder")
            return nil
        }
    }

    struct DecodeError: Error { let message: String }

    private func decode(_ path: String) -> Result<RenderPicture, DecodeError> {
        var image = png_image()
        image.version = UInt32(cx_png_image_version())
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            return .failure(DecodeError(message: Self.message(of: &image)))
        }
        image.format = UInt32(cx_png_format_bgra())
        let width = Int(image.width)
        let height = Int(image.height)
        let stride = width * 4
        guard width > 0, height > 0, width <= 4096, height <= 4096, let pixels = malloc(stride * height) else {
            png_image_free(&image)
            return .failure(DecodeError(message: "image too large"))
        }
        guard png_image_finish_read(&image, nil, pixels, Int32(stride), nil) != 0 else {
            free(pixels)
            return .failure(DecodeError(message: Self.message(of: &image)))
        }
        Self.premultiply(pixels.assumingMemoryBound(to: UInt8.self), count: width * height)
        guard let picture = RenderPicture(premultipliedBGRA: pixels, width: width, height: height, display: display) else {
            return .failure(DecodeError(message: "cannot create an X image"))
        }
        return .success(picture)
    }

    /// libpng gives straight alpha; XRender composites premultiplied.
    private static func premultiply(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let base = index * 4
            let alpha = UInt32(pixels[base + 3])
            if alpha == 255 { continue }
            for channel in 0..<3 { pixels[base + channel] = UInt8(UInt32(pixels[base + channel]) * alpha / 255) }
        }
    }

    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return text.isEmpty ? "not a readable PNG" : text
    }
}
