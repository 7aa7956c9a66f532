/// What idle time renders ahead of need: the emotions the model expects to be drawn next, most likely first. The
/// neighbouring pages at once; from the first stage on the rest of the open tab, nearest pages first (a click on the
/// page indicator reaches any of them); from the second the other tabs' pages before it. Stages start
/// `stageDelays` after the first frame was shown (the window manager and the server have shown the window by then;
/// the other tabs need every emoji group parsed and often more fonts opened).
public struct PrefetchPlan: Sendable {
    /// A schedule, not a wait: no fact is waited for, only idle work ordered. At each time the plan widens; before
    /// it, a page the plan has not reached renders its glyphs when drawn (a slower first frame of that page, nothing
    /// lost).
    public static let stageDelays: [Milliseconds] = [150, 1000]

    /// What a plan is for: while a finished plan's scope holds, idle time has nothing to render (a frame that only
    /// blinked the caret or moved the pointer does not list the tabs' emotions again).
    public struct Scope: Equatable, Sendable {
        let inputs: KeyboardState.LikelyNextInputs
        let catalog: KeyboardCatalog.Identity
        let palette: Palette
        let stage: Int

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.catalog === rhs.catalog && lhs.stage == rhs.stage && lhs.palette == rhs.palette
                && lhs.inputs == rhs.inputs
        }
    }

    public let scope: Scope
    /// The emotions, as a cell draws them: emoji at `glyphSize`, stickers at `stickerSide`, kaomoji fitted to
    /// `kaomojiBox` (a wide cell).
    public let emotions: [DrawnEmotion]
    public let glyphSize: Int
    public let stickerSide: Int
    public let kaomojiBox: Rect
}

extension AppState {
    /// The prefetch stage now: how many of `PrefetchPlan.stageDelays` have passed since the first frame was shown.
    public var prefetchStage: Int {
        firstFrameShownAt.map { first in PrefetchPlan.stageDelays.filter { now >= first + $0 }.count } ?? 0
    }

    /// When the stage next widens, while it still will.
    var prefetchWidensAt: Milliseconds? {
        firstFrameShownAt.flatMap { first in PrefetchPlan.stageDelays.map { first + $0 }.first { $0 > now } }
    }

    /// `.widenPrefetch` once for each stage that began.
    mutating func prefetchTick() -> [AppEffect] {
        let stage = prefetchStage
        guard stage > prefetchStageTold else { return [] }
        prefetchStageTold = stage
        return [.widenPrefetch]
    }

    public func prefetchScope(catalog: KeyboardCatalog) -> PrefetchPlan.Scope {
        PrefetchPlan.Scope(
            inputs: keyboard.likelyNextInputs, catalog: catalog.identity, palette: palette, stage: prefetchStage)
    }

    /// The plan now, at most `limit` emotions (what the renderer's picture budgets hold without evicting what the plan
    /// rendered, which would start it over, forever, in a huge window or a huge pack). O(limit + tabs + pages).
    public func prefetchPlan(catalog: KeyboardCatalog, limit: Int) -> PrefetchPlan {
        let stage = prefetchStage
        var emotions = keyboard.likelyNextEmotions(catalog: catalog, includingOtherTabs: stage >= 2)
        if stage >= 1 { emotions += restOfTab(catalog: catalog, limit: limit - emotions.count) }
        let cell = layout.cellRect(0)
        return PrefetchPlan(
            scope: prefetchScope(catalog: catalog), emotions: emotions.prefix(max(0, limit)).map(drawn),
            glyphSize: layout.cellGlyphSize,
            stickerSide: Int(Double(min(cell.width, cell.height)) * GridFrame.emotionScale),
            kaomojiBox: layout.wideCells.rect(0))
    }

    /// The open tab's pages outward from the current one, past its neighbours (those come first anyway), at most
    /// `limit` emotions, in the tones the grid shows. O(limit + the tab's pages).
    private func restOfTab(catalog: KeyboardCatalog, limit: Int) -> [Emotion] {
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
