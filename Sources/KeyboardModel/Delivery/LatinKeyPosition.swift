/// Where a US layout has each Latin letter, by XKB key name (the physical key: AB04 is the fourth key of the bottom
/// letter row, whatever the layout puts on it). Chromium matches a shortcut under a layout with no Latin letters by
/// the key's position: Ctrl+V is Ctrl on AB04, whose keysym under Russian is Cyrillic_em.
enum LatinKeyPosition {
    /// The key name of the lowercase letter `keysym` (a Latin-1 keysym is its code point), `nil` for anything else.
    static func name(of keysym: UInt) -> String? { names[keysym] }

    private static let names: [UInt: String] = {
        var names: [UInt: String] = [:]
        for (row, letters) in [("AD", "qwertyuiop"), ("AC", "asdfghjkl"), ("AB", "zxcvbnm")] {
            for (index, letter) in letters.unicodeScalars.enumerated() {
                names[UInt(letter.value)] = row + (index < 9 ? "0" : "") + String(index + 1)
            }
        }
        return names
    }()
}
