import KeyboardModel

/// Measures every character 10 px wide (a line break 12, a wide emoji 20) with lines 16 px high.
package struct FixedMeasure: TextMeasuring {
    package init() {}

    package func advance(of character: Character, size: Int) -> Int {
        if character == "↵" { return 12 }
        return character.unicodeScalars.first.map { $0.value >= 0x1F000 ? 20 : 10 } ?? 10
    }

    package func lineHeight(size: Int) -> Int { 16 }
}
