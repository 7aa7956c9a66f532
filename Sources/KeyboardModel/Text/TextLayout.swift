/// Where the composer's atoms sit on its one scrolled line: their widths, kept up to date edit by edit, the scroll
/// offset that keeps the caret in view, hit testing and the slice the window must draw.
///
/// Every operation costs O(chunks + one chunk + what changed or is visible) (see `WidthRuns`), so a keystroke, a
/// caret blink or a pointer motion costs about the same with a megabyte of text as with none.
public struct TextLayout: Hashable, Sendable {
    /// How wide a tab is, in spaces.
    public static let tabWidth = 4

    /// The pixel size the composer's text is drawn at.
    public let textSize: Int
    /// The width of the visible text area.
    public private(set) var viewport: Int
    /// How far the line is scrolled left, in pixels.
    public private(set) var scroll = 0
    /// The line height the widths were measured with; 0 until the first update.
    public private(set) var lineHeight = 0
    private var widths = WidthRuns()
    /// Set when the atoms must be measured again in full: which sticker codes have an image changed.
    private var stale = false

    public init(textSize: Int, viewport: Int) {
        self.textSize = textSize
        self.viewport = max(1, viewport)
    }

    /// The width of the whole line.
    public var contentWidth: Int { widths.total }

    /// How a sticker, a line break or a tab is measured: a sticker with an image (`hasImage`) is square at line
    /// height, one without (its pack removed or renamed it) is drawn as its code, so it is as wide as that text; a line
    /// break shows as ↵, a tab as spaces.
    public static func width(
        of atom: TextAtom, size: Int, lineHeight: Int, measure: some TextMeasuring,
        hasImage: (String) -> Bool
    ) -> Int {
        switch atom {
        case .sticker(let code):
            guard hasImage(code) else { return code.reduce(0) { $0 + measure.advance(of: $1, size: size) } }
            return lineHeight + 2
        case .character("\n"), .character("\r\n"): return measure.advance(of: "↵", size: size)
        case .character("\t"): return tabWidth * measure.advance(of: " ", size: size)
        case .character(let character): return measure.advance(of: character, size: size)
        }
    }

    /// Measures what changed in `buffer` since the last update and scrolls so the caret stays in view; `hasImage`
    /// says which sticker codes are drawn as images (`KeyboardCatalog.drawsSticker`).
    /// O(chunks + changed atoms), the atoms read one by one from the buffer's chunks; O(atoms) after `invalidate()`.
    public mutating func update(_ buffer: inout TextBuffer, measure: some TextMeasuring, hasImage: (String) -> Bool) {
        let height = measure.lineHeight(size: textSize)
        let size = textSize
        if height != lineHeight || stale {
            // Sticker widths follow the line height and the catalog: measure everything again (only when the fonts or
            // the packs change).
            lineHeight = height
            stale = false
            _ = buffer.takeChange()
            widths = WidthRuns()
            let all = 0..<buffer.count
            widths.replaceSubrange(0..<0, adding: all.count) { emit in
                buffer.forEachAtom(in: all) {
                    emit(Self.width(of: $0, size: size, lineHeight: height, measure: measure, hasImage: hasImage))
                }
            }
        } else if let change = buffer.takeChange() {
            widths.replaceSubrange(change.start..<change.oldEnd, adding: change.newEnd - change.start) { emit in
                buffer.forEachAtom(in: change.start..<change.newEnd) {
                    emit(Self.width(of: $0, size: size, lineHeight: height, measure: measure, hasImage: hasImage))
                }
            }
        }
        reveal(caret: buffer.cursor)
    }

    /// Makes the next update measure every atom again: the stickers that have an image changed (a pack was loaded,
    /// a sticker removed or renamed).
    public mutating func invalidate() {
        stale = true
    }

    /// Changes the visible width, e.g. after a resize, keeping the caret in view.
    public mutating func resize(viewport: Int, caret: Int) {
        self.viewport = max(1, viewport)
        reveal(caret: caret)
    }

    /// The x of caret position `index` from the start of the line (unscrolled).
    public func x(ofCaret index: Int) -> Int { widths.offset(of: index) }

    /// The top of the line, centred vertically in `area`.
    public func lineTop(in area: Rect) -> Int { area.midY - lineHeight / 2 }

    /// The 2-pixel caret at position `index` of the line drawn in `area`, cut to the area: all a blink repaints.
    public func caretRect(at index: Int, in area: Rect) -> Rect {
        Rect(x: area.x - scroll + x(ofCaret: index) - 1, y: lineTop(in: area), width: 2, height: lineHeight)
            .intersection(area)
    }

    /// The widths of the atoms in `range`, in order. O(chunks + range).
    public func widths(ofAtoms range: Range<Int>) -> [Int] { widths.widths(in: range) }

    /// Where a point `x` pixels from the left of the visible text area falls: the nearest caret position and the
    /// atom under it (`nil` past either end of the text).
    public func hit(x: Int) -> (caret: Int, atom: Int?) {
        let lineX = x + scroll
        guard let (index, start) = widths.atom(containing: lineX) else {
            return (lineX < 0 ? 0 : widths.count, nil)
        }
        let width = widths.width(at: index)
        return (lineX - start > width / 2 ? index + 1 : index, index)
    }

    /// The atoms at least partly inside `span` of the visible area (x relative to its left edge), and the x of the
    /// first one: what a redraw of part of the line draws. O(chunks + one chunk).
    public func atoms(inView span: Range<Int>) -> (range: Range<Int>, firstX: Int) {
        let span = max(0, span.lowerBound)..<min(viewport, span.upperBound)
        guard !span.isEmpty, let (first, start) = widths.atom(containing: scroll + span.lowerBound) else {
            return (widths.count..<widths.count, 0)
        }
        let last = widths.atom(containing: scroll + span.upperBound - 1)?.index ?? widths.count - 1
        return (first..<last + 1, start - scroll)
    }

    /// Keeps a 2-pixel caret at `caret` inside the viewport, and never scrolls past the text's end.
    private mutating func reveal(caret: Int) {
        let caretX = widths.offset(of: caret)
        if caretX - scroll > viewport - 2 { scroll = caretX - viewport + 2 }
        if caretX - scroll < 0 { scroll = caretX }
        scroll = max(0, min(scroll, max(0, widths.total - viewport + 2)))
    }

    /// Checks that the widths cover exactly `count` atoms, as tests require after every step.
    public func checkInvariants(count: Int) {
        widths.checkInvariants()
        precondition(widths.count == count, "layout out of step with the buffer")
    }
}
