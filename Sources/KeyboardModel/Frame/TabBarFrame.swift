/// The tab bar: the search button, the tab strip (scrolled, with its arrows when the tabs do not fit), ⚙ and the tone
/// button; while search is open, the search field and its close button instead.
public struct TabBarFrame: Hashable, Sendable {
    public struct TabItem: Hashable, Sendable {
        public enum Icon: Hashable, Sendable {
            /// One grapheme, at the icon size.
            case glyph(Character)
            /// A longer text, fitted to the tab.
            case text(String)
            case image(path: String)
        }

        public enum Mark: Hashable, Sendable {
            case none, selected, hovered
        }

        public let rect: Rect
        public let icon: Icon
        public let mark: Mark
    }

    public struct Arrow: Hashable, Sendable {
        public let rect: Rect
        public let symbol: Character
        /// Whether there is more that way.
        public let active: Bool
    }

    public struct SearchField: Hashable, Sendable {
        public let field: Rect
        public let hasKeys: Bool
        /// What to type, while the field is empty, in `placeholderSize`.
        public let placeholder: String?
        public let placeholderSize: Int
        public var line: TextLineFrame
        public let closeButton: Rect
    }

    public struct Tabs: Hashable, Sendable {
        public let viewport: Rect
        /// The tabs that show in the viewport.
        public let items: [TabItem]
        public let arrows: [Arrow]
        public let settingsButton: Rect
        public let settingsOpen: Bool
        public let toneButton: Rect
        public let toneHand: Character
        public let toneMenuOpen: Bool
    }

    public enum Content: Hashable, Sendable {
        case tabs(Tabs)
        case search(SearchField)
    }

    public static let recentIcon: Character = "🕘"
    public static let favouritesIcon: Character = "⭐"

    public let bar: Rect
    public let iconSize: Int
    public let searchButton: Rect
    public let searchOpen: Bool
    public var content: Content
}

extension AppState {
    /// O(tabs).
    func tabBarFrame(catalog: KeyboardCatalog, words: UIWords) -> TabBarFrame {
        let content: TabBarFrame.Content
        if isSearching {
            let line = TextLineFrame(
                searchField.text, layout: searchLayout, area: layout.searchTextArea, caretVisible: searchCaretVisible
            ) {
                stickerContent($0, catalog: catalog)
            }
            content = .search(
                TabBarFrame.SearchField(
                    field: layout.searchField, hasKeys: keyOwner == .search,
                    placeholder: searchField.text.isEmpty ? words.searchPlaceholder() : nil,
                    placeholderSize: layout.searchTextSize * 4 / 5, line: line, closeButton: layout.toneButton))
        } else {
            let strip = keyboard.tabStrip(catalog: catalog)
            let scroll = strip.clamped(scroll: keyboard.tabScroll)
            let items = catalog.tabs.enumerated().compactMap { index, tab -> TabBarFrame.TabItem? in
                guard strip.shows(index, scroll: scroll) else { return nil }
                let rect = strip.tabRect(index, scroll: scroll)
                let mark: TabBarFrame.TabItem.Mark =
                    index == keyboard.tabIndex ? .selected : index == keyboard.hoveredTab ? .hovered : .none
                return TabBarFrame.TabItem(rect: rect, icon: Self.icon(tab.icon), mark: mark)
            }
            let arrows = [
                (strip.backArrow, "‹" as Character, scroll > 0), (strip.forwardArrow, "›", scroll < strip.maximumScroll)
            ]
            .compactMap { rect, symbol, active in
                rect.map { TabBarFrame.Arrow(rect: $0, symbol: symbol, active: active) }
            }
            content = .tabs(
                TabBarFrame.Tabs(
                    viewport: strip.viewport, items: items, arrows: arrows, settingsButton: layout.settingsButton,
                    settingsOpen: settings != nil, toneButton: layout.toneButton,
                    toneHand: keyboard.skinTone.hand, toneMenuOpen: keyboard.toneMenuOpen))
        }
        return TabBarFrame(
            bar: layout.tabBar, iconSize: layout.tabIconSize, searchButton: layout.searchButton,
            searchOpen: isSearching,
            content: content)
    }

    private static func icon(_ icon: Tab.Icon) -> TabBarFrame.TabItem.Icon {
        switch icon {
        case .recent: .glyph(TabBarFrame.recentIcon)
        case .favourites: .glyph(TabBarFrame.favouritesIcon)
        case .image(let path): .image(path: path)
        case .text(let text):
            text.count == 1 ? text.first.map(TabBarFrame.TabItem.Icon.glyph) ?? .text(text) : .text(text)
        }
    }
}

extension SkinTone {
    /// ✋ in this tone: the tone button and its menu show the tones with it.
    public var hand: Character {
        var text = "✋"
        if let modifier { text.unicodeScalars.append(modifier) }
        return text.first ?? "✋"
    }
}
