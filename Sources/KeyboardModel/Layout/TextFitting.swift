/// Fits a text into a width, by size and by cutting it with an ellipsis, measuring graphemes through the caller's font
/// metrics. Work is proportional to what can be shown, never to the whole text: a 20,000-character name costs what a
/// short one does (re-measuring the whole text once per size tried, or once per character cut, made it quadratic).
public struct TextFitting {
    /// The advance of one grapheme at a pixel size.
    public let advance: (Character, Int) -> Int

    public init(advance: @escaping (Character, Int) -> Int) {
        self.advance = advance
    }

    /// The width of `text` at `size`, or some width past `limit` as soon as the text is known to be wider.
    /// O(graphemes that fit in `limit`).
    public func width(_ text: String, size: Int, stoppingPast limit: Int) -> Int {
        var width = 0
        for grapheme in text {
            width += advance(grapheme, size)
            if width > limit { break }
        }
        return width
    }

    /// The largest size from `start` down to `minimum` at which `text` is at most `width` wide (`minimum` when none
    /// is). Widths grow about in proportion to the size, so one measurement gives an estimate that one or two more
    /// correct. O(what fits) per measurement, a few measurements.
    public func fittedSize(_ text: String, start: Int, minimum: Int, width: Int) -> Int {
        guard start > minimum else { return max(1, start) }
        // Wider than this at `start`, the text cannot fit even at `minimum`.
        let limit = width * start / max(1, minimum) + 1
        let measured = self.width(text, size: start, stoppingPast: limit)
        guard measured > width else { return start }
        guard measured <= limit else { return minimum }
        var size = max(minimum, min(start - 1, start * width / measured))
        while size > minimum, self.width(text, size: size, stoppingPast: width) > width { size -= 1 }
        while size + 1 < start, self.width(text, size: size + 1, stoppingPast: width) <= width { size += 1 }
        return size
    }

    /// `text` cut after its longest beginning that fits `width` together with `ellipsis`, or `text` itself when it
    /// fits whole. O(what fits): each grapheme is measured once.
    public func truncated(_ text: String, size: Int, width: Int, ellipsis: Character = "…") -> String {
        guard self.width(text, size: size, stoppingPast: width) > width else { return text }
        let room = width - advance(ellipsis, size)
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let next = used + advance(text[end], size)
            if next > room { break }
            used = next
            end = text.index(after: end)
        }
        return String(text[..<end]) + String(ellipsis)
    }
}
