import CX11
import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Sticker pictures in the X server, decoded at the size they are drawn: the image (PNG, GIF or WebP, told by its
/// first bytes) is read once through a checked `OpenedFile`, decoded in memory, scaled there, and only the scaled
/// frames are uploaded, one picture each. Stills and animations share one budget of pixel bytes, least recently used
/// evicted. A broken image is reported once and drawn as a placeholder.
final class StickerImages {
    /// Bytes of sticker pixels kept in the X server.
    static let pictureBudget = 16 << 20
    /// Largest PNG file read.
    static let fileLimit = 8 << 20
    /// Largest side decoded (`StickerImageLimits`).
    static let decodedSideLimit = StickerImageLimits.decodedSide

    private struct Key: Hashable {
        let path: String
        let side: Int
    }

    private let display: XDisplay
    private var pictures = LRUCache<Key, StickerPictures>(budget: pictureBudget)
    private var broken: Set<String> = []
    private let report: (String) -> Void
    /// Where decoded images are kept across starts (the glyph store), if anywhere.
    private let decoded: GlyphCache?

    init(display: XDisplay, decoded: GlyphCache? = nil, report: @escaping (String) -> Void) {
        self.display = display
        self.decoded = decoded
        self.report = report
    }

    /// Pixel bytes of the pictures held in the X server.
    var pictureBytes: Int { pictures.totalCost }

    func isCached(_ path: String, side: Int) -> Bool {
        pictures.contains(Key(path: path, side: side)) || broken.contains(path)
    }

    /// The first frame of the image at `path` fitted into a `side` x `side` square (see `pictures`).
    func picture(_ path: String, side: Int, drawn: Bool = true) -> RenderPicture? {
        pictures(path, side: side, drawn: drawn)?.frames.first
    }

    /// The frames of the image at `path` fitted into a `side` x `side` square (one for a still image), or `nil` when
    /// it cannot be read; `drawn` is false for an image decoded ahead of need, which the glyph store then evicts first.
    /// O(file size + decoded pixels) the first time at a size, O(1) after.
    func pictures(_ path: String, side: Int, drawn: Bool = true) -> StickerPictures? {
        let key = Key(path: path, side: max(1, side))
        if let known = pictures.value(for: key) { return known }
        guard !broken.contains(path) else { return nil }
        switch decode(path, side: key.side, drawn: drawn) {
        case .success(let decoded):
            pictures.insert(decoded, for: key, cost: decoded.byteCount)
            return decoded
        case .failure(let reason):
            broken.insert(path)
            // Without libpng every image fails alike: the loader has said so once.
            if !reason.isLibraryMissing { report("sticker image \(path): \(reason.message); drawing a placeholder") }
            return nil
        }
    }

    struct DecodeError: Error {
        let message: String
        var isLibraryMissing = false
    }

    /// The image at `path` fitted into `side` x `side`: from the glyph store when an earlier start kept it (the file
    /// unchanged since), else decoded and kept there.
    private func decode(_ path: String, side: Int, drawn: Bool) -> Result<StickerPictures, DecodeError> {
        let bytes: Data
        let header: PNGHeader
        let storedKey: GlyphKey?
        do {
            // The pack was checked at load; what is there now may have been swapped for a link, a FIFO or another file.
            let file = try OpenedFile(path, followLinks: false)
            guard Self.realPath(of: file) == path else {
                return .failure(DecodeError(message: "is no longer the file the pack named"))
            }
            storedKey = Self.storedKey(of: file, side: side)
            // Only PNGs are kept in the glyph store: a warm start reads nothing more of them.
            if let storedKey, let picture = decoded?.storedImage(storedKey, drawn: drawn) {
                return .success(StickerPictures(still: picture))
            }
            let prefix = try file.read(at: 0, count: PNGHeader.checkedPrefix)
            if let format = ImageFormat(sniffing: prefix), format != .png {
                return decodeAnimated(
                    try file.readAll(limit: AnimationLimits.maximumFileSize), format: format, side: side)
            }
            header = try PNGHeader(prefix: prefix, fileSize: file.size)
            guard header.width <= Self.decodedSideLimit, header.height <= Self.decodedSideLimit else {
                return .failure(
                    DecodeError(
                        message:
                            "\(header.width)x\(header.height) is larger than \(Self.decodedSideLimit)x\(Self.decodedSideLimit)"
                    ))
            }
            bytes = try file.readAll(limit: Self.fileLimit)
        } catch let error as OpenedFile.OpenError {
            return .failure(DecodeError(message: error.reason))
        } catch {
            return .failure(DecodeError(message: "\(error)"))
        }
        if Trace.enabled { Trace.mark("sticker image decoded") }
        return decodePNG(bytes, header: header).flatMap { pixels in
            let scale = min(Double(side) / Double(header.width), Double(side) / Double(header.height))
            let width = max(1, Int(Double(header.width) * scale))
            let height = max(1, Int(Double(header.height) * scale))
            guard
                let scaled = PixelScaler.scale(
                    pixels, width: header.width, height: header.height, toWidth: width, height: height),
                let buffer = malloc(scaled.count)
            else {
                return .failure(DecodeError(message: "cannot scale the image"))
            }
            scaled.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            if let storedKey {
                decoded?.keepImage(storedKey, pixels: scaled, width: width, height: height, prefetched: !drawn)
            }
            guard let picture = RenderPicture(premultipliedBGRA: buffer, width: width, height: height, display: display)
            else {
                return .failure(DecodeError(message: "cannot create an X image"))
            }
            return .success(StickerPictures(still: picture))
        }
    }

    /// The frames of a GIF or WebP fitted into `side`, each uploaded as a picture. An animation that would take more
    /// than a quarter of the budget keeps its first frame only.
    private func decodeAnimated(_ bytes: Data, format: ImageFormat, side: Int) -> Result<StickerPictures, DecodeError> {
        if Trace.enabled { Trace.mark("animated sticker image decoded") }
        let array = [UInt8](bytes)
        let result = format == .gif ? GIFDecoder.decode(array, fitting: side) : WebPDecoder.decode(array, fitting: side)
        switch result {
        case .failure(let error):
            return .failure(DecodeError(message: error.message, isLibraryMissing: error.isLibraryMissing))
        case .success(let image):
            let kept = image.byteCount > Self.pictureBudget / 4 ? 1 : image.frames.count
            var frames: [RenderPicture] = []
            for pixels in image.frames.prefix(kept) {
                guard let buffer = malloc(pixels.count) else { return .failure(DecodeError(message: "out of memory")) }
                pixels.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                guard
                    let picture = RenderPicture(
                        premultipliedBGRA: buffer, width: image.width, height: image.height, display: display)
                else {
                    return .failure(DecodeError(message: "cannot create an X image"))
                }
                frames.append(picture)
            }
            return .success(StickerPictures(frames: frames, durations: Array(image.durations.prefix(kept))))
        }
    }

    /// Premultiplied BGRA pixels of the PNG in `bytes`, whose header said `header`.
    private func decodePNG(_ bytes: Data, header: PNGHeader) -> Result<[UInt8], DecodeError> {
        PNGDecoder.decode(bytes, width: header.width, height: header.height).mapError {
            DecodeError(message: $0.message, isLibraryMissing: $0.isLibraryMissing)
        }
    }

    /// The glyph store's key for the opened file fitted into `side`, from its identity as opened.
    private static func storedKey(of file: OpenedFile, side: Int) -> GlyphKey? {
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { return nil }
        return .stickerImage(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: (info.st_mtim.tv_sec, info.st_mtim.tv_nsec), changed: (info.st_ctim.tv_sec, info.st_ctim.tv_nsec),
            side: side)
    }

    /// Where the opened file really is, as the kernel tracks it.
    private static func realPath(of file: OpenedFile) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/fd/\(file.descriptor)", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
