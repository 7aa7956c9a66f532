import CX11
import KeyboardFormats
import KeyboardModel

/// A FreeType face over a shared `FontFile`, for one thread. Scalable fonts are rendered at the size asked for, with
/// light hinting and grey anti-aliasing; a colour bitmap font (Noto Color Emoji) is read from its strike and scaled in
/// memory. Advances are the font's own (hmtx) scaled to the size, so measuring never decodes a bitmap.
final class FontFace {
    let file: FontFile
    private let library: FreeTypeLibrary
    private let face: FT_Face
    /// The stream a face read on demand reads through; `nil` for a mapped file.
    private let stream: UnsafeMutablePointer<FT_StreamRec>?
    let isColorBitmap: Bool
    private let unitsPerEm: Int
    /// The strike's pixels per em, for a bitmap font.
    private let strikeSize: Int
    /// One FreeType size object per pixel size, so that switching sizes does not re-run the hinting set-up.
    private var sizes: [Int: FT_Size] = [:]
    private var metricsBySize: [Int: (ascent: Int, descent: Int)] = [:]

    private static let keptSizes = 8
    private static let loadLight = Int32(1 << 16)
    private static let loadNoScale = Int32(1 << 0)
    private static let flagScalable = 1 << 0
    private static let flagColor = 1 << 14

    init?(file: FontFile, library: FreeTypeLibrary) {
        var face: FT_Face?
        var stream: UnsafeMutablePointer<FT_StreamRec>?
        if let bytes = file.bytes, let base = bytes.baseAddress {
            guard
                library.functions.newMemoryFace(
                    library.handle, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
                    FT_Long(file.faceIndex), &face) == 0
            else { return nil }
        } else {
            let reader = Self.stream(over: file)
            var arguments = FT_Open_Args()
            arguments.flags = FT_UInt(FT_OPEN_STREAM)
            arguments.stream = reader
            guard library.functions.openFace(library.handle, &arguments, FT_Long(file.faceIndex), &face) == 0 else {
                reader.deallocate()
                return nil
            }
            stream = reader
        }
        guard let face else { return nil }
        self.file = file
        self.library = library
        self.face = face
        self.stream = stream
        let flags = Int(face.pointee.face_flags)
        isColorBitmap =
            flags & Self.flagScalable == 0 && flags & Self.flagColor != 0 && face.pointee.num_fixed_sizes > 0
        if isColorBitmap {
            _ = library.functions.selectSize(face, 0)
            strikeSize = max(1, Int(face.pointee.size.pointee.metrics.y_ppem))
        } else {
            strikeSize = 0
        }
        // A bitmap-only face reports 0 units per em; its advances (hmtx) are still in the head table's units.
        let head = library.functions.getSfntTable(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
            .Units_Per_EM
        unitsPerEm = max(1, Int(face.pointee.units_per_EM != 0 ? face.pointee.units_per_EM : head ?? 0))
    }

    deinit {
        for size in sizes.values { _ = library.functions.doneSize(size) }
        _ = library.functions.doneFace(face)
        stream?.deallocate()
    }

    /// A FreeType stream that reads `file` with pread as FreeType asks for bytes; it must outlive the face. The stream
    /// points at the file without retaining it: the face keeps the file.
    private static func stream(over file: FontFile) -> UnsafeMutablePointer<FT_StreamRec> {
        let stream = UnsafeMutablePointer<FT_StreamRec>.allocate(capacity: 1)
        stream.initialize(to: FT_StreamRec())
        stream.pointee.size = UInt(file.size)
        stream.pointee.descriptor.pointer = Unmanaged.passUnretained(file).toOpaque()
        // A count of 0 is a seek, which succeeds (0) inside the file.
        stream.pointee.read = { stream, offset, buffer, count in
            guard let stream, let opaque = stream.pointee.descriptor.pointer else { return count == 0 ? 1 : 0 }
            let file = Unmanaged<FontFile>.fromOpaque(opaque).takeUnretainedValue()
            guard count > 0 else { return offset <= UInt(file.size) ? 0 : 1 }
            guard let buffer, offset < UInt(file.size) else { return 0 }
            // A short count is an error to FreeType, as a failed read is.
            let available = min(count, UInt(file.size) - offset)
            return file.read(at: Int(offset), count: Int(available), into: buffer) ? available : 0
        }
        return stream
    }

    /// A table of the font (`tag` as four bytes, big-endian), as FreeType reads it: `nil` when the font has none.
    /// For HarfBuzz, which reads the few small tables of shaping this way instead of the whole file.
    func table(_ tag: UInt32) -> [UInt8]? {
        var length: FT_ULong = 0
        guard library.functions.loadSfntTable(face, FT_ULong(tag), 0, nil, &length) == 0, length > 0,
            length <= FT_ULong(file.size)
        else { return nil }
        var table = [UInt8](repeating: 0, count: Int(length))
        let loaded = table.withUnsafeMutableBufferPointer { buffer in
            library.functions.loadSfntTable(face, FT_ULong(tag), 0, buffer.baseAddress, &length) == 0
        }
        return loaded ? table : nil
    }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 { library.functions.getCharIndex(face, FT_ULong(scalar.value)) }

    func has(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(scalar) != 0 }

    /// The pen's advance after `glyph` at `size` pixels per em, from the font's metrics without loading the glyph.
    func advance(glyph: UInt32, size: Int) -> Int {
        var units: FT_Fixed = 0
        guard library.functions.getAdvance(face, glyph, Self.loadNoScale, &units) == 0 else { return 0 }
        return (Int(units) * size + unitsPerEm / 2) / unitsPerEm
    }

    /// Ascent and descent in pixels at `size`.
    func metrics(size: Int) -> (ascent: Int, descent: Int) {
        if let known = metricsBySize[size] { return known }
        let result: (ascent: Int, descent: Int)
        if isColorBitmap {
            let metrics = face.pointee.size.pointee.metrics
            let scale = Double(size) / Double(strikeSize)
            result = (
                Int((Double(metrics.ascender) / 64 * scale).rounded(.up)),
                Int((Double(-metrics.descender) / 64 * scale).rounded(.up))
            )
        } else {
            activate(size)
            let metrics = face.pointee.size.pointee.metrics
            result = ((Int(metrics.ascender) + 63) >> 6, (Int(-metrics.descender) + 63) >> 6)
        }
        metricsBySize[size] = result
        return result
    }

    /// The glyph's pixels at `size`, or `nil` when FreeType cannot load it. A bitmap strike is decoded (the costly
    /// step: a PNG for Noto Color Emoji) and scaled to the size.
    func bitmap(glyph: UInt32, size: Int) -> GlyphBitmap? {
        if isColorBitmap { return colorBitmap(glyph: glyph, size: size) }
        activate(size)
        guard library.functions.loadGlyph(face, glyph, Int32(FT_LOAD_RENDER) | Self.loadLight) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if width > 0, height > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            let pitch = Int(bitmap.pitch)
            for row in 0..<height {
                let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
            }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            pixels: .coverage(coverage))
    }

    private func colorBitmap(glyph: UInt32, size: Int) -> GlyphBitmap? {
        guard library.functions.loadGlyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
            bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
            Int(bitmap.pitch) == width * 4
        else { return nil }
        let scale = Double(size) / Double(strikeSize)
        let targetWidth = max(1, Int((Double(width) * scale).rounded()))
        let targetHeight = max(1, Int((Double(height) * scale).rounded()))
        guard
            let scaled = PixelScaler.scale(
                UnsafeRawBufferPointer(start: buffer, count: width * height * 4), width: width,
                height: height, toWidth: targetWidth, height: targetHeight)
        else { return nil }
        return GlyphBitmap(
            width: targetWidth, height: targetHeight, left: Int((Double(slot.pointee.bitmap_left) * scale).rounded()),
            top: Int((Double(slot.pointee.bitmap_top) * scale).rounded()), pixels: .color(scaled))
    }

    private func activate(_ size: Int) {
        if let known = sizes[size] {
            _ = library.functions.activateSize(known)
            return
        }
        // Sizes come and go with window sizes and fitted kaomoji: keep a few, not every size ever used.
        if sizes.count >= Self.keptSizes {
            for old in sizes.values { _ = library.functions.doneSize(old) }
            sizes = [:]
        }
        var created: FT_Size?
        guard library.functions.newSize(face, &created) == 0, let created else { return }
        _ = library.functions.activateSize(created)
        _ = library.functions.setPixelSizes(face, 0, FT_UInt(size))
        sizes[size] = created
    }
}
