/// Where a popup of choices sits: the skin-tone picker of an emoji, or the default tone menu.
public struct VariantPopup: Hashable, Sendable {
    /// The bubble behind the choices.
    public let frame: Rect
    /// One rectangle per option, in the options' order.
    public let items: [Rect]
    /// The tone swatches naming the rows and columns of a two-person board (none for a strip).
    public let headers: [Header]

    public struct Header: Hashable, Sendable {
        public let rect: Rect
        public let tone: SkinTone
    }

    /// The option under `point`, if any. O(options).
    public func option(at point: Point) -> Int? {
        items.firstIndex { $0.contains(point) }
    }
}

extension KeyboardLayout {
    /// Where popups may go: the window above the page indicator, a little in from its edges, so a popup never covers
    /// the status line that names the option under the pointer, nor sits flush against the window's edge.
    public var popupBounds: Rect {
        let inset = max(2, metrics.minimumMargin / 3)
        return Rect(
            x: inset, y: inset, width: max(1, windowSize.width - 2 * inset), height: max(1, indicator.y - 2 * inset))
    }

    /// The skin-tone picker for an emoji in cell `key`: a strip of squares above the cell (below when there is no room),
    /// or a 6 x 6 board for two people, with items as large as a cell when they fit, always inside `popupBounds`.
    public func variantPopup(for key: Rect, arrangement: VariantArrangement) -> VariantPopup {
        switch arrangement {
        case .strip(let count):
            return strip(count: count, item: cellSide, anchor: key)
        case .pairs(let positions):
            let side = VariantArrangement.boardSide
            let bounds = popupBounds
            let item = max(1, min(cellSide, bounds.width / side, bounds.height / side))
            let frame = placed(Size(width: item * side, height: item * side), anchor: key)
            func rect(_ position: Int) -> Rect {
                Rect(
                    x: frame.x + position % side * item, y: frame.y + position / side * item, width: item, height: item)
            }
            let headers = SkinTone.modifiers.enumerated().flatMap { index, tone in
                [
                    VariantPopup.Header(rect: rect(index + 1), tone: tone),
                    VariantPopup.Header(rect: rect((index + 1) * side), tone: tone)
                ]
            }
            return VariantPopup(frame: frame, items: positions.map(rect), headers: headers)
        }
    }

    /// The menu of the default skin tone: the base and the five tones in a row above the tone button, and above the
    /// status line, which names the tone under the pointer.
    public var toneMenu: VariantPopup {
        strip(count: SkinTone.allCases.count, item: max(cellSide * 3 / 4, metrics.tabBarHeight), anchor: toneButton)
    }

    /// A row of `count` squares of at most `item` pixels (fewer when the bounds are small), with a margin under them.
    private func strip(count: Int, item: Int, anchor: Rect) -> VariantPopup {
        let bounds = popupBounds
        let item = max(1, min(item, bounds.width / max(1, count), bounds.height * 4 / 5))
        let frame = placed(Size(width: item * count, height: item + item / 4), anchor: anchor)
        let items = (0..<count).map { Rect(x: frame.x + $0 * item, y: frame.y, width: item, height: frame.height) }
        return VariantPopup(frame: frame, items: items, headers: [])
    }

    /// A popup of `size` centred on `anchor`, above it, else below it, and clamped inside `popupBounds`.
    private func placed(_ size: Size, anchor: Rect) -> Rect {
        let bounds = popupBounds
        let width = min(size.width, bounds.width)
        let height = min(size.height, bounds.height)
        let x = min(max(bounds.minX, anchor.midX - width / 2), max(bounds.minX, bounds.maxX - width))
        var y = anchor.minY - height
        if y < bounds.minY { y = anchor.maxY }
        y = min(max(bounds.minY, y), max(bounds.minY, bounds.maxY - height))
        return Rect(x: x, y: y, width: width, height: height)
    }
}
