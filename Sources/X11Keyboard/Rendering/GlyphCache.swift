import CX11
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Glyph pictures in the X server: each text (a grapheme, or a short run such as a kaomoji) rendered once per size
/// and colour into an ARGB picture, then composited, which is far cheaper than drawing glyphs every frame. The
/// pictures are bounded by pixel bytes, least recently used evicted (their pixmaps freed); behind them the glyph store
/// on disk, and behind that the rasterizer (FreeType, in memory).
final class GlyphCache {
    struct Glyph {
        let picture: RenderPicture
        let advance: Int
    }

    /// Bytes of glyph pixels kept in the X server: every emoji at the default cell size takes about 10 MB.
    static let pictureBudget = 24 << 20
    /// Widths remembered by grapheme and size: a few frames' worth.
    static let advanceBudget = 8192

    private struct AdvanceKey: Hashable {
        let grapheme: Character
        let size: Int
    }

    private let display: XDisplay
    private let disk: GlyphDiskCache
    private var pictures = LRUCache<GlyphKey, Glyph>(budget: pictureBudget)
    private var advances = LRUCache<AdvanceKey, Int>(budget: advanceBudget)
    private var bmpAdvances = AdvanceTable()
    /// Rendered ahead of need and not drawn since.
    private var prefetched: Set<GlyphKey> = []
    /// Opens fonts on first need: a warm start draws its first frame from the disk cache alone.
    private lazy var rasterizer = GlyphRasterizer()
    private let worker = GlyphRenderWorker()
    /// Fewer missing glyphs than this are rendered here alone: handing over costs more than it saves.
    private static let parallelMinimum = 6

    init(display: XDisplay, disk: GlyphDiskCache) {
        self.display = display
        self.disk = disk
    }

    /// Pixel bytes of the pictures held in the X server.
    var pictureBytes: Int { pictures.totalCost }

    /// Height of a line of text at `size`, from the disk cache when it knows, so a warm start opens no font.
    func lineHeight(size: Int) -> Int {
        if let known = disk.store.lineHeight(size: size) { return known }
        let height = rasterizer.lineHeight(size: size)
        disk.store.setLineHeight(height, size: size)
        return height
    }

    /// Width of `grapheme` at `size`, without rendering it. O(1) when known.
    func advance(_ grapheme: Character, size: Int) -> Int {
        if let known = bmpAdvances.width(of: grapheme, size: size) { return known }
        let key = AdvanceKey(grapheme: grapheme, size: size)
        if let known = advances.value(for: key) { return known }
        let text = String(grapheme)
        let width = disk.store.storedAdvance(text: text, size: size) ?? rasterizer.advance(text, size: size)
        advances.insert(width, for: key, cost: 1)
        bmpAdvances.remember(width, of: grapheme, size: size)
        return width
    }

    /// Width of `text` at `size`. O(text).
    func textWidth(_ text: String, size: Int) -> Int {
        text.reduce(0) { $0 + advance($1, size: size) }
    }

    /// Width of a text drawn with `drawRun`: its picture's advance when the disk cache has it (so a warm start measures
    /// its labels without a font), else the sum of its graphemes'. O(text).
    func runWidth(_ text: String, size: Int) -> Int {
        disk.store.storedAdvance(text: text, size: size) ?? textWidth(text, size: size)
    }

    /// Renders a glyph ahead of need, in idle time.
    func prerender(_ text: String, size: Int, color: RenderColor) {
        _ = glyph(text, size: size, color: color, drawn: false)
    }

    func isCached(_ text: String, size: Int, color: RenderColor) -> Bool {
        pictures.contains(GlyphKey(text: text, size: size, color: color.packed))
    }

    func glyph(_ text: String, size: Int, color: RenderColor) -> Glyph {
        glyph(text, size: size, color: color, drawn: true)
    }

    private func glyph(_ text: String, size: Int, color: RenderColor, drawn: Bool) -> Glyph {
        let key = GlyphKey(text: text, size: size, color: color.packed)
        if let known = pictures.value(for: key) {
            if drawn, prefetched.remove(key) != nil { disk.store.markDrawn(key) }
            return known
        }
        let glyph = stored(key, drawn: drawn) ?? rendered(key, color: color, drawn: drawn)
        pictures.insert(glyph, for: key, cost: glyph.picture.width * glyph.picture.height * 4)
        if drawn { prefetched.remove(key) } else { prefetched.insert(key) }
        return glyph
    }

    /// The glyph from the disk cache, or `nil`: pixels read straight into the buffer X takes over.
    private func stored(_ key: GlyphKey, drawn: Bool) -> Glyph? {
        switch disk.store.lookup(key, drawn: drawn) {
        case .fresh(let glyph):
            return upload(glyph.pixels, width: glyph.width, height: glyph.height, advance: glyph.advance)
        case .stored(let record):
            guard let pixels = malloc(max(1, record.byteCount)) else { return nil }
            guard
                disk.store.readPixels(
                    record, into: UnsafeMutableRawBufferPointer(start: pixels, count: record.byteCount))
            else {
                free(pixels)
                return nil
            }
            return RenderPicture(
                premultipliedBGRA: pixels, width: record.width, height: record.height, display: display
            )
            .map { Glyph(picture: $0, advance: record.advance) }
        case nil:
            return nil
        }
    }

    /// A picture of the image kept in the disk cache under `key` (see `GlyphKey.stickerImage`), or `nil`.
    func storedImage(_ key: GlyphKey, drawn: Bool) -> RenderPicture? {
        key.isStorable ? stored(key, drawn: drawn)?.picture : nil
    }

    /// Keeps a decoded image (premultiplied BGRA) in the disk cache under `key`, for later starts; one `prefetched`
    /// (not drawn yet) is evicted first.
    func keepImage(_ key: GlyphKey, pixels: [UInt8], width: Int, height: Int, prefetched: Bool) {
        guard key.isStorable,
            let fresh = FreshGlyph(width: width, height: height, advance: 0, pixels: pixels, prefetched: prefetched)
        else { return }
        disk.store.add(key, fresh)
        disk.writeIfDue()
    }

    /// Renders the glyphs among `jobs` that are neither in the X server nor on disk on this thread and the worker at
    /// once, so that drawing them next costs only compositing.
    func prepare(_ jobs: [GlyphRenderWorker.Job]) {
        let missing = unrendered(jobs).missing
        guard missing.count >= Self.parallelMinimum else { return }
        renderOnBothThreads(missing, drawn: true)
    }

    /// Renders `jobs` ahead of their drawing (idle time's prefetch): those on disk are uploaded as they are, the rest
    /// rendered on this thread and the worker at once, as `prepare` does for a frame.
    func prerender(_ jobs: [GlyphRenderWorker.Job]) {
        let (stored, missing) = unrendered(jobs)
        for job in stored { prerender(job.text, size: job.size, color: job.color) }
        if missing.count >= Self.parallelMinimum {
            renderOnBothThreads(missing, drawn: false)
        } else {
            for job in missing { prerender(job.text, size: job.size, color: job.color) }
        }
    }

    /// The jobs whose glyph is not in the X server, once each: those the disk cache holds, and those to render.
    private func unrendered(_ jobs: [GlyphRenderWorker.Job]) -> (
        stored: [GlyphRenderWorker.Job], missing: [GlyphRenderWorker.Job]
    ) {
        var seen: Set<GlyphKey> = []
        var stored: [GlyphRenderWorker.Job] = []
        var missing: [GlyphRenderWorker.Job] = []
        for job in jobs {
            let key = GlyphKey(text: job.text, size: job.size, color: job.color.packed)
            guard seen.insert(key).inserted, !pictures.contains(key) else { continue }
            if disk.store.lookup(key, drawn: false) == nil { missing.append(job) } else { stored.append(job) }
        }
        return (stored, missing)
    }

    private func renderOnBothThreads(_ missing: [GlyphRenderWorker.Job], drawn: Bool) {
        let images = worker.render(missing, here: rasterizer)
        Trace.mark("rendered \(missing.count) new glyphs on two threads")
        for (job, image) in zip(missing, images) {
            let key = GlyphKey(text: job.text, size: job.size, color: job.color.packed)
            let glyph = keep(image, key: key, drawn: drawn)
            pictures.insert(glyph, for: key, cost: image.width * image.height * 4)
            if !drawn { prefetched.insert(key) }
        }
    }

    private func rendered(_ key: GlyphKey, color: RenderColor, drawn: Bool) -> Glyph {
        keep(rasterizer.render(key.text, size: key.size, color: color), key: key, drawn: drawn)
    }

    /// A rendered image into the disk cache and the X server.
    private func keep(_ image: GlyphRasterizer.Rendered, key: GlyphKey, drawn: Bool) -> Glyph {
        if image.lasting,
            let fresh = FreshGlyph(
                width: image.width, height: image.height, advance: image.advance, pixels: image.pixels,
                prefetched: !drawn)
        {
            disk.store.add(key, fresh)
            disk.writeIfDue()
        }
        return upload(image.pixels, width: image.width, height: image.height, advance: image.advance)
            ?? Glyph(
                picture: RenderPicture(argbWidth: image.width, height: image.height, display: display),
                advance: image.advance)
    }

    private func upload(_ bytes: [UInt8], width: Int, height: Int, advance: Int) -> Glyph? {
        guard let pixels = malloc(max(1, bytes.count)) else { return nil }
        bytes.withUnsafeBytes { pixels.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        return RenderPicture(premultipliedBGRA: pixels, width: width, height: height, display: display).map {
            Glyph(picture: $0, advance: advance)
        }
    }

    /// Draws `grapheme` with its box centred on `center`.
    func draw(
        _ grapheme: Character, size: Int, color: RenderColor, centeredAt center: Point, into target: RenderPicture
    ) {
        let glyph = glyph(String(grapheme), size: size, color: color)
        let origin = Point(x: center.x - glyph.picture.width / 2, y: center.y - glyph.picture.height / 2)
        target.draw(glyph.picture.picture, width: glyph.picture.width, height: glyph.picture.height, at: origin)
    }

    /// Draws a run of text from `origin` (top left), one picture a grapheme, stopping before the first that would pass
    /// `maxWidth`; returns the width drawn. O(text).
    @discardableResult
    func drawText(
        _ text: String, size: Int, color: RenderColor, at origin: Point, into target: RenderPicture,
        maxWidth: Int = .max
    ) -> Int {
        var x = origin.x
        for grapheme in text {
            let glyph = glyph(String(grapheme), size: size, color: color)
            if x - origin.x + glyph.advance > maxWidth { break }
            target.draw(
                glyph.picture.picture, width: glyph.picture.width, height: glyph.picture.height,
                at: Point(x: x, y: origin.y))
            x += glyph.advance
        }
        return x - origin.x
    }

    /// Draws a short text that is shown often as it is (a kaomoji, a label) from `origin` as one picture: one
    /// composite, one cache entry. Texts too long for a key go grapheme by grapheme.
    func drawRun(_ text: String, size: Int, color: RenderColor, at origin: Point, into target: RenderPicture) {
        guard GlyphKey(text: text, size: size, color: color.packed).isStorable else {
            drawText(text, size: size, color: color, at: origin, into: target)
            return
        }
        let glyph = glyph(text, size: size, color: color)
        target.draw(glyph.picture.picture, width: glyph.picture.width, height: glyph.picture.height, at: origin)
    }

    /// Writes the glyphs drawn this session to the disk cache, at exit; waits for the write.
    func saveDiskCache() {
        disk.save()
    }
}
