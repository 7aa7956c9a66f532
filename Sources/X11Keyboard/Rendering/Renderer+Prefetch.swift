import KeyboardModel

/// Rendering, while the user does nothing, what the model expects to be drawn next.
extension Renderer {
    /// What a finished prefetch was for: the inputs the model expects next, the catalog, the palette and the stage.
    struct PrefetchScope: Equatable {
        let inputs: KeyboardState.LikelyNextInputs
        let catalog: KeyboardCatalog.Identity
        let palette: Palette
        let stage: Int

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.catalog === rhs.catalog && lhs.stage == rhs.stage && lhs.palette == rhs.palette && lhs.inputs == rhs.inputs
        }
    }

    /// Renders, while the user does nothing, the glyphs and sticker pictures of the emotions the model expects next:
    /// the neighbouring pages at once; from the first stage on the rest of the open tab, nearest pages first (a click
    /// on the page indicator reaches any of them); from the second the other tabs' pages before it. Returns false once
    /// there is nothing left to do for now.
    func prefetch(_ state: AppState, catalog: KeyboardCatalog, until deadline: Int) -> Bool {
        let cell = state.layout.cellRect(0)
        let size = state.layout.cellGlyphSize
        let side = Int(Double(min(cell.width, cell.height)) * GridFrame.emotionScale)
        let now = MonotonicClock.now()
        let stage = firstFrameAt.map { first in Self.stageDelays.filter { now >= first + $0 }.count } ?? 0
        let scope = PrefetchScope(inputs: state.keyboard.likelyNextInputs, catalog: catalog.identity, palette: palette, stage: stage)
        if scope == prefetched { return false }
        // No more than half the picture budgets hold: past them the prefetch would evict what it rendered and start
        // over, forever, in a huge window or a huge pack.
        let pictureBytes = max(1, size * size * 5)
        let affordable = min(GlyphCache.pictureBudget, StickerImages.pictureBudget) / 2 / pictureBytes
        var emotions = state.keyboard.likelyNextEmotions(catalog: catalog, includingOtherTabs: stage >= 2)
        if stage >= 1 { emotions += restOfTab(state.keyboard, catalog: catalog, limit: affordable - emotions.count) }
        // Emoji go in batches, rendered on both cores like a frame's.
        var batch: [GlyphRenderWorker.Job] = []
        for emotion in emotions.prefix(affordable) {
            switch emotion.kind {
            case .emoji:
                guard let grapheme = emotion.text.first.map(String.init), !glyphs.isCached(grapheme, size: size, color: theme.text) else { continue }
                batch.append(.init(text: grapheme, size: size, color: theme.text))
                guard batch.count == Self.prefetchBatch else { continue }
                if MonotonicClock.microseconds() >= deadline { return true }
                glyphs.prerender(batch)
                batch = []
            case .kaomoji:
                let fitted = kaomojiFit(emotion.text, in: state.layout.wideCells.rect(0), scale: GridFrame.emotionScale)
                guard !glyphs.isCached(fitted.text, size: fitted.size, color: theme.text) else { continue }
                if MonotonicClock.microseconds() >= deadline { return true }
                glyphs.prerender(fitted.text, size: fitted.size, color: theme.text)
            case .sticker(let image):
                let path = image.path
                guard !stickers.isCached(path, side: side) else { continue }
                if MonotonicClock.microseconds() >= deadline { return true }
                _ = stickers.picture(path, side: side, drawn: false)
            }
        }
        if !batch.isEmpty {
            if MonotonicClock.microseconds() >= deadline { return true }
            glyphs.prerender(batch)
        }
        prefetched = scope
        return false
    }

    /// When prefetch next widens (the rest of the open tab, then the other tabs), while it still will.
    var prefetchWidensAt: Milliseconds? {
        guard let firstFrameAt else { return nil }
        let now = MonotonicClock.now()
        return Self.stageDelays.map { firstFrameAt + $0 }.first { $0 > now }
    }

    /// The open tab's pages outward from the current one, past its neighbours (those come first anyway), at most
    /// `limit` emotions, in the tones the grid shows. O(limit + the tab's pages).
    private func restOfTab(_ keyboard: KeyboardState, catalog: KeyboardCatalog, limit: Int) -> [Emotion] {
        let emotions = keyboard.emotions(inTab: keyboard.tabIndex, catalog: catalog)
        let perPage = max(1, keyboard.paging.emotionsPerPage)
        let pages = (emotions.count + perPage - 1) / perPage
        let current = keyboard.currentPage(catalog: catalog)
        var result: [Emotion] = []
        var distance = 2
        while result.count < limit, distance < pages {
            for page in [current + distance, current - distance] where page >= 0 && page < pages {
                result += emotions[page * perPage..<min(emotions.count, (page + 1) * perPage)].map(keyboard.toned)
            }
            distance += 1
        }
        return result
    }
}
