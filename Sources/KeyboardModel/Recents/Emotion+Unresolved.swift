extension Emotion {
    /// A recent text the catalog does not know (a sticker of a pack not loaded this time, an emoji of a newer
    /// catalog): shown and inserted as the text itself, so its code is kept and still usable.
    static func unresolved(_ text: String) -> Emotion {
        Emotion(kind: .kaomoji, text: text, nameEN: text, nameZH: text)
    }
}
