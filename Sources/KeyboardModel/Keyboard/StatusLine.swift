/// What the status line says about the hovered or focused emotion: its name, its code and whether it is pinned.
public struct StatusLine: Hashable, Sendable {
    public let name: String
    /// A sticker's `[code]`, an emoji's code points (`U+1F44B U+1F3FD`), nothing for a kaomoji (its text is its code).
    public let code: String
    public let pinned: Bool

    /// Code points shown for an emoji; a longer sequence (a family, a flag tag) ends with "…".
    public static let codePointLimit = 4

    public init(name: String, code: String, pinned: Bool) {
        self.name = name
        self.code = code
        self.pinned = pinned
    }

    /// The status of `emotion`, named by `name` (the user's language). O(length of its text).
    public init(_ emotion: Emotion, name: (Emotion) -> String, pinned: Bool) {
        self.name = name(emotion)
        self.pinned = pinned
        switch emotion.kind {
        case .sticker: code = emotion.text
        case .kaomoji: code = ""
        case .emoji:
            let scalars = emotion.text.unicodeScalars.filter { $0 != "\u{FE0F}" }
            let shown = scalars.prefix(Self.codePointLimit).map { "U+" + String($0.value, radix: 16, uppercase: true) }
            code = shown.joined(separator: " ") + (scalars.count > Self.codePointLimit ? " …" : "")
        }
    }
}

extension KeyboardState {
    /// The status line for the hovered cell, else the focused cell while the grid has the keys; `nil` over nothing.
    public func statusLine(catalog: KeyboardCatalog, gridFocused: Bool, name: (Emotion) -> String) -> StatusLine? {
        statusEmotion(catalog: catalog, gridFocused: gridFocused).map { StatusLine($0, name: name, pinned: recents.isPinned($0.text)) }
    }
}
