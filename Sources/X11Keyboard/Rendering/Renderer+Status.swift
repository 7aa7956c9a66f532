import KeyboardModel

/// The status line in the indicator band, and the hint an empty grid shows.
extension Renderer {
    /// The status line the model gives (a star when pinned, the name, the code, the hint), with the page at the right;
    /// a line about a page goes left of the page dots, which stay. Returns false when there is nothing to name, and
    /// the page dots show instead.
    func drawStatusLine(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) -> Bool {
        guard let status = state.statusLine(catalog: catalog) else { return false }
        let band = state.layout.indicator
        let size = max(state.layout.metrics.minimumTextSize, band.height * 3 / 5)
        let top = band.midY - glyphs.lineHeight(size: size) / 2
        let margin = state.layout.grid.minX
        let pages = state.keyboard.pageCount(catalog: catalog)
        var right = band.maxX - margin
        if status.besidePages {
            drawIndicator(state, catalog: catalog, into: canvas)
            guard case .dots(let dots) = state.layout.pageIndicator(pages: pages), let first = dots.first else { return true }
            right = first.minX - size / 2
        } else if pages > 1, state.layer == .emotions {
            let page = "\(state.keyboard.currentPage(catalog: catalog) + 1)/\(pages)"
            let width = glyphs.textWidth(page, size: size)
            right -= width
            glyphs.drawText(page, size: size, color: theme.secondaryText, at: Point(x: right, y: top), into: canvas)
            right -= size
        }
        let area = Rect(x: band.x + margin, y: band.y, width: max(0, right - band.x - margin), height: band.height)
        canvas.clipped(to: area) { _ in
            var x = area.x
            if status.pinned { x += glyphs.drawText("★ ", size: size, color: theme.focusRing, at: Point(x: x, y: top), into: canvas) }
            let name = fitting.truncated(status.name, size: size, width: max(0, area.maxX - x))
            x += glyphs.drawText(name, size: size, color: theme.text, at: Point(x: x, y: top), into: canvas, maxWidth: area.maxX - x)
            // Code and hint are cut short whole, with an ellipsis, rather than clipped mid-glyph.
            for part in [status.code, status.hint] where !part.isEmpty && x < area.maxX {
                let shown = fitting.truncated("  " + part, size: size, width: max(0, area.maxX - x))
                x += glyphs.drawText(shown, size: size, color: theme.secondaryText, at: Point(x: x, y: top), into: canvas,
                                     maxWidth: max(0, area.maxX - x))
            }
        }
        return true
    }

    /// A line of secondary text centred in `rect` (cut short to fit).
    /// Each line of `text` centred, the lines together in the middle of `rect`.
    func drawHint(_ text: String, in rect: Rect, into canvas: RenderPicture) {
        let size = max(minimumTextSize, rect.height / 12)
        let lines = text.split(separator: "\n").map { fitting.truncated(String($0), size: size, width: rect.width - 8) }
        let height = glyphs.lineHeight(size: size)
        for (index, line) in lines.enumerated() {
            let width = glyphs.textWidth(line, size: size)
            let top = rect.midY - height * lines.count / 2 + height * index
            glyphs.drawText(line, size: size, color: theme.secondaryText, at: Point(x: rect.midX - width / 2, y: top), into: canvas)
        }
    }
}
