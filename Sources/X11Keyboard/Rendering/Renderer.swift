import CX11
import KeyboardModel

/// Draws an `AppState` into a back buffer and copies it to the window; reads the state, decides nothing.
final class Renderer {
    private let display: XDisplay
    private let window: Window
    let glyphs: GlyphCache
    private let stickers: StickerImages
    /// The state's palette as render colours; rebuilt when the palette changes.
    private(set) var theme = Theme(.light)
    private var palette = Palette.light
    /// The UI's own words are in English or Chinese.
    let chinese: Bool
    /// Emoji names in the user's language, for the magnifier.
    var names: LocalizedNames {
        didSet { lastFrame = nil }
    }
    private var backBuffer: RenderPicture?
    private var windowPicture: Picture = 0
    private var lastFrame: FrameSnapshot?

    init(display: XDisplay, window: Window, glyphs: GlyphCache, stickers: StickerImages, chinese: Bool) {
        self.display = display
        self.window = window
        self.glyphs = glyphs
        self.stickers = stickers
        self.chinese = chinese
        names = LocalizedNames(locales: [], fallback: chinese ? .chinese : .english, entries: [:])
        windowPicture = XRenderCreatePicture(display.handle, window, XRenderFindVisualFormat(display.handle, display.visual), 0, nil)
    }

    deinit { XRenderFreePicture(display.handle, windowPicture) }

    /// Forgets the last frame, e.g. after an Expose, so the next draw repaints everything.
    func invalidate() { lastFrame = nil }

    /// Redraws the regions whose content changed since the last frame into the back buffer, then copies just those.
    func draw(_ state: AppState, catalog: KeyboardCatalog) {
        let layout = state.layout
        let size = layout.windowSize
        if state.palette != palette {
            palette = state.palette
            theme = Theme(palette)
            lastFrame = nil
        }
        if backBuffer?.width != size.width || backBuffer?.height != size.height {
            backBuffer = RenderPicture(screenWidth: size.width, height: size.height, display: display)
            lastFrame = nil
        }
        guard let canvas = backBuffer else { return }
        let frame = FrameSnapshot(state, catalog: catalog, pressed: pressedCell(state.keyboard))
        let damaged = frame.damagedRegions(since: lastFrame, layout: layout)
        lastFrame = frame
        guard !damaged.isEmpty else { return }
        for region in damaged {
            canvas.fill(region == layout.gridArea ? theme.gridBackground : theme.background, region, operation: PictOpSrc)
            switch region {
            case layout.composer: drawComposer(state, catalog: catalog, into: canvas)
            case layout.gridArea: drawGrid(state, catalog: catalog, into: canvas)
            case layout.indicator:
                drawIndicator(state, catalog: catalog, into: canvas)
                drawNotice(state, into: canvas)
            default: drawTabs(state, catalog: catalog, into: canvas)
            }
        }
        drawPopup(state, catalog: catalog, into: canvas)
        for region in damaged {
            XRenderComposite(display.handle, PictOpSrc, canvas.picture, 0, windowPicture, Int32(region.x), Int32(region.y), 0, 0,
                             Int32(region.x), Int32(region.y), UInt32(region.width), UInt32(region.height))
        }
        // Requests are buffered; when timing frames, wait for the server so the figure includes its work.
        if Trace.enabled { XSync(display.handle, 0) } else { display.flush() }
    }

    // MARK: Prefetch

    /// Renders, while the user does nothing, the glyphs of the emotions the model expects next.
    /// Returns false once there is nothing left to do.
    func prefetch(_ state: AppState, catalog: KeyboardCatalog, until deadline: Int) -> Bool {
        let size = cellGlyphSize(state.layout)
        for emotion in state.keyboard.likelyNextEmotions(catalog: catalog) {
            guard case .emoji = emotion.kind, let grapheme = emotion.text.first,
                  !glyphs.isCached(grapheme, size: size, color: theme.text) else { continue }
            if MonotonicClock.microseconds() >= deadline { return true }
            glyphs.prerender(grapheme, size: size, color: theme.text)
        }
        return false
    }

    private func cellGlyphSize(_ layout: KeyboardLayout) -> Int { Int(Double(layout.cellSide) * Self.cellScale) }

    private static let cellScale = 0.62

    // MARK: Emotions

    /// Draws an emotion fitted into `box`: emoji and stickers large, kaomoji as text shrunk to fit.
    private func drawEmotion(_ emotion: Emotion, in box: Rect, scale: Double, into canvas: RenderPicture) {
        let center = Point(x: box.midX, y: box.midY)
        switch emotion.kind {
        case .sticker(let path):
            let side = Int(Double(min(box.width, box.height)) * scale)
            drawSticker(path, side: side, center: center, into: canvas)
        case .kaomoji:
            var size = Int(Double(box.height) * scale * 0.42)
            while size > 6, glyphs.textWidth(emotion.text, size: size) > box.width - 4 { size -= 1 }
            let width = glyphs.textWidth(emotion.text, size: size)
            let height = glyphs.lineHeight(size: size)
            glyphs.drawText(emotion.text, size: size, color: theme.text, at: Point(x: center.x - width / 2, y: center.y - height / 2), into: canvas)
        case .emoji:
            let size = Int(Double(min(box.width, box.height)) * scale)
            if let grapheme = emotion.text.first {
                glyphs.draw(grapheme, size: size, color: theme.text, centeredAt: center, into: canvas)
            }
        }
    }

    func drawSticker(_ path: String, side: Int, center: Point, into canvas: RenderPicture) {
        if let picture = stickers.picture(path, side: side) {
            canvas.draw(picture.picture, width: picture.width, height: picture.height,
                        at: Point(x: center.x - picture.width / 2, y: center.y - picture.height / 2))
        } else {
            glyphs.draw("\u{FFFD}", size: side * 3 / 4, color: theme.secondaryText, centeredAt: center, into: canvas)
        }
    }

    // MARK: Grid

    private func drawGrid(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        let keyboard = state.keyboard
        let pressed = pressedCell(keyboard)
        for cell in 0..<layout.cellCount {
            let rect = layout.cellRect(cell)
            if cell == pressed { canvas.fill(theme.pressedCell, rect.insetBy(dx: 2, dy: 2)) }
            switch keyboard.slot(cell, catalog: catalog) {
            case .delete:
                glyphs.draw("⌫", size: layout.cellSide * 2 / 5, color: theme.secondaryText, centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
            case .emotion:
                if let emotion = keyboard.emotion(atCell: cell, catalog: catalog) {
                    drawEmotion(emotion, in: rect, scale: Self.cellScale, into: canvas)
                }
            case .empty:
                break
            }
        }
    }

    private func pressedCell(_ keyboard: KeyboardState) -> Int? {
        switch keyboard.press {
        case .grid(let grid): return grid.cell
        case .variants(let cell, _): return cell
        case .delete: return keyboard.paging.deleteCell
        default: return nil
        }
    }

    private func drawPopup(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        if let choice = state.keyboard.variantChoice(catalog: catalog) {
            drawVariants(choice, layout: state.layout, into: canvas)
        } else {
            drawMagnifier(state, catalog: catalog, into: canvas)
        }
    }

    private func drawBubble(_ bubble: Rect, into canvas: RenderPicture) {
        canvas.fill(theme.bubbleShadow, Rect(x: bubble.x + 1, y: bubble.y + 2, width: bubble.width, height: bubble.height))
        canvas.fill(theme.fieldBorder, bubble)
        canvas.fill(theme.bubble, bubble.insetBy(dx: 1, dy: 1))
    }

    private func drawVariants(_ choice: (cell: Int, options: [Emotion], chosen: Int), layout: KeyboardLayout, into canvas: RenderPicture) {
        let count = choice.options.count
        drawBubble(layout.variantStrip(forCell: choice.cell, count: count), into: canvas)
        for (index, option) in choice.options.enumerated() {
            let rect = layout.variantRect(index, count: count, cell: choice.cell)
            if index == choice.chosen { canvas.fill(theme.selection, rect.insetBy(dx: 2, dy: 2)) }
            drawEmotion(option, in: rect, scale: Self.cellScale, into: canvas)
        }
    }

    private func drawMagnifier(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        guard let cell = state.keyboard.magnifiedCell, let emotion = state.keyboard.emotion(atCell: cell, catalog: catalog) else { return }
        let bubble = layout.magnifierRect(forCell: cell)
        drawBubble(bubble, into: canvas)
        let nameSize = max(9, layout.cellSide / 5)
        let nameHeight = glyphs.lineHeight(size: nameSize)
        let art = Rect(x: bubble.x, y: bubble.y + 4, width: bubble.width, height: bubble.height - nameHeight - 8)
        drawEmotion(emotion, in: art, scale: 0.8, into: canvas)
        let maxWidth = bubble.width - 6
        var name = names.name(of: emotion)
        var size = nameSize
        while size > 8, glyphs.textWidth(name, size: size) > maxWidth { size -= 1 }
        while name.count > 1, glyphs.textWidth(name, size: size) > maxWidth { name = String(name.dropLast(2)) + "…" }
        let width = glyphs.textWidth(name, size: size)
        glyphs.drawText(name, size: size, color: theme.secondaryText,
                        at: Point(x: bubble.midX - width / 2, y: bubble.maxY - nameHeight - 3), into: canvas, maxWidth: maxWidth)
    }

    // MARK: Indicator and tabs

    private func drawIndicator(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let pages = state.keyboard.pageCount(catalog: catalog)
        let current = state.keyboard.currentPage(catalog: catalog)
        guard pages > 1 else { return }
        switch state.layout.pageIndicator(pages: pages) {
        case .dots(let dots):
            for (page, rect) in dots.enumerated() {
                glyphs.draw("●", size: max(6, rect.height / 2), color: page == current ? theme.currentDot : theme.dot,
                            centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
            }
        case .scrubber(let track):
            canvas.fill(theme.dot, Rect(x: track.x, y: track.midY - 1, width: track.width, height: 2))
            let thumbWidth = max(8, track.width / pages)
            let x = track.x + (track.width - thumbWidth) * current / max(1, pages - 1)
            canvas.fill(theme.currentDot, Rect(x: x, y: track.midY - 3, width: thumbWidth, height: 6))
        }
    }

    private func drawTabs(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        canvas.fill(theme.tabBar, layout.tabBar)
        canvas.fill(theme.separator, Rect(x: 0, y: layout.tabBar.y, width: layout.tabBar.width, height: 1))
        let count = catalog.tabs.count
        let iconSize = max(10, min(layout.tabBar.height * 11 / 20, layout.tabRect(0, count: count).width * 3 / 5))
        for (index, tab) in catalog.tabs.enumerated() {
            let rect = layout.tabRect(index, count: count)
            if index == state.keyboard.tabIndex { canvas.fill(theme.selectedTab, rect.insetBy(dx: 1, dy: 3)) }
            let center = Point(x: rect.midX, y: rect.midY)
            switch tab.icon {
            case .recent:
                glyphs.draw("🕘", size: iconSize, color: theme.text, centeredAt: center, into: canvas)
            case .image(let path):
                drawSticker(path, side: iconSize + iconSize / 4, center: center, into: canvas)
            case .text(let text):
                if text.count == 1, let grapheme = text.first {
                    glyphs.draw(grapheme, size: iconSize, color: theme.text, centeredAt: center, into: canvas)
                } else {
                    let size = max(8, iconSize / 2)
                    let width = glyphs.textWidth(text, size: size)
                    glyphs.drawText(text, size: size, color: theme.text, at: Point(x: center.x - width / 2, y: center.y - size * 2 / 3), into: canvas)
                }
            }
        }
    }
}
