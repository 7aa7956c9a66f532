/// The letters layer's keys in one band of the window (the grid's, or the tab bar's for its bottom row).
public struct LettersFrame: Hashable, Sendable {
    public struct Key: Hashable, Sendable {
        public enum Look: Hashable, Sendable {
            /// Pressed, or a latched modifier.
            case down
            case hovered
            /// A key that types no text (Shift, ⌫, the page switches).
            case special
            case plain
        }

        /// The key's face, inside its frame.
        public let rect: Rect
        public let label: String
        public let labelSize: Int
        public let look: Look
        public let focused: Bool
    }

    public let band: Rect
    public let keys: [Key]
}

extension AppState {
    /// The keys that lie in `band`. O(keys).
    func lettersFrame(in band: Rect) -> LettersFrame {
        let pressed = letters.press.map(\.key)
        let focused = gridHasKeyFocus ? letters.focused : nil
        let keys = lettersLayout.keys.enumerated().filter { band.contains($0.element.frame) }.map { index, cap in
            let face = cap.frame.insetBy(dx: 2, dy: 3)
            let look: LettersFrame.Key.Look =
                index == pressed || isLatched(cap.key)
                ? .down
                : index == letters.hovered ? .hovered : cap.key.typesText ? .plain : .special
            return LettersFrame.Key(
                rect: face, label: label(of: cap.key), labelSize: cap.key.labelSize(face: face), look: look,
                focused: index == focused)
        }
        return LettersFrame(band: band, keys: keys)
    }
}

extension LetterKey {
    /// Whether pressing it types text (a letter or a symbol), as opposed to a modifier or a switch.
    var typesText: Bool {
        switch self {
        case .keycode, .symbol: true
        default: false
        }
    }

    /// The size its label is drawn at on a key face of `face`.
    func labelSize(face: Rect) -> Int {
        switch self {
        case .keycode, .symbol, .shift, .backspace, .enter, .emotions: max(9, min(face.height, face.width) * 9 / 20)
        default: max(9, min(face.height * 2 / 5, face.width / 3))
        }
    }
}
