/// One undoable change: `removed` atoms at `start` were replaced by `insertedCount` atoms, with the selections around
/// it. While the edit is on the undo stack what it inserted is in the buffer, read back when it is undone; only on the
/// redo stack does `inserted` hold those atoms (so a pasted megabyte is not kept twice). Both are kept packed, about
/// their UTF-8 size.
struct TextEdit: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case typing, deleting, other }

    var start: Int
    var removed: PackedAtoms
    var insertedCount: Int
    var inserted = PackedAtoms()
    var selectionBefore: TextSelection
    var selectionAfter: TextSelection
    var kind: Kind

    /// Folds `next` into this edit when both are one run of typing or of deleting, as editors coalesce keystrokes.
    func coalesced(with next: TextEdit) -> TextEdit? {
        guard kind == next.kind, kind != .other, selectionAfter == next.selectionBefore else { return nil }
        if kind == .typing, next.removed.isEmpty, next.start == start + insertedCount {
            var merged = self
            merged.insertedCount += next.insertedCount
            merged.selectionAfter = next.selectionAfter
            return merged
        }
        if kind == .deleting, next.insertedCount == 0, insertedCount == 0 {
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
