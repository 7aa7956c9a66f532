/// The strokes of a batch, the keysyms they need bound, and the bound keysyms they reuse (whose keycodes must not be
/// taken for the new ones).
struct StrokeBatch {
    var strokes: [KeycodePlanner.Stroke] = []
    var newBindings: [UInt] = []
    var reused: Set<UInt> = []

    /// Adds the graphemes of `text` that fit in the free keycodes; returns the rest, or `nil` when all fit.
    mutating func add(_ text: String, planner: KeycodePlanner, capsLock: Bool, now: Milliseconds) -> String? {
        var consumed = text.startIndex
        for grapheme in text {
            var graphemeStrokes: [KeycodePlanner.Stroke] = []
            var graphemeNew: [UInt] = []
            var graphemeReused: Set<UInt> = []
            let scalars: [Unicode.Scalar] = grapheme == "\r\n" ? ["\n"] : Array(grapheme.unicodeScalars)
            for scalar in scalars {
                guard let stroke = planner.stroke(for: scalar, capsLock: capsLock) else { continue }
                graphemeStrokes.append(stroke)
                guard case .bound(let keysym) = stroke else { continue }
                if planner.isBound(keysym) {
                    graphemeReused.insert(keysym)
                } else if !newBindings.contains(keysym), !graphemeNew.contains(keysym) {
                    graphemeNew.append(keysym)
                }
            }
            let capacity = planner.capacity(now: now, keeping: reused.union(graphemeReused))
            if newBindings.count + graphemeNew.count > capacity {
                // A grapheme needing more keycodes than are free waits for the next batch; one bigger than every free
                // keycode together goes scalar by scalar instead (still whole and in order, only slower).
                guard strokes.isEmpty, newBindings.isEmpty else { return String(text[consumed...]) }
                return addInParts(
                    grapheme, rest: text[text.index(after: consumed)...], planner: planner, capsLock: capsLock, now: now
                )
            }
            strokes += graphemeStrokes
            newBindings += graphemeNew
            reused.formUnion(graphemeReused)
            consumed = text.index(after: consumed)
        }
        return nil
    }

    private mutating func addInParts(
        _ grapheme: Character, rest: Substring, planner: KeycodePlanner, capsLock: Bool, now: Milliseconds
    ) -> String? {
        var scalars = grapheme.unicodeScalars[...]
        while let scalar = scalars.first {
            if let stroke = planner.stroke(for: scalar, capsLock: capsLock) {
                if case .bound(let keysym) = stroke {
                    if planner.isBound(keysym) {
                        reused.insert(keysym)
                    } else if !newBindings.contains(keysym) {
                        guard newBindings.count < planner.capacity(now: now, keeping: reused) else { break }
                        newBindings.append(keysym)
                    }
                }
                strokes.append(stroke)
            }
            scalars = scalars.dropFirst()
        }
        let remaining = String(String.UnicodeScalarView(scalars)) + rest
        return remaining.isEmpty ? nil : remaining
    }
}
