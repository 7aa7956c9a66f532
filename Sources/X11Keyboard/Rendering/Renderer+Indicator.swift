import KeyboardModel

/// The band under the grid: a notice, the status line, or the page indicator (dots, or a scrubber when the dots
/// would not fit).
extension Renderer {
    func drawIndicatorBand(_ indicator: IndicatorFrame, into canvas: RenderPicture) {
        switch indicator.content {
        case .notice(let text): drawNotice(text, in: indicator.band, into: canvas)
        case .status(let status, let pages, let pageLabel):
            drawStatusLine(status, pages: pages, pageLabel: pageLabel, in: indicator, into: canvas)
        case .pages(let pages): drawPages(pages, into: canvas)
        case .nothing: break
        }
    }

    func drawPages(_ pages: IndicatorFrame.Pages, into canvas: RenderPicture) {
        switch pages.shape {
        case .dots(let dots):
            for (page, rect) in dots.enumerated() {
                glyphs.draw(
                    "●", size: max(6, rect.height / 2), color: page == pages.current ? theme.currentDot : theme.dot,
                    centeredAt: Point(x: rect.midX, y: rect.midY), into: canvas)
            }
        case .scrubber(let track):
            canvas.fill(theme.dot, Rect(x: track.x, y: track.midY - 1, width: track.width, height: 2))
            let thumbWidth = max(8, track.width / pages.count)
            let x = track.x + (track.width - thumbWidth) * pages.current / max(1, pages.count - 1)
            canvas.fill(theme.currentDot, Rect(x: x, y: track.midY - 3, width: thumbWidth, height: 6))
        }
    }

    /// A notice, over the page indicator while it lasts.
    private func drawNotice(_ text: String, in band: Rect, into canvas: RenderPicture) {
        let size = max(9, band.height * 3 / 5)
        let width = min(band.width - 8, glyphs.textWidth(text, size: size) + 16)
        let box = Rect(x: band.midX - width / 2, y: band.y, width: width, height: band.height)
        canvas.fill(theme.noticeBackground, box)
        canvas.clipped(to: box.insetBy(dx: 8, dy: 0)) { _ in
            glyphs.drawText(
                text, size: size, color: theme.noticeText,
                at: Point(x: box.x + 8, y: box.midY - glyphs.lineHeight(size: size) / 2),
                into: canvas, maxWidth: box.width - 16)
        }
    }

    /// The status line (a star when pinned, the name, the code, the hint), with the page at the right; a line about
    /// a page goes left of the page dots, which stay (over a scrubber, the scrubber alone shows).
    private func drawStatusLine(
        _ status: StatusLine, pages: IndicatorFrame.Pages?, pageLabel: String?, in indicator: IndicatorFrame,
        into canvas: RenderPicture
    ) {
        let band = indicator.band
        let size = indicator.textSize
        let top = band.midY - glyphs.lineHeight(size: size) / 2
        let margin = indicator.margin
        var right = band.maxX - margin
        if let pages {
            drawPages(pages, into: canvas)
            guard case .dots(let dots) = pages.shape, let first = dots.first else { return }
            right = first.minX - size / 2
        } else if let pageLabel {
            let width = glyphs.textWidth(pageLabel, size: size)
            right -= width
            glyphs.drawText(
                pageLabel, size: size, color: theme.secondaryText, at: Point(x: right, y: top), into: canvas)
            right -= size
        }
        let area = Rect(x: band.x + margin, y: band.y, width: max(0, right - band.x - margin), height: band.height)
        let status = status.fitted(width: area.width, size: size, fitting: fitting)
        canvas.clipped(to: area) { _ in
            var x = area.x
            if status.pinned {
                x += glyphs.drawText("★ ", size: size, color: theme.focusRing, at: Point(x: x, y: top), into: canvas)
            }
            let name = fitting.truncated(status.name, size: size, width: max(0, area.maxX - x))
            x += glyphs.drawText(
                name, size: size, color: theme.text, at: Point(x: x, y: top), into: canvas, maxWidth: area.maxX - x)
            // What the trace says was drawn, collected only when it is on.
            var drawn = Trace.enabled ? [name] : nil
            // Code and hint come whole or not at all (`fitted`); the ellipsis is a guard for a font that draws wider
            // than it measures.
            for part in [status.code, status.hint] where !part.isEmpty && x < area.maxX {
                let shown = fitting.truncated(StatusLine.gap + part, size: size, width: max(0, area.maxX - x))
                x += glyphs.drawText(
                    shown, size: size, color: theme.secondaryText, at: Point(x: x, y: top), into: canvas,
                    maxWidth: max(0, area.maxX - x))
                drawn?.append(shown.hasPrefix(StatusLine.gap) ? String(shown.dropFirst(StatusLine.gap.count)) : shown)
            }
            if let drawn { Trace.mark("status line drawn: \(drawn.joined(separator: " | "))") }
        }
    }
}
