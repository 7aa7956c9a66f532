import KeyboardModel

/// The page indicator under the grid: dots, or a scrubber when the dots would not fit.
extension Renderer {
    func drawIndicator(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
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
}
