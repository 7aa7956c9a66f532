import KeyboardModel

/// The composer's text is measured with the glyphs it is drawn with.
extension GlyphCache: TextMeasuring {
    func advance(of character: Character, size: Int) -> Int { advance(character, size: size) }
}
