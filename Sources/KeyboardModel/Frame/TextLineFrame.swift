/// One line of editable text (the composer's or the search field's) as its layout places it: the atoms in view with
/// their places, the selection and the caret, all in window coordinates.
public struct TextLineFrame: Hashable, Sendable {
    /// What one atom shows.
    public enum Content: Hashable, Sendable {
        case text(String)
        /// A line break, shown as ↵.
        case lineBreak
        case tab
        case sticker(path: String, frame: Int)
        /// A sticker no pack has now (removed or renamed): its code, as the layout measured it.
        case missingSticker(code: String)
    }

    public struct Atom: Hashable, Sendable {
        public let x: Int
        public let width: Int
        public let content: Content
    }

    /// The text area the line is clipped to.
    public let area: Rect
    public let top: Int
    public let lineHeight: Int
    public let textSize: Int
    public let atoms: [Atom]
    /// The selection's band, clipped to the area; `nil` without a selection.
    public let selection: Rect?
    /// Where the caret is (drawn only while `caretVisible` and nothing is selected).
    public let caret: Rect
    public var caretVisible: Bool

    /// `buffer` laid out by `layout` in `area`: only the atoms in view, and a line height more on each side (a glyph's
    /// ink may reach past its advance). O(atoms in view); `sticker` resolves a sticker's code to its image.
    init(_ buffer: TextBuffer, layout: TextLayout, area: Rect, caretVisible: Bool, sticker: (String) -> Content) {
        self.area = area
        lineHeight = layout.lineHeight
        top = layout.lineTop(in: area)
        textSize = layout.textSize
        let left = area.x - layout.scroll
        let selected = buffer.selection.range
        if selected.isEmpty {
            selection = nil
        } else {
            let x0 = max(area.x, left + layout.x(ofCaret: selected.lowerBound))
            let x1 = min(area.maxX, left + layout.x(ofCaret: selected.upperBound))
            selection = Rect(x: x0, y: top, width: max(0, x1 - x0), height: lineHeight)
        }
        let (inView, firstX) = layout.atoms(inView: -lineHeight..<area.width + lineHeight)
        var x = area.x + firstX
        var atoms: [Atom] = []
        for (atom, width) in zip(buffer.atoms(in: inView), layout.widths(ofAtoms: inView)) {
            let content: Content =
                switch atom {
                case .character("\n"), .character("\r\n"): .lineBreak
                case .character("\t"): .tab
                case .character(let character): .text(String(character))
                case .sticker(let code): sticker(code)
                }
            atoms.append(Atom(x: x, width: width, content: content))
            x += width
        }
        self.atoms = atoms
        caret = layout.caretRect(at: buffer.cursor, in: area)
        self.caretVisible = caretVisible && selected.isEmpty
    }
}
