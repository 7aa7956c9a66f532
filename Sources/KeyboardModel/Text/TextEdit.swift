/// One undoable change: `removed` atoms at `start` were replaced by `inserted`, with the selections around it.
struct TextEdit: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case typing, deleting, other }

    var start: Int
    var removed: [TextAtom]
    var inserted: [TextAtom]
    var selectionBefore: TextSelection
    var selectionAfter: TextSelection
    var kind: Kind

    /// Folds `next` into this edit when both are one run of typing or of deleting, as editors coalesce keystrokes.
    func coalesced(with next: TextEdit) -> TextEdit? {
        guard kind == next.kind, kind != .other, selectionAfter == next.selectionBefore else { return nil }
        if kind == .typing, next.removed.isEmpty, next.start == start + inserted.count {
            var merged = self
            merged.inserted += next.inserted
            merged.selectionAfter = next.selectionAfter
            return merged
        }
        if kind == .deleting, next.inserted.isEmpty, inserted.isEmpty {
            var merged = self
            if next.start + next.removed.count == start {
                merged.start = next.start
                merged.removed = next.removed + removed
            } else if next.start == start {
                merged.removed = removed + next.removed
            } else {
                return nil
            }
            merged.selectionAfter = next.selectionAfter
            return merged
        }
        return nil
    }
}
