/// Measures text as the window draws it; the window measures with its fonts, tests with fixed widths.
public protocol TextMeasuring {
    /// The advance in pixels of `character` drawn at `size` pixels.
    func advance(of character: Character, size: Int) -> Int
    /// The height of a line of text at `size` pixels.
    func lineHeight(size: Int) -> Int
}
