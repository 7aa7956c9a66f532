import KeyboardModel

/// Where each atom of the composer sits on one scrolled line; the renderer builds it, hit testing reads it.
struct ComposerLayout {
    /// x of each caret position 0...count, in window coordinates, already scrolled.
    var caretStops: [Int] = [0]
    var scroll = 0

    /// The caret position nearest to `x` and the atom under it.
    func hit(at x: Int) -> TextHit {
        let caret = index(nearest: x)
        if caret > 0, x < caretStops[caret] { return TextHit(caret: caret, atom: caret - 1) }
        if caret < caretStops.count - 1, x >= caretStops[caret] { return TextHit(caret: caret, atom: caret) }
        return TextHit(caret: caret)
    }

    /// The caret position nearest to `x`.
    private func index(nearest x: Int) -> Int {
        var low = 0
        var high = caretStops.count - 1
        while low < high {
            let middle = (low + high) / 2
            if caretStops[middle + 1] <= x { low = middle + 1 } else { high = middle }
        }
        guard low + 1 < caretStops.count else { return low }
        return x - caretStops[low] > caretStops[low + 1] - x ? low + 1 : low
    }
}
