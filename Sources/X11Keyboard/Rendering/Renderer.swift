import CX11
import KeyboardModel

/// Draws a `Frame` (`AppState.frame(catalog:)`) into a back buffer, where it differs from the last one, and copies it to
/// the window; reads the frame, decides nothing.
final class Renderer {
    private let display: XDisplay
    private let window: Window
    let glyphs: GlyphCache
    let stickers: StickerImages
    /// The frame's palette as render colours; rebuilt when the palette changes.
    private(set) var theme = Theme(.light)
    private(set) var palette = Palette.light
    private var backBuffer: RenderPicture?
    private var windowPicture: Picture = 0
    private var lastFrame: Frame?
    /// The layout's smallest text size, from the frame being drawn.
    private(set) var minimumTextSize = 11
    /// Sizes texts were fitted at, so that prefetch and redraws do not measure them again.
    private var fittedSizes: [FitKey: Int] = [:]
    private static let fittedSizeLimit = 1024
    /// Whether a frame was drawn yet.
    private(set) var hasDrawn = false
    lazy var fitting = TextFitting { [glyphs] grapheme, size in glyphs.advance(grapheme, size: size) }
    /// What the last finished prefetch was for. While it holds, idle time has nothing to render. A glyph a later
    /// frame evicts is rendered again when drawn, or by the prefetch of the next tab or page.
    var prefetched: PrefetchPlan.Scope?

    /// Where an animated sticker is drawn: the region redrawn when one of its frames advances.
    enum AnimationPlace: Hashable {
        case composer
        case grid
        case popup
    }
    /// The animated sticker images each place showed when it was last drawn, with their frame durations.
    private(set) var animatedImages: [AnimationPlace: [String: [Int]]] = [:]
    /// The place being drawn.
    private var drawingPlace: AnimationPlace?

    /// Every animated sticker image on screen, with its frame durations: what `.animationsShown` reports.
    var shownAnimations: [String: [Int]] {
        animatedImages.values.reduce(into: [:]) { all, images in all.merge(images) { first, _ in first } }
    }

    private struct FitKey: Hashable {
        let text: String
        let start: Int
        let minimum: Int
        let width: Int
    }

    init(display: XDisplay, window: Window, glyphs: GlyphCache, stickers: StickerImages) {
        self.display = display
        self.window = window
        self.glyphs = glyphs
        self.stickers = stickers
        windowPicture = XRenderCreatePicture(
            display.handle, window, XRenderFindVisualFormat(display.handle, display.visual), 0, nil)
    }

    deinit { XRenderFreePicture(display.handle, windowPicture) }

    /// Forgets the last frame, e.g. after an Expose, so the next draw repaints everything.
    func invalidate() { lastFrame = nil }

    /// Redraws the regions of `frame` that differ from the last frame into the back buffer, then copies just those.
    /// Returns what was redrawn (nothing when nothing changed).
    @discardableResult
    func draw(_ frame: Frame) -> [Damage] {
        let layout = frame.layout
        // The layout never exceeds the maximum window size; the back buffer follows it, whatever size the window is.
        let size = layout.windowSize
        if frame.palette != palette {
            palette = frame.palette
            theme = Theme(palette)
            lastFrame = nil
        }
        if backBuffer?.width != size.width || backBuffer?.height != size.height {
            backBuffer = RenderPicture(screenWidth: size.width, height: size.height, display: display)
            lastFrame = nil
        }
        guard let canvas = backBuffer else { return [] }
        minimumTextSize = layout.metrics.minimumTextSize
        let damaged = frame.damage(since: lastFrame)
        lastFrame = frame
        guard !damaged.isEmpty else { return [] }
        hasDrawn = true
        prepareGlyphs(frame, damaged: damaged.filter { $0.rect == $0.region }.map(\.region))
        defer { drawingPlace = nil }
        for damage in damaged {
            drawingPlace = damage.region == layout.composer ? .composer : damage.region == layout.gridArea ? .grid : nil
            if let place = drawingPlace { animatedImages[place] = [:] }
            canvas.clipped(to: damage.rect) { _ in
                canvas.fill(
                    damage.region == layout.gridArea ? theme.gridBackground : theme.background, damage.rect,
                    operation: PictOpSrc)
                switch damage.region {
                case layout.composer: drawComposer(frame.composer, into: canvas)
                case layout.gridArea:
                    switch frame.grid {
                    case .emotions(let grid): drawGrid(grid, into: canvas)
                    case .letters(let letters): drawLetters(letters, into: canvas)
                    }
                case layout.indicator: drawIndicatorBand(frame.indicator, into: canvas)
                default:
                    switch frame.tabBar {
                    case .tabs(let bar): drawTabBar(bar, into: canvas)
                    case .letters(let letters): drawLetters(letters, into: canvas)
                    }
                }
            }
        }
        drawingPlace = .popup
        animatedImages[.popup] = [:]
        if let popup = frame.popup { drawPopup(popup, into: canvas) }
        drawingPlace = nil
        if let settings = frame.settings, damaged.contains(where: { $0.rect.intersects(settings.panel.frame) }) {
            drawSettings(settings, into: canvas)
        }
        for damage in damaged {
            let rect = damage.rect
            XRenderComposite(
                display.handle, PictOpSrc, canvas.picture, 0, windowPicture, Int32(rect.x), Int32(rect.y), 0, 0,
                Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        }
        // Requests are buffered; when timing frames, wait for the server so the figure includes its work.
        if Trace.enabled {
            let started = MonotonicClock.microseconds()
            XSync(display.handle, 0)
            let waited = MonotonicClock.microseconds() - started
            if waited >= 1000 { Trace.mark("X server done with the frame", took: waited) }
        } else {
            display.flush()
        }
        return damaged
    }

    /// When tracing: waits for what the server still had to do before the next frame (glyphs uploaded ahead of need,
    /// say), so that the frame's time is its own; says so when that took a millisecond or more.
    func waitForEarlierWork(since times: Trace.ThreadTimes?) {
        let started = MonotonicClock.microseconds()
        XSync(display.handle, 0)
        let waited = MonotonicClock.microseconds() - started
        if waited >= 1000 { Trace.mark("X server busy before the frame", took: waited, since: times) }
    }

    /// Renders the glyphs of the grid and the tab bar about to be drawn: when many are new (a cold start, a page never
    /// drawn before), the glyph cache renders them on both cores at once.
    private func prepareGlyphs(_ frame: Frame, damaged: [Rect]) {
        var jobs: [GlyphRenderWorker.Job] = []
        if damaged.contains(frame.layout.gridArea), case .emotions(let grid) = frame.grid {
            for cell in grid.cells {
                guard case .emotion(let emotion) = cell.content else { continue }
                switch emotion {
                case .emoji(let grapheme):
                    jobs.append(.init(text: String(grapheme), size: grid.glyphSize, color: theme.text))
                case .kaomoji(let text):
                    let fitted = kaomojiFit(text, in: cell.rect, scale: GridFrame.emotionScale)
                    jobs.append(.init(text: fitted.text, size: fitted.size, color: theme.text))
                case .sticker: break
                }
            }
        }
        if damaged.contains(frame.layout.tabBar), case .tabs(let bar) = frame.tabBar, case .tabs(let tabs) = bar.content
        {
            for item in tabs.items {
                switch item.icon {
                case .glyph(let grapheme):
                    jobs.append(.init(text: String(grapheme), size: bar.iconSize, color: theme.text))
                case .text(let text): jobs.append(.init(text: text, size: max(8, bar.iconSize / 2), color: theme.text))
                case .image: break
                }
            }
        }
        glyphs.prepare(jobs)
    }

    // MARK: Emotions

    /// Draws an emotion fitted into `box`: emoji and stickers large, kaomoji as text shrunk to fit, down to the
    /// smallest text size, then cut short.
    func drawEmotion(_ emotion: DrawnEmotion, in box: Rect, scale: Double, into canvas: RenderPicture) {
        let center = Point(x: box.midX, y: box.midY)
        switch emotion {
        case .sticker(let path, let frame):
            let side = Int(Double(min(box.width, box.height)) * scale)
            drawSticker(path, frame: frame, side: side, center: center, into: canvas)
        case .kaomoji(let text):
            let fitted = kaomojiFit(text, in: box, scale: scale)
            let width = glyphs.runWidth(fitted.text, size: fitted.size)
            let height = glyphs.lineHeight(size: fitted.size)
            glyphs.drawRun(
                fitted.text, size: fitted.size, color: theme.text,
                at: Point(x: center.x - width / 2, y: center.y - height / 2), into: canvas)
        case .emoji(let grapheme):
            let size = Int(Double(min(box.width, box.height)) * scale)
            glyphs.draw(grapheme, size: size, color: theme.text, centeredAt: center, into: canvas)
        }
    }

    /// How a kaomoji is drawn in `box`: as large as the box allows, shrunk to fit its width but never below the
    /// smallest text size, where what still does not fit is cut with an ellipsis.
    func kaomojiFit(_ text: String, in box: Rect, scale: Double) -> (text: String, size: Int) {
        let width = box.width - 4
        let start = max(minimumTextSize, Int(Double(box.height) * scale * 0.42))
        // The run's width is on disk once it was drawn: a text that fits is placed without opening a font.
        if glyphs.runWidth(text, size: start) <= width { return (text, start) }
        let size = fittedSize(text, start: start, minimum: minimumTextSize, width: width)
        return (fitting.truncated(text, size: size, width: width), size)
    }

    /// The largest size from `start` down to `minimum` at which `text` fits `width` (see `TextFitting`), remembered.
    func fittedSize(_ text: String, start: Int, minimum: Int, width: Int) -> Int {
        let key = FitKey(text: text, start: start, minimum: minimum, width: width)
        if let known = fittedSizes[key] { return known }
        let size = fitting.fittedSize(text, start: start, minimum: minimum, width: width)
        // Kaomoji and names are few per layout; forgetting them all now and then keeps the table small.
        if fittedSizes.count >= Self.fittedSizeLimit { fittedSizes = [:] }
        fittedSizes[key] = size
        return size
    }

    /// Draws the sticker image at `path` fitted into `side`, an animated one at `frame` (its durations are noted in
    /// `animatedImages` for the place being drawn: the composer, the grid or a popup); a tab's icon at its first frame.
    func drawSticker(_ path: String, frame: Int = 0, side: Int, center: Point, into canvas: RenderPicture) {
        if let pictures = stickers.pictures(path, side: side) {
            var shown = 0
            if pictures.isAnimated, let place = drawingPlace {
                animatedImages[place, default: [:]][path] = pictures.durations
                shown = frame
            }
            let picture = pictures.frame(shown)
            canvas.draw(
                picture.picture, width: picture.width, height: picture.height,
                at: Point(x: center.x - picture.width / 2, y: center.y - picture.height / 2))
        } else {
            glyphs.draw("\u{FFFD}", size: side * 3 / 4, color: theme.secondaryText, centeredAt: center, into: canvas)
        }
    }
}
