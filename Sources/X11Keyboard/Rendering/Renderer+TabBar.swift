import KeyboardModel

/// The tab bar: the search button, the tab strip (scrolled, with its arrows when the tabs do not fit) and the tone
/// button; while search is open, the search field and its close button instead.
extension Renderer {
    func drawTabBar(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        canvas.fill(theme.tabBar, layout.tabBar)
        canvas.fill(theme.separator, Rect(x: 0, y: layout.tabBar.y, width: layout.tabBar.width, height: 1))
        let iconSize = tabIconSize(layout)
        let search = layout.searchButton
        if state.isSearching { canvas.fill(theme.selectedTab, search.insetBy(dx: 1, dy: 3)) }
        glyphs.draw("🔍", size: iconSize * 4 / 5, color: theme.text, centeredAt: Point(x: search.midX, y: search.midY), into: canvas)
        let tone = layout.toneButton
        if state.isSearching {
            drawSearchField(state, catalog: catalog, into: canvas)
            glyphs.draw("✕", size: iconSize * 3 / 4, color: theme.secondaryText, centeredAt: Point(x: tone.midX, y: tone.midY), into: canvas)
        } else {
            drawTabStrip(state, catalog: catalog, iconSize: iconSize, into: canvas)
            drawSettingsButton(state, iconSize: iconSize, into: canvas)
            if state.keyboard.toneMenuOpen { canvas.fill(theme.selectedTab, tone.insetBy(dx: 1, dy: 3)) }
            let hand = Self.toneHand(state.keyboard.skinTone)
            glyphs.draw(hand, size: iconSize * 4 / 5, color: theme.text, centeredAt: Point(x: tone.midX, y: tone.midY), into: canvas)
        }
    }

    /// ✋ in a skin tone: the tone button and its menu show the tones with it.
    static func toneHand(_ tone: SkinTone) -> Character {
        var text = "✋"
        if let modifier = tone.modifier { text.unicodeScalars.append(modifier) }
        return text.first ?? "✋"
    }

    private func drawTabStrip(_ state: AppState, catalog: KeyboardCatalog, iconSize: Int, into canvas: RenderPicture) {
        let keyboard = state.keyboard
        let strip = keyboard.tabStrip(catalog: catalog)
        let scroll = strip.clamped(scroll: keyboard.tabScroll)
        canvas.clipped(to: strip.viewport) { _ in
            for (index, tab) in catalog.tabs.enumerated() {
                let rect = strip.tabRect(index, scroll: scroll)
                guard rect.intersects(strip.viewport) else { continue }
                if index == keyboard.tabIndex {
                    canvas.fill(theme.selectedTab, rect.insetBy(dx: 1, dy: 3))
                    // An underline as well as the fill: the selected tab reads at a glance, in either theme. It lies on
                    // the bar, below the fill, where its contrast is the one the palette is held to.
                    canvas.fill(theme.focusRing, Rect(x: rect.x + 3, y: rect.maxY - 3, width: max(0, rect.width - 6), height: 3))
                } else if index == keyboard.hoveredTab {
                    canvas.fill(theme.hoveredCell, rect.insetBy(dx: 1, dy: 3))
                    // The fill alone is a shade off the bar: the underline is the hover's mark, at 3:1 against the bar.
                    canvas.fill(theme.secondaryText, Rect(x: rect.x + 3, y: rect.maxY - 3, width: max(0, rect.width - 6), height: 3))
                }
                drawTabIcon(tab.icon, in: rect, iconSize: iconSize, into: canvas)
            }
        }
        for (arrow, symbol, active) in [(strip.backArrow, "‹", scroll > 0), (strip.forwardArrow, "›", scroll < strip.maximumScroll)] {
            guard let arrow else { continue }
            // Below the separator line, which runs unbroken over the whole bar.
            canvas.fill(theme.tabBar, Rect(x: arrow.x, y: arrow.y + 1, width: arrow.width, height: max(0, arrow.height - 1)))
            glyphs.draw(Character(symbol), size: iconSize, color: active ? theme.text : theme.dot,
                        centeredAt: Point(x: arrow.midX, y: arrow.midY), into: canvas)
        }
    }

    private func drawTabIcon(_ icon: Tab.Icon, in rect: Rect, iconSize: Int, into canvas: RenderPicture) {
        let center = Point(x: rect.midX, y: rect.midY)
        switch icon {
        case .recent:
            glyphs.draw(Character(Self.recentIcon), size: iconSize, color: theme.text, centeredAt: center, into: canvas)
        case .favourites:
            glyphs.draw(Character(Self.favouritesIcon), size: iconSize, color: theme.text, centeredAt: center, into: canvas)
        case .image(let path):
            drawSticker(path, side: iconSize + iconSize / 4, center: center, into: canvas)
        case .text(let text):
            if text.count == 1, let grapheme = text.first {
                glyphs.draw(grapheme, size: iconSize, color: theme.text, centeredAt: center, into: canvas)
            } else {
                // A text icon has a wider tab: fitted to it, never clipped (measured from the stored run when it fits).
                let start = max(8, iconSize / 2)
                let size = glyphs.runWidth(text, size: start) <= rect.width - 4
                    ? start : fittedSize(text, start: start, minimum: 8, width: rect.width - 4)
                let width = glyphs.runWidth(text, size: size)
                glyphs.drawRun(text, size: size, color: theme.text, at: Point(x: center.x - width / 2, y: center.y - glyphs.lineHeight(size: size) / 2),
                               into: canvas)
            }
        }
    }

    /// The search field with its query (or what to type, while empty) and caret.
    private func drawSearchField(_ state: AppState, catalog: KeyboardCatalog, into canvas: RenderPicture) {
        let layout = state.layout
        let field = layout.searchField
        canvas.fill(state.keyOwner == .search ? theme.caret : theme.fieldBorder, field)
        canvas.fill(theme.fieldBackground, field.insetBy(dx: 1, dy: 1))
        if state.searchField.isEmpty {
            let area = layout.searchTextArea
            let size = layout.searchTextSize * 4 / 5
            canvas.clipped(to: area) { _ in
                glyphs.drawText(UIText.searchPlaceholder(chinese: chinese), size: size, color: theme.secondaryText,
                                at: Point(x: area.x + 2, y: area.midY - glyphs.lineHeight(size: size) / 2), into: canvas, maxWidth: area.width - 2)
            }
        }
        drawLine(state.searchField, layout: state.searchLayout, area: layout.searchTextArea, caretVisible: state.searchCaretVisible,
                 catalog: catalog, into: canvas)
    }
}
