import KeyboardModel

/// The tab bar: the search button, the tab strip (scrolled, with its arrows when the tabs do not fit), ⚙ and the tone
/// button; while search is open, the search field and its close button instead.
extension Renderer {
    func drawTabBar(_ bar: TabBarFrame, into canvas: RenderPicture) {
        canvas.fill(theme.tabBar, bar.bar)
        canvas.fill(theme.separator, Rect(x: 0, y: bar.bar.y, width: bar.bar.width, height: 1))
        let iconSize = bar.iconSize
        let search = bar.searchButton
        if bar.searchOpen { canvas.fill(theme.selectedTab, search.insetBy(dx: 1, dy: 3)) }
        glyphs.draw(
            "🔍", size: iconSize * 4 / 5, color: theme.text, centeredAt: Point(x: search.midX, y: search.midY),
            into: canvas)
        switch bar.content {
        case .search(let field):
            drawSearchField(field, into: canvas)
            let close = field.closeButton
            glyphs.draw(
                "✕", size: iconSize * 3 / 4, color: theme.secondaryText,
                centeredAt: Point(x: close.midX, y: close.midY), into: canvas)
        case .tabs(let tabs):
            drawTabStrip(tabs, iconSize: iconSize, into: canvas)
            let settings = tabs.settingsButton
            if tabs.settingsOpen { canvas.fill(theme.selectedTab, settings.insetBy(dx: 1, dy: 3)) }
            glyphs.draw(
                "⚙", size: iconSize * 4 / 5, color: theme.text, centeredAt: Point(x: settings.midX, y: settings.midY),
                into: canvas)
            let tone = tabs.toneButton
            if tabs.toneMenuOpen { canvas.fill(theme.selectedTab, tone.insetBy(dx: 1, dy: 3)) }
            glyphs.draw(
                tabs.toneHand, size: iconSize * 4 / 5, color: theme.text, centeredAt: Point(x: tone.midX, y: tone.midY),
                into: canvas)
        }
    }

    private func drawTabStrip(_ tabs: TabBarFrame.Tabs, iconSize: Int, into canvas: RenderPicture) {
        canvas.clipped(to: tabs.viewport) { _ in
            for item in tabs.items {
                let rect = item.rect
                switch item.mark {
                case .selected:
                    canvas.fill(theme.selectedTab, rect.insetBy(dx: 1, dy: 3))
                    // An underline as well as the fill: the selected tab reads at a glance, in either theme. It lies on
                    // the bar, below the fill, where its contrast is the one the palette is held to.
                    canvas.fill(
                        theme.focusRing, Rect(x: rect.x + 3, y: rect.maxY - 3, width: max(0, rect.width - 6), height: 3)
                    )
                case .hovered:
                    canvas.fill(theme.hoveredCell, rect.insetBy(dx: 1, dy: 3))
                    // The fill alone is a shade off the bar: the underline is the hover's mark, at 3:1 against the bar.
                    canvas.fill(
                        theme.secondaryText,
                        Rect(x: rect.x + 3, y: rect.maxY - 3, width: max(0, rect.width - 6), height: 3))
                case .none:
                    break
                }
                drawTabIcon(item.icon, in: rect, iconSize: iconSize, into: canvas)
            }
        }
        for arrow in tabs.arrows {
            // Below the separator line, which runs unbroken over the whole bar.
            canvas.fill(
                theme.tabBar,
                Rect(
                    x: arrow.rect.x, y: arrow.rect.y + 1, width: arrow.rect.width, height: max(0, arrow.rect.height - 1)
                ))
            glyphs.draw(
                arrow.symbol, size: iconSize, color: arrow.active ? theme.text : theme.dot,
                centeredAt: Point(x: arrow.rect.midX, y: arrow.rect.midY), into: canvas)
        }
    }

    private func drawTabIcon(_ icon: TabBarFrame.TabItem.Icon, in rect: Rect, iconSize: Int, into canvas: RenderPicture)
    {
        let center = Point(x: rect.midX, y: rect.midY)
        switch icon {
        case .glyph(let grapheme):
            glyphs.draw(grapheme, size: iconSize, color: theme.text, centeredAt: center, into: canvas)
        case .image(let path):
            drawSticker(path, side: iconSize + iconSize / 4, center: center, into: canvas)
        case .text(let text):
            // A text icon has a wider tab: fitted to it, never clipped (measured from the stored run when it fits).
            let start = max(8, iconSize / 2)
            let size =
                glyphs.runWidth(text, size: start) <= rect.width - 4
                ? start : fittedSize(text, start: start, minimum: 8, width: rect.width - 4)
            let width = glyphs.runWidth(text, size: size)
            glyphs.drawRun(
                text, size: size, color: theme.text,
                at: Point(x: center.x - width / 2, y: center.y - glyphs.lineHeight(size: size) / 2),
                into: canvas)
        }
    }

    /// The search field with its query (or what to type, while empty) and caret.
    private func drawSearchField(_ search: TabBarFrame.SearchField, into canvas: RenderPicture) {
        let field = search.field
        canvas.fill(search.hasKeys ? theme.caret : theme.fieldBorder, field)
        canvas.fill(theme.fieldBackground, field.insetBy(dx: 1, dy: 1))
        if let placeholder = search.placeholder {
            let area = search.line.area
            let size = search.placeholderSize
            canvas.clipped(to: area) { _ in
                glyphs.drawText(
                    placeholder, size: size, color: theme.secondaryText,
                    at: Point(x: area.x + 2, y: area.midY - glyphs.lineHeight(size: size) / 2), into: canvas,
                    maxWidth: area.width - 2)
            }
        }
        drawLine(search.line, into: canvas)
    }
}
