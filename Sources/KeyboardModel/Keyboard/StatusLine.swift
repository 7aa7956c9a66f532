/// What the status line says: the hovered or focused emotion's name, its code and whether it is pinned, or a control's
/// name; with a short hint of what a press or a key does there.
public struct StatusLine: Hashable, Sendable {
    public let name: String
    /// A sticker's `[code]`, an emoji's code points (`U+1F44B U+1F3FD`), nothing for a kaomoji (its text is its code).
    public let code: String
    public let pinned: Bool
    /// What a press or a key does here ("hold for skin tones · right-click to pin"); empty for nothing to say.
    public let hint: String
    /// Whether the line names a page, beside the page dots it is about rather than over them.
    public let besidePages: Bool

    /// Code points shown for an emoji; a longer sequence (a family, a flag tag) ends with "…".
    public static let codePointLimit = 4

    public init(name: String, code: String = "", pinned: Bool = false, hint: String = "", besidePages: Bool = false) {
        self.name = name
        self.code = code
        self.pinned = pinned
        self.hint = hint
        self.besidePages = besidePages
    }

    /// The status of `emotion`, named by `name` (the user's language). O(length of its text).
    public init(_ emotion: Emotion, name: (Emotion) -> String, pinned: Bool, hint: String = "") {
        self.name = name(emotion)
        self.pinned = pinned
        self.hint = hint
        besidePages = false
        switch emotion.kind {
        case .sticker: code = emotion.text
        case .kaomoji: code = ""
        case .emoji:
            let scalars = emotion.text.unicodeScalars.filter { $0 != "\u{FE0F}" }
            let shown = scalars.prefix(Self.codePointLimit).map { "U+" + String($0.value, radix: 16, uppercase: true) }
            code = shown.joined(separator: " ") + (scalars.count > Self.codePointLimit ? " …" : "")
        }
    }

    /// The gap drawn before the code and before the hint.
    public static let gap = "  "

    /// What fits `width` pixels at `size`: the star and the name always (a name too long on its own is cut short when
    /// drawn), then the hint and then the code, each whole or left out, so no part shows cut off; the hint, which says
    /// what a press does, goes before the code. O(length of the line).
    public func fitted(width: Int, size: Int, fitting: TextFitting) -> StatusLine {
        func measured(_ text: String) -> Int { fitting.width(text, size: size, stoppingPast: width) }
        var used = (pinned ? measured("★ ") : 0) + measured(name)
        func fits(_ part: String) -> Bool {
            guard !part.isEmpty else { return false }
            let extra = measured(Self.gap + part)
            guard used + extra <= width else { return false }
            used += extra
            return true
        }
        let shownHint = fits(hint) ? hint : ""
        let shownCode = fits(code) ? code : ""
        return StatusLine(name: name, code: shownCode, pinned: pinned, hint: shownHint, besidePages: besidePages)
    }
}

extension KeyboardState {
    /// The status line for the option chosen in an open skin-tone picker, else the hovered cell, else the focused cell
    /// while the grid has the keys, with what a press (or, for the focused cell, a key) does there, else the words a
    /// search left out; `nil` over nothing.
    public func statusLine(catalog: KeyboardCatalog, gridFocused: Bool, words: UIWords, name: (Emotion) -> String)
        -> StatusLine?
    {
        if let choice = variantChoice(catalog: catalog) {
            guard choice.options.indices.contains(choice.chosen) else { return nil }
            let option = choice.options[choice.chosen]
            if let code = choice.stickerMenu, let command = OwnStickerCommand.command(for: option) {
                return StatusLine(name: words.name(of: command), code: code, pinned: recents.isPinned(code))
            }
            return StatusLine(option, name: name, pinned: recents.isPinned(option.text))
        }
        let cell: Int
        let byKeys: Bool
        // A press in the grid: the cell the magnifier shows, which follows the drag (not where the press began).
        if let magnifiedCell {
            (cell, byKeys) = (magnifiedCell, false)
        } else if let hoveredCell {
            (cell, byKeys) = (hoveredCell, false)
        } else if gridFocused, let focusedCell {
            (cell, byKeys) = (focusedCell, true)
        } else if let ignored = search?.ignoredWords, !ignored.isEmpty {
            return StatusLine(name: words.wordsLeftOut(ignored))
        } else {
            return nil
        }
        guard let base = baseEmotion(atCell: cell, catalog: catalog) else { return nil }
        if let command = OwnStickerCommand.command(for: base) {
            return StatusLine(name: words.name(of: command), hint: byKeys ? "Enter" : "")
        }
        let emotion = toned(base)
        let pinned = recents.isPinned(emotion.text)
        if ownStickerCode(atCell: cell, catalog: catalog) != nil {
            return StatusLine(
                emotion, name: name, pinned: pinned, hint: words.ownStickerHint(pinned: pinned, byKeys: byKeys))
        }
        return StatusLine(
            emotion, name: name, pinned: pinned,
            hint: words.emotionHint(hasTones: !base.variants.isEmpty, pinned: pinned, byKeys: byKeys))
    }
}
