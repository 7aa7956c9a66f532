import Synchronization

/// The composer's text: graphemes and sticker atoms, a cursor and selection, and undo history.
public struct TextBuffer: Hashable, Sendable {
    static let undoLimit = 1000

    private(set) var storage = AtomStorage() {
        didSet { revision = Self.newRevision() }
    }
    public private(set) var selection = TextSelection.cursor(0) {
        didSet { if selection != oldValue { revision = Self.newRevision() } }
    }
    /// Names what the buffer shows, its atoms and selection: every change of either takes a number never given
    /// before in this process, so equal revisions mean equal atoms and selection. A renderer that keeps the revision
    /// of its last frame, not the buffer, keeps no reference to the text, and the next edit changes it in place
    /// instead of copying every chunk. Not part of `==`.
    public private(set) var revision = TextBuffer.newRevision()
    private static let revisions = Atomic<UInt64>(0)
    private var undoStack: [TextEdit] = []
    /// Entries of `undoStack` below this index are forgotten (emptied; dropped from the array once they are
    /// `undoLimit`), so that the 1001st step costs O(1) rather than moving the whole history.
    private var undoFloor = 0
    private var redoStack: [TextEdit] = []
    /// Whether the next edit may join the last undo step; cursor moves and undo end a run of typing.
    private var coalescing = false
    /// The atoms changed since the layout last measured them (`takeChange`), as one range.
    public private(set) var unmeasuredChange: TextChange?

    public init() {}

    private static func newRevision() -> UInt64 { revisions.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Equal atoms, selection and history, whatever the revisions; the atoms are not compared when the revisions
    /// are equal. O(history) then (unshared undo stacks are compared), else O(chunks + differing chunks) more.
    public static func == (lhs: TextBuffer, rhs: TextBuffer) -> Bool {
        (lhs.revision == rhs.revision || (lhs.selection == rhs.selection && lhs.storage == rhs.storage))
            && lhs.undoFloor == rhs.undoFloor && lhs.coalescing == rhs.coalescing
            && lhs.unmeasuredChange == rhs.unmeasuredChange
            && lhs.undoStack == rhs.undoStack && lhs.redoStack == rhs.redoStack
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
        hasher.combine(selection)
        hasher.combine(undoStack)
        hasher.combine(undoFloor)
        hasher.combine(redoStack)
        hasher.combine(coalescing)
        hasher.combine(unmeasuredChange)
    }

    public var count: Int { storage.count }
    public var isEmpty: Bool { storage.count == 0 }
    public var cursor: Int { selection.head }
    public var canUndo: Bool { undoStack.count > undoFloor }
    public var canRedo: Bool { !redoStack.isEmpty }

    public subscript(index: Int) -> TextAtom { storage[index] }

    public func atoms(in range: Range<Int>) -> [TextAtom] { storage.atoms(in: range) }

    public var atoms: [TextAtom] { storage.atoms(in: 0..<storage.count) }

    /// Calls `body` with each atom of `range` in order. O(chunks + the range's bytes), without an array of the atoms.
    func forEachAtom(in range: Range<Int>, _ body: (TextAtom) -> Void) {
        storage.forEach(from: range.lowerBound) { index, atom in
            guard index < range.upperBound else { return false }
            body(atom)
            return true
        }
    }

    // MARK: Editing

    /// Inserts typed or chosen text at the cursor, replacing the selection.
    public mutating func insert(text: String) {
        replaceSelection(kind: .typing) { builder in
            var text = text
            text.withUTF8 { builder.append($0) }
        }
    }

    /// Inserts a sticker as one atom, an undo step of its own.
    public mutating func insert(sticker code: String) {
        replaceSelection(kind: .other) { $0.append(sticker: code) }
    }

    /// Inserts an emotion chosen on the keyboard (a sticker as one atom, an emoji or kaomoji as its text) as an undo
    /// step of its own: a run of clicked emotions is undone one by one, while typed characters still coalesce.
    /// Inserts an emotion chosen from the keyboard; a sticker as its Traditional Chinese code when `traditional`.
    public mutating func insert(chosen emotion: Emotion, traditional: Bool = false) {
        replaceSelection(kind: .other) { builder in
            if emotion.isSticker { return builder.append(sticker: emotion.text(traditional: traditional)) }
            var text = emotion.text
            text.withUTF8 { builder.append($0) }
        }
    }

    public mutating func insert(atoms: [TextAtom]) {
        let packed = PackedAtoms(atoms)
        replaceSelection(kind: .other) { builder in packed.bytes.withUnsafeBufferPointer { builder.append($0) } }
    }

    /// Removes the selection, else the one grapheme or sticker before the cursor.
    public mutating func deleteBackward() {
        if !selection.isEmpty { return replaceSelection(kind: .other) { _ in } }
        guard cursor > 0 else { return }
        replace(cursor - 1..<cursor, kind: .deleting) { _ in }
    }

    /// Removes the selection, else the one grapheme or sticker after the cursor.
    public mutating func deleteForward() {
        if !selection.isEmpty { return replaceSelection(kind: .other) { _ in } }
        guard cursor < count else { return }
        replace(cursor..<cursor + 1, kind: .deleting) { _ in }
    }

    /// Replaces the whole content, as on import; the cursor goes to the end and history starts afresh.
    public mutating func setContent(_ atoms: [TextAtom]) {
        setContent(AtomStorage(atoms))
    }

    /// `setContent` for atoms already stored, as an import builds them.
    mutating func setContent(_ content: AtomStorage) {
        noteChange(TextChange(start: 0, oldEnd: storage.count, newEnd: content.count))
        storage = content
        selection = .cursor(storage.count)
        undoStack = []
        undoFloor = 0
        redoStack = []
        coalescing = false
    }

    /// Replaces the selection by what `feed` gives a builder.
    mutating func replaceSelection(kind: TextEdit.Kind, with feed: (inout AtomStorageBuilder) -> Void) {
        replace(selection.range, kind: selection.isEmpty ? kind : .other, with: feed)
    }

    /// The one primitive every edit goes through: replace `range` by the atoms `feed` gives a builder, keep graphemes
    /// whole at the joins, record for undo. O(chunks + one chunk + the replacement + the replaced): the inserted text
    /// is segmented once (again for each widening of an unstable join), chunk by chunk, and never held as an array of
    /// atoms.
    private mutating func replace(
        _ range: Range<Int>, kind: TextEdit.Kind, with feed: (inout AtomStorageBuilder) -> Void
    ) {
        let before = selection
        let joined = normalizedReplacement(range, feed)
        let after = TextSelection.cursor(joined.cursorAfter)
        // Record only what differs, so that typing stays a pure insertion and coalesces.
        let (prefix, suffix, removed) = Self.difference(joined.replaced, joined.result)
        let start = joined.start + prefix
        let insertedCount = joined.result.count - prefix - suffix
        let edit = TextEdit(
            start: start, removed: removed, insertedCount: insertedCount, selectionBefore: before,
            selectionAfter: after, kind: kind)
        let end = joined.start + joined.replaced.count
        if joined.result.chunks.count <= 1 {
            storage.replaceSubrange(joined.start..<end, with: joined.result.chunks.first?.packed ?? PackedAtoms())
        } else {
            storage.replaceSubrange(joined.start..<end, with: joined.result)
        }
        noteChange(TextChange(start: start, oldEnd: start + removed.count, newEnd: start + insertedCount))
        selection = after
        record(edit)
    }

    /// How many atoms at the start and at the end of `result` equal those of `replaced` (at most `commonEndLimit`
    /// each, beyond which an edit is recorded a little wider than it is), and the atoms of `replaced` between.
    /// O(replaced + the limit) time, O(the limit) beside the bytes: only the first and the last atoms' ranges are kept.
    private static func difference(_ replaced: PackedAtoms, _ result: AtomStorage) -> (
        prefix: Int, suffix: Int, removed: PackedAtoms
    ) {
        let limit = Self.commonEndLimit
        var head: [Range<Int>] = []
        var tail: [Range<Int>] = []
        var count = 0
        _ = replaced.bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: buffer) { range in
                if head.count < limit { head.append(range) }
                if tail.count < limit { tail.append(range) } else { tail[count % limit] = range }
                count += 1
                return true
            }
        }
        // The range of the atom `back` places from the end (`back < limit`).
        func fromEnd(_ back: Int) -> Range<Int> { tail[(count - 1 - back) % limit] }
        let prefixLimit = min(count, result.count, limit)
        var prefix = 0
        result.forEachPacked(from: 0) { index, _, buffer, range in
            guard index < prefixLimit, buffer[range].elementsEqual(replaced.bytes[head[index]]) else { return false }
            prefix += 1
            return true
        }
        let suffixLimit = min(count - prefix, result.count - prefix, limit)
        var suffix = 0
        result.forEachPackedBackward(before: result.count) { _, buffer, range in
            guard suffix < suffixLimit, buffer[range].elementsEqual(replaced.bytes[fromEnd(suffix)]) else {
                return false
            }
            suffix += 1
            return true
        }
        let removed = count - prefix - suffix
        guard removed > 0 else { return (prefix, suffix, PackedAtoms()) }
        let start = prefix == 0 ? 0 : head[prefix - 1].upperBound
        let end = suffix == 0 ? replaced.bytes.count : fromEnd(suffix - 1).lowerBound
        return (prefix, suffix, PackedAtoms(bytes: Array(replaced.bytes[start..<end]), count: removed))
    }

    static let commonEndLimit = 64

    /// Widens an edit until the graphemes at both of its edges are the same before and after re-segmentation,
    /// so that e.g. a combining mark typed after "e" joins it, and removing a sticker between "e" and a mark rejoins
    /// them. Gives the atoms replaced from `start` (`range` and the context taken with it) and what replaces them.
    private func normalizedReplacement(_ range: Range<Int>, _ feed: (inout AtomStorageBuilder) -> Void)
        -> (start: Int, replaced: PackedAtoms, result: AtomStorage, cursorAfter: Int)
    {
        let middle = storage.packed(in: range)
        var context = 2
        while true {
            let (start, leftClosed) = characterRunStart(range.lowerBound, limit: context)
            let (end, rightClosed) = characterRunEnd(range.upperBound, limit: context)
            let left = storage.packed(in: start..<range.lowerBound)
            let right = storage.packed(in: range.upperBound..<end)
            var builder = AtomStorageBuilder()
            left.bytes.withUnsafeBufferPointer { builder.append($0) }
            feed(&builder)
            builder.markTail()
            right.bytes.withUnsafeBufferPointer { builder.append($0) }
            let result = builder.finish()
            let leftStable =
                start == range.lowerBound || leftClosed || builder.firstAtomLength == left.edgeAtomLengths.first
            let rightStable =
                end == range.upperBound || rightClosed || builder.lastAtomLength == right.edgeAtomLengths.last
            if (leftStable && rightStable) || context > count {
                // The cursor goes after what was inserted; if that merged with the next grapheme, after the merged one:
                // before the graphemes of the result that lie wholly in `right` (those that start in its bytes).
                return (start, left + middle + right, result, start + result.count - builder.atomsInTail)
            }
            context *= 2
        }
    }

    /// The start of the run of characters that ends at `index`, at most `limit` atoms back, and whether the run stops
    /// there for good (at a sticker or the start of the text) rather than at the limit.
    private func characterRunStart(_ index: Int, limit: Int) -> (start: Int, closed: Bool) {
        var start = index
        var closed = true
        storage.forEachBackward(before: index) { position, atom in
            guard atom.character != nil else { return false }
            guard index - position <= limit else {
                closed = false
                return false
            }
            start = position
            return true
        }
        return (start, closed)
    }

    /// The end of the run of characters that starts at `index`, at most `limit` atoms on, and whether the run stops
    /// there for good (at a sticker or the end of the text).
    private func characterRunEnd(_ index: Int, limit: Int) -> (end: Int, closed: Bool) {
        var end = index
        var closed = true
        storage.forEach(from: index) { position, atom in
            guard atom.character != nil else { return false }
            guard position - index < limit else {
                closed = false
                return false
            }
            end = position + 1
            return true
        }
        return (end, closed)
    }

    private mutating func record(_ edit: TextEdit) {
        redoStack = []
        if coalescing, canUndo, let last = undoStack.last, let merged = last.coalesced(with: edit) {
            undoStack[undoStack.count - 1] = merged
        } else {
            undoStack.append(edit)
            if undoStack.count - undoFloor > Self.undoLimit {
                undoStack[undoFloor] = TextEdit(
                    start: 0, removed: PackedAtoms(), insertedCount: 0, selectionBefore: .cursor(0),
                    selectionAfter: .cursor(0), kind: .other)
                undoFloor += 1
                if undoFloor >= Self.undoLimit {
                    undoStack.removeFirst(undoFloor)
                    undoFloor = 0
                }
            }
        }
        coalescing = edit.kind != .other
    }

    private mutating func noteChange(_ change: TextChange) {
        unmeasuredChange = unmeasuredChange.map { $0.followed(by: change) } ?? change
    }

    /// The atoms changed since the last call, for a layout that keeps their widths.
    public mutating func takeChange() -> TextChange? {
        defer { unmeasuredChange = nil }
        return unmeasuredChange
    }

    // MARK: Undo

    public mutating func undo() {
        guard canUndo, var edit = undoStack.popLast() else { return }
        edit.inserted = storage.packed(in: edit.start..<edit.start + edit.insertedCount)
        apply(edit, reverting: true)
        redoStack.append(edit)
    }

    public mutating func redo() {
        guard var edit = redoStack.popLast() else { return }
        apply(edit, reverting: false)
        edit.inserted = PackedAtoms()
        undoStack.append(edit)
    }

    private mutating func apply(_ edit: TextEdit, reverting: Bool) {
        let (replaced, replacement) =
            reverting ? (edit.insertedCount, edit.removed) : (edit.removed.count, edit.inserted)
        storage.replaceSubrange(edit.start..<edit.start + replaced, with: replacement)
        noteChange(TextChange(start: edit.start, oldEnd: edit.start + replaced, newEnd: edit.start + replacement.count))
        selection = reverting ? edit.selectionBefore : edit.selectionAfter
        coalescing = false
    }

    // MARK: Cursor

    public enum Movement: Hashable, Sendable {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, bufferStart, bufferEnd
    }

    /// Moves the cursor; with `extending` the selection grows from its anchor, without it a selection collapses to its edge.
    public mutating func move(_ movement: Movement, extending: Bool = false) {
        coalescing = false
        if !extending, !selection.isEmpty, movement == .left || movement == .right {
            selection = .cursor(movement == .left ? selection.range.lowerBound : selection.range.upperBound)
            return
        }
        let target = position(after: movement, from: cursor)
        selection = extending ? TextSelection(anchor: selection.anchor, head: target) : .cursor(target)
    }

    public mutating func selectAll() {
        coalescing = false
        selection = TextSelection(anchor: 0, head: count)
    }

    /// Places the cursor at an atom boundary chosen by the renderer, e.g. from a click.
    public mutating func setCursor(_ position: Int, extending: Bool = false) {
        coalescing = false
        let clamped = min(max(0, position), count)
        selection = extending ? TextSelection(anchor: selection.anchor, head: clamped) : .cursor(clamped)
    }

    /// Selects the word (or the single emoji or sticker) around `position`, as a double click does.
    /// O(chunks + length of the word): the storage is walked chunk by chunk, never indexed atom by atom.
    public mutating func selectWord(at position: Int) {
        coalescing = false
        guard count > 0 else { return }
        let index = min(max(0, position), count - 1)
        guard WordClass(storage[index]) == .word else {
            selection = TextSelection(anchor: index, head: index + 1)
            return
        }
        selection = TextSelection(anchor: wordStart(before: index), head: wordEnd(from: index + 1))
    }

    /// The start of the run of word atoms that ends at `end`. O(chunks + run).
    private func wordStart(before end: Int) -> Int {
        var start = end
        storage.forEachPackedBackward(before: end) { index, bytes, atom in
            guard WordClass(bytes, atom) == .word else { return false }
            start = index
            return true
        }
        return start
    }

    /// The end of the run of word atoms that starts at `start`. O(chunks + run).
    private func wordEnd(from start: Int) -> Int {
        var end = start
        storage.forEachPacked(from: start) { index, _, bytes, atom in
            guard WordClass(bytes, atom) == .word else { return false }
            end = index + 1
            return true
        }
        return end
    }

    func position(after movement: Movement, from position: Int) -> Int {
        switch movement {
        case .left: return max(0, position - 1)
        case .right: return min(count, position + 1)
        case .bufferStart: return 0
        case .bufferEnd: return count
        case .lineStart:
            var result = 0
            storage.forEachPackedBackward(before: position) { index, bytes, atom in
                if Self.isLineBreak(bytes, atom) {
                    result = index + 1
                    return false
                }
                return true
            }
            return result
        case .lineEnd:
            var result = count
            storage.forEachPacked(from: position) { index, _, bytes, atom in
                if Self.isLineBreak(bytes, atom) {
                    result = index
                    return false
                }
                return true
            }
            return result
        case .wordRight:
            // Past the spaces, then past one word, or past one emoji, sticker or symbol. O(chunks + distance).
            var index = position
            var inWord = false
            storage.forEachPacked(from: position) { at, _, bytes, atom in
                switch (WordClass(bytes, atom), inWord) {
                case (.space, false):
                    index = at + 1
                    return true
                case (.word, _):
                    index = at + 1
                    inWord = true
                    return true
                case (.other, false):
                    index = at + 1
                    return false
                default: return false
                }
            }
            return index
        case .wordLeft:
            var index = position
            var inWord = false
            storage.forEachPackedBackward(before: position) { at, bytes, atom in
                switch (WordClass(bytes, atom), inWord) {
                case (.space, false):
                    index = at
                    return true
                case (.word, _):
                    index = at
                    inWord = true
                    return true
                case (.other, false):
                    index = at
                    return false
                default: return false
                }
            }
            return index
        }
    }

    /// Whether the packed atom at `bytes[atom]` is a line break (LF or CR LF).
    private static func isLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ atom: Range<Int>) -> Bool {
        let last = bytes[atom.upperBound - 1]
        return last == 0x0A && (atom.count == 1 || (atom.count == 2 && bytes[atom.lowerBound] == 0x0D))
    }

    // MARK: Invariants

    /// Checks what must always hold; tests call it after every step.
    public func checkInvariants() {
        storage.checkInvariants()
        precondition(
            (0...count).contains(selection.anchor) && (0...count).contains(selection.head),
            "selection outside the buffer")
        var previous: Character?
        storage.forEach(from: 0) { _, atom in
            if let character = atom.character, let before = previous {
                precondition((String(before) + String(character)).count == 2, "a grapheme is split across atoms")
            }
            previous = atom.character
            return true
        }
    }
}
