/// What floats over the regions, at most one at a time: the grid's magnifier, skin-tone picker or tone menu, or the
/// letters' preview bubble or accented variants.
public enum PopupFrame: Hashable, Sendable {
    public struct Item<Content: Hashable & Sendable>: Hashable, Sendable {
        public let rect: Rect
        public let content: Content
        /// The option the press or the keys are on, or the tone in use.
        public let chosen: Bool
    }

    public struct Swatch: Hashable, Sendable {
        public let rect: Rect
        public let color: RGBAColor
    }

    /// The pressed cell's emotion large, with its name in the user's language (fitted by the renderer).
    case magnifier(bubble: Rect, emotion: DrawnEmotion, name: String, nameSize: Int)
    /// The base and its variants; on a two-person board, swatches name the tones down the side and across the top.
    case variants(bubble: Rect, swatches: [Swatch], items: [Item<DrawnEmotion>])
    case toneMenu(bubble: Rect, items: [Item<Character>])
    /// The held letter key's label above it.
    case letterPreview(bubble: Rect, label: String)
    /// Each accented variant in its own bubble.
    case letterVariants([Item<String>])

    /// The bubbles drawn: the regions under them are redrawn when the popup changes.
    public var bubbles: [Rect] {
        switch self {
        case .magnifier(let bubble, _, _, _), .variants(let bubble, _, _), .toneMenu(let bubble, _),
            .letterPreview(let bubble, _):
            [bubble]
        case .letterVariants(let items): items.map(\.rect)
        }
    }
}

extension AppState {
    func popupFrame(catalog: KeyboardCatalog) -> PopupFrame? {
        layer == .letters ? letterPopupFrame() : gridPopupFrame(catalog: catalog)
    }

    private func gridPopupFrame(catalog: KeyboardCatalog) -> PopupFrame? {
        switch keyboard.popup(catalog: catalog) {
        case .toneMenu:
            let menu = layout.toneMenu
            let items = zip(SkinTone.allCases, menu.items).map { tone, rect in
                PopupFrame.Item(rect: rect, content: tone.hand, chosen: tone == keyboard.skinTone)
            }
            return .toneMenu(bubble: menu.frame, items: items)
        case .variants(let choice):
            let popup = choice.popup
            let items = zip(choice.options, popup.items).enumerated().map { index, pair in
                PopupFrame.Item(rect: pair.1, content: drawn(pair.0), chosen: index == choice.chosen)
            }
            return .variants(
                bubble: popup.frame,
                swatches: popup.headers.map { PopupFrame.Swatch(rect: $0.rect, color: $0.tone.swatch) },
                items: items)
        case .magnifier(let cell):
            guard let emotion = keyboard.emotion(atCell: cell, catalog: catalog) else { return nil }
            return .magnifier(
                bubble: layout.magnifierRect(for: keyboard.cellGrid.rect(cell)), emotion: drawn(emotion),
                name: names.name(of: emotion), nameSize: max(9, layout.cellSide / 5))
        case nil:
            return nil
        }
    }

    private func letterPopupFrame() -> PopupFrame? {
        guard let press = letters.press else { return nil }
        let keys = lettersLayout.keys
        guard keys.indices.contains(press.key), keys[press.key].key.typesText else { return nil }
        if let options = press.variants {
            return .letterVariants(
                zip(options, letterVariantFrames).enumerated().map { index, pair in
                    PopupFrame.Item(rect: pair.1, content: pair.0, chosen: index == press.chosen)
                })
        }
        return .letterPreview(
            bubble: letterPreviewFrame(for: keys[press.key].frame), label: label(of: keys[press.key].key))
    }
}
