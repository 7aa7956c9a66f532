/// Where a pointer position falls in the composer's text, measured by the renderer from the glyphs it drew.
public struct TextHit: Hashable, Sendable {
    /// The caret position nearest the pointer.
    public var caret: Int
    /// The atom under the pointer, `nil` past either end of the text.
    public var atom: Int?

    public init(caret: Int, atom: Int? = nil) {
        self.caret = caret
        self.atom = atom
    }
}
