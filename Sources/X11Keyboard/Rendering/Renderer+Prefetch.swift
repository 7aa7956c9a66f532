import KeyboardModel

/// Rendering, while the user does nothing, what the model's `PrefetchPlan` expects to be drawn next.
extension Renderer {
    /// Emoji prefetched at once: about 1.5 ms of rendering on two cores, so that a slice of idle time stays short.
    static let prefetchBatch = 8

    /// The most emotions a plan may hold for cells of `glyphSize`: half the picture budgets. Past them the prefetch
    /// would evict what it rendered and start over.
    static func prefetchLimit(glyphSize: Int) -> Int {
        let pictureBytes = max(1, glyphSize * glyphSize * 5)
        return min(GlyphCache.pictureBudget, StickerImages.pictureBudget) / 2 / pictureBytes
    }

    /// Renders the glyphs and sticker pictures of the plan for `scope` (made only when that scope was not finished
    /// already) until `deadline`. Returns false once there is nothing left to do for now.
    func prefetch(_ scope: PrefetchPlan.Scope, plan: () -> PrefetchPlan, until deadline: Int) -> Bool {
        if scope == prefetched { return false }
        let plan = plan()
        let size = plan.glyphSize
        // Emoji go in batches, rendered on both cores like a frame's.
        var batch: [GlyphRenderWorker.Job] = []
        for emotion in plan.emotions {
            switch emotion {
            case .emoji(let character):
                let grapheme = String(character)
                guard !glyphs.isCached(grapheme, size: size, color: theme.text) else { continue }
                batch.append(.init(text: grapheme, size: size, color: theme.text))
                guard batch.count == Self.prefetchBatch else { continue }
                if MonotonicClock.microseconds() >= deadline { return true }
                glyphs.prerender(batch)
                batch = []
            case .kaomoji(let text):
                let fitted = kaomojiFit(text, in: plan.kaomojiBox, scale: GridFrame.emotionScale)
                guard !glyphs.isCached(fitted.text, size: fitted.size, color: theme.text) else { continue }
                if MonotonicClock.microseconds() >= deadline { return true }
                glyphs.prerender(fitted.text, size: fitted.size, color: theme.text)
            case .sticker(let path, _):
                guard !stickers.isCached(path, side: plan.stickerSide) else { continue }
                if MonotonicClock.microseconds() >= deadline { return true }
                _ = stickers.picture(path, side: plan.stickerSide, drawn: false)
            }
        }
        if !batch.isEmpty {
            if MonotonicClock.microseconds() >= deadline { return true }
            glyphs.prerender(batch)
        }
        prefetched = plan.scope
        return false
    }
}
