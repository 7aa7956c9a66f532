import CX11
import FoundationEssentials
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// Renders each grapheme once per size and colour into an ARGB picture, then composites it: drawing colour glyphs
/// through Xft every frame costs tens of milliseconds, compositing cached pictures well under one.
final class GlyphCache {
    struct Glyph {
        let picture: RenderPicture
        let advance: Int
    }

    private struct Key: Hashable {
        let grapheme: Character
        let size: Int
        let color: RenderColor
    }

    private let display: XDisplay
    private var disk: GlyphDiskCache?
    private var fresh: Set<Key> = []
    private var prerendered: Set<Key> = []
    private var fontSets: [Int: FontSet] = [:]
    /// Shaping does not depend on size: one HarfBuzz font per emoji font file serves every size.
    private var shapers: [String: EmojiShaper] = [:]
    private var glyphs: [Key: Glyph] = [:]
    /// Widths by grapheme and size, whatever the colour; seeded from the disk cache so layout opens no font.
    private var advances: [AdvanceKey: Int] = [:]

    private struct AdvanceKey: Hashable {
        let grapheme: String
        let size: Int
    }

    init(display: XDisplay, disk: GlyphDiskCache?) {
        self.display = display
        self.disk = disk
        for (key, entry) in disk?.entries ?? [:] { advances[AdvanceKey(grapheme: key.grapheme, size: key.size)] = entry.advance }
    }

    /// Height of a line of text at `size`, from the disk cache when it knows, so a warm start opens no font.
    func lineHeight(size: Int) -> Int {
        if let known = disk?.lineHeights[size] { return known }
        let fonts = fonts(size: size)
        let height = fonts.primaryText?.height ?? size * 5 / 4
        disk?.storeLineHeight(height, size: size)
        return height
    }

    func fonts(size: Int) -> FontSet {
        if let known = fontSets[size] { return known }
        let set = FontSet(pixelSize: size, display: display) { font in
            guard let file = font.file else { return nil }
            if let known = shapers[file.path] { return known }
            let shaper = EmojiShaper(file: file.path, index: file.index)
            shapers[file.path] = shaper
            return shaper
        }
        fontSets[size] = set
        return set
    }

    /// Width of `grapheme` at `size`, without rendering it.
    func advance(_ grapheme: Character, size: Int) -> Int {
        let key = AdvanceKey(grapheme: String(grapheme), size: size)
        if let known = advances[key] { return known }
        let fonts = fonts(size: size)
        let width: Int
        if let glyphs = emojiGlyphs(grapheme, fonts: fonts), let emoji = fonts.emoji {
            width = glyphs.reduce(0) { $0 + emoji.advance(ofGlyph: $1) }
        } else if let font = fonts.textFont(for: grapheme) {
            width = font.advance(ofText: String(grapheme))
        } else {
            width = placeholderSize(size).width
        }
        advances[key] = width
        return width
    }

    /// Renders a glyph ahead of need, in idle time; it is not written to the disk cache unless it gets drawn.
    func prerender(_ grapheme: Character, size: Int, color: RenderColor) {
        _ = glyph(grapheme, size: size, color: color, rememberOnDisk: false)
    }

    func isCached(_ grapheme: Character, size: Int, color: RenderColor) -> Bool {
        glyphs[Key(grapheme: grapheme, size: size, color: color)] != nil
    }

    func glyph(_ grapheme: Character, size: Int, color: RenderColor) -> Glyph {
        glyph(grapheme, size: size, color: color, rememberOnDisk: true)
    }

    private func glyph(_ grapheme: Character, size: Int, color: RenderColor, rememberOnDisk: Bool) -> Glyph {
        let key = Key(grapheme: grapheme, size: size, color: color)
        if rememberOnDisk, glyphs[key] != nil, prerendered.remove(key) != nil { fresh.insert(key) }
        if let known = glyphs[key] { return known }
        let diskKey = GlyphDiskCache.Key(grapheme: String(grapheme), size: size, color: color.packed)
        if let entry = disk?.entries[diskKey], let glyph = upload(entry) {
            glyphs[key] = glyph
            return glyph
        }
        let glyph = render(grapheme, size: size, color: color)
        glyphs[key] = glyph
        if rememberOnDisk { fresh.insert(key) } else { prerendered.insert(key) }
        return glyph
    }

    /// Draws `grapheme` with its box centred on `center`.
    func draw(_ grapheme: Character, size: Int, color: RenderColor, centeredAt center: Point, into target: RenderPicture) {
        let glyph = glyph(grapheme, size: size, color: color)
        let origin = Point(x: center.x - glyph.picture.width / 2, y: center.y - glyph.picture.height / 2)
        target.draw(glyph.picture.picture, width: glyph.picture.width, height: glyph.picture.height, at: origin)
    }

    /// Draws a run of text from `origin` (top left); returns the width drawn.
    @discardableResult
    func drawText(_ text: String, size: Int, color: RenderColor, at origin: Point, into target: RenderPicture, maxWidth: Int = .max) -> Int {
        var x = origin.x
        for grapheme in text {
            let glyph = glyph(grapheme, size: size, color: color)
            if x - origin.x + glyph.advance > maxWidth { break }
            target.draw(glyph.picture.picture, width: glyph.picture.width, height: glyph.picture.height, at: Point(x: x, y: origin.y))
            x += glyph.advance
        }
        return x - origin.x
    }

    func textWidth(_ text: String, size: Int) -> Int {
        text.reduce(0) { $0 + advance($1, size: size) }
    }

    private func emojiGlyphs(_ grapheme: Character, fonts: FontSet) -> [UInt32]? {
        guard let shaper = fonts.shaper else { return nil }
        let preferEmoji = FontSet.prefersEmoji(grapheme)
        guard preferEmoji || fonts.textFont(for: grapheme) == nil else { return nil }
        let glyphs = shaper.glyphs(for: String(grapheme))
        guard !glyphs.isEmpty, !glyphs.contains(0) else { return nil }
        return glyphs
    }

    private func placeholderSize(_ size: Int) -> Size { Size(width: max(4, size * 6 / 10), height: size) }

    private func render(_ grapheme: Character, size: Int, color: RenderColor) -> Glyph {
        let fonts = fonts(size: size)
        let height = lineHeight(size: size)
        var xftColor = XftColor(pixel: 0, color: color.xRender)
        if let glyphs = emojiGlyphs(grapheme, fonts: fonts), let emoji = fonts.emoji {
            let advances = glyphs.map(emoji.advance(ofGlyph:))
            let width = max(1, advances.reduce(0, +))
            let boxHeight = max(height, emoji.height)
            let picture = RenderPicture(argbWidth: width, height: boxHeight, display: display)
            withDraw(picture) { draw in
                var x = 0
                for (glyph, advance) in zip(glyphs, advances) {
                    var id = FT_UInt(glyph)
                    XftDrawGlyphs(draw, &xftColor, emoji.font, Int32(x), Int32((boxHeight - emoji.height) / 2 + emoji.ascent), &id, 1)
                    x += advance
                }
            }
            return Glyph(picture: picture, advance: width)
        }
        if let font = fonts.textFont(for: grapheme) {
            let text = String(grapheme)
            // Every text font draws on the primary font's baseline, so mixed scripts line up.
            let ascent = fonts.primaryText?.ascent ?? size
            let width = max(1, font.advance(ofText: text))
            let picture = RenderPicture(argbWidth: width, height: height, display: display)
            withDraw(picture) { draw in
                var bytes = text
                bytes.withUTF8 { utf8 in
                    XftDrawStringUtf8(draw, &xftColor, font.font, 0, Int32(ascent), utf8.baseAddress, Int32(utf8.count))
                }
            }
            return Glyph(picture: picture, advance: width)
        }
        let box = placeholderSize(size)
        let picture = RenderPicture(argbWidth: box.width, height: height, display: display)
        let frame = Rect(x: 1, y: (height - box.height) / 2 + 1, width: box.width - 2, height: box.height - 2)
        let line = max(1, size / 16)
        for edge in [Rect(x: frame.x, y: frame.y, width: frame.width, height: line),
                     Rect(x: frame.x, y: frame.maxY - line, width: frame.width, height: line),
                     Rect(x: frame.x, y: frame.y, width: line, height: frame.height),
                     Rect(x: frame.maxX - line, y: frame.y, width: line, height: frame.height)] {
            picture.fill(color, edge)
        }
        return Glyph(picture: picture, advance: box.width)
    }

    private func withDraw(_ picture: RenderPicture, _ body: (OpaquePointer) -> Void) {
        guard let draw = XftDrawCreateAlpha(display.handle, picture.pixmap, 32) else { return }
        body(draw)
        XftDrawDestroy(draw)
    }

    // MARK: Disk cache

    private func upload(_ entry: GlyphDiskCache.Entry) -> Glyph? {
        guard let pixels = malloc(entry.pixels.count) else { return nil }
        entry.pixels.withUnsafeBytes { pixels.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        guard let picture = RenderPicture(premultipliedBGRA: pixels, width: entry.width, height: entry.height, display: display) else {
            return nil
        }
        return Glyph(picture: picture, advance: entry.advance)
    }

    /// Reads back the glyphs drawn since the last save and returns the disk cache's new bytes and path, or `nil` when
    /// nothing new was drawn. Reading needs the X connection; writing the bytes does not.
    func diskCacheUpdate() -> (data: Data, path: String)? {
        guard var disk, !fresh.isEmpty else { return nil }
        for key in fresh {
            guard let glyph = glyphs[key], let pixels = readPixels(glyph.picture) else { continue }
            disk.store(GlyphDiskCache.Key(grapheme: String(key.grapheme), size: key.size, color: key.color.packed),
                       GlyphDiskCache.Entry(width: glyph.picture.width, height: glyph.picture.height, advance: glyph.advance, pixels: pixels))
        }
        fresh = []
        self.disk = disk
        return (disk.encoded(), disk.path)
    }

    private func readPixels(_ picture: RenderPicture) -> [UInt8]? {
        guard let image = XGetImage(display.handle, picture.pixmap, 0, 0, UInt32(picture.width), UInt32(picture.height), ~0, ZPixmap) else {
            return nil
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        let rowBytes = picture.width * 4
        let stride = Int(image.pointee.bytes_per_line)
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        var pixels = [UInt8](repeating: 0, count: rowBytes * picture.height)
        pixels.withUnsafeMutableBytes { target in
            for row in 0..<picture.height {
                (target.baseAddress! + row * rowBytes).copyMemory(from: data + row * stride, byteCount: rowBytes)
            }
        }
        return pixels
    }
}
