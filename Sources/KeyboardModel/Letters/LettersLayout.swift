/// Where the keys of the letters layer go: three rows in the grid's band (the standard key positions AD01…AD10,
/// AC01…AC09, AB01…AB07 of evdev keycodes, plus AD11, AD12, AC10, AC11, AB08 and AB09 when the layout puts letters
/// there, as German's ü ö ä or Russian's х ъ ж э б ю), and a bottom row in the tab bar's band: 😀, 123, Ctrl, Alt, Super, space, AltGr and Enter. The page
/// indicator's band between them keeps the status line.
public struct LettersLayout: Hashable, Sendable {
    public let keys: [LetterKeyCap]

    static let topRow: [UInt8] = Array(24...33)
    static let middleRow: [UInt8] = Array(38...46)
    static let bottomRow: [UInt8] = Array(52...58)
    /// AD11, AD12, AC10, AC11, AB08 and AB09: shown only when they type letters.
    static let extraTop: [UInt8] = [34, 35]
    static let extraMiddle: [UInt8] = [47, 48]
    static let extraBottom: [UInt8] = [59, 60]

    /// The letters page when the keymap types no letter on the letter keys (a layout of symbols only, or a keymap a
    /// tool cleared): QWERTY's Latin letters, typed as text (through a bound keycode), as the symbols are.
    static let latinRows: [[String]] = [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
        ["z", "x", "c", "v", "b", "n", "m"]
    ]

    /// Whether `keymap` types a letter on any of the letter keys, so the letters page shows its keys (else
    /// `latinRows`). O(keys of the three rows).
    public static func typesLetters(_ keymap: LetterKeymap) -> Bool {
        (topRow + middleRow + bottomRow).contains(where: keymap.isLetter)
    }

    /// The digits and the punctuation most written, iOS's first symbols page.
    static let symbolRows: [[String]] = [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
        ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
        [".", ",", "?", "!", "'", "#", "%", "+"]
    ]

    public init(layout: KeyboardLayout, page: LettersPage, keymap: LetterKeymap) {
        let rows: [[LetterKey]]
        switch page {
        case .letters where !Self.typesLetters(keymap):
            rows = Self.latinRows.map { $0.map(LetterKey.symbol) }
        case .letters:
            let top = Self.topRow + Self.extraTop.filter(keymap.isLetter)
            let middle = Self.middleRow + Self.extraMiddle.filter(keymap.isLetter)
            let bottom = Self.bottomRow + Self.extraBottom.filter(keymap.isLetter)
            rows = [top.map(LetterKey.keycode), middle.map(LetterKey.keycode), bottom.map(LetterKey.keycode)]
        case .symbols:
            rows = Self.symbolRows.map { $0.map(LetterKey.symbol) }
        }
        let band = layout.gridArea
        let margin = max(2, layout.metrics.minimumMargin / 3)
        let width = band.width - 2 * margin
        // Shift and Backspace take a key's width at least beside the bottom row: Hebrew's has nine letters under ten.
        let units = max(10, rows[0].count, rows[2].count + 2)
        let unit = max(1, width / units)
        let rowHeight = max(1, (band.height - 2 * margin) / 3)
        var keys: [LetterKeyCap] = []
        for (index, row) in rows.enumerated() {
            let y = band.y + margin + index * rowHeight
            if index == 2 {
                // Shift and Backspace share what the row's keys leave, one at each end.
                let side = max(unit, (width - row.count * unit) / 2)
                let start = band.x + margin + (width - row.count * unit - 2 * side) / 2
                keys.append(LetterKeyCap(key: .shift, frame: Rect(x: start, y: y, width: side, height: rowHeight)))
                for (column, key) in row.enumerated() {
                    keys.append(
                        LetterKeyCap(
                            key: key, frame: Rect(x: start + side + column * unit, y: y, width: unit, height: rowHeight)
                        ))
                }
                keys.append(
                    LetterKeyCap(
                        key: .backspace,
                        frame: Rect(x: start + side + row.count * unit, y: y, width: side, height: rowHeight)))
            } else {
                let start = band.x + margin + (width - row.count * unit) / 2
                for (column, key) in row.enumerated() {
                    keys.append(
                        LetterKeyCap(
                            key: key, frame: Rect(x: start + column * unit, y: y, width: unit, height: rowHeight)))
                }
            }
        }
        keys += Self.bottomKeys(in: layout.tabBar, margin: margin)
        self.keys = keys
    }

    /// The bottom row in `bar`, by widths in tenths of a unit: the space bar takes what the others leave.
    private static func bottomKeys(in bar: Rect, margin: Int) -> [LetterKeyCap] {
        let row: [(LetterKey, Int)] = [
            (.emotions, 12), (.page, 12), (.modifier(.control), 10), (.modifier(.alt), 10),
            (.modifier(.super), 10), (.space, 36), (.modifier(.altGr), 12), (.enter, 15)
        ]
        let total = row.reduce(0) { $0 + $1.1 }
        let width = bar.width - 2 * margin
        var x = bar.x + margin
        var used = 0
        return row.map { key, tenths in
            used += tenths
            let end = bar.x + margin + width * used / total
            defer { x = end }
            return LetterKeyCap(key: key, frame: Rect(x: x, y: bar.y, width: end - x, height: bar.height))
        }
    }

    /// The key under `point`, as an index into `keys`.
    public func key(at point: Point) -> Int? {
        keys.firstIndex { $0.frame.contains(point) }
    }
}
