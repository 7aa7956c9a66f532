/// The composer's text: graphemes and sticker atoms, a cursor and selection, and undo history.
public struct TextBuffer: Hashable, Sendable {
    static let undoLimit = 1000

    private var storage = AtomStorage()
    public private(set) var selection = TextSelection.cursor(0)
    private var undoStack: [TextEdit] = []
    private var redoStack: [TextEdit] = []
    /// Whether the next edit may join the last undo step; cursor moves and undo end a run of typing.
    private var coalescing = false
    /// The atoms changed since the layout last measured them (`takeChange`), as one range.
    public private(set) var unmeasuredChange: TextChange?

    public init() {}

    public var count: Int { storage.count }
    public var isEmpty: Bool { storage.count == 0 }
    public var cursor: Int { selection.head }
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    public subscript(index: Int) -> TextAtom { storage[index] }

    public func atoms(in range: Range<Int>) -> [TextAtom] { storage.atoms(in: range) }

    public var atoms: [TextAtom] { storage.atoms(in: 0..<storage.count) }

    // MARK: Editing

    /// Inserts typed or chosen text at the cursor, replacing the selection.
    public mutating func insert(text: String) {
        replaceSelection(with: Segmentation.atoms(Substring(text)), kind: .typing)
    }

    /// Inserts a sticker as one atom, an undo step of its own.
    public mutating func insert(sticker code: String) {
        replaceSelection(with: [.sticker(code: code)], kind: .other)
    }

    /// Inserts an emotion chosen on the keyboard (a sticker as one atom, an emoji or kaomoji as its text) as an undo
    /// step of its own: a run of clicked emotions is undone one by one, while typed characters still coalesce.
    public mutating func insert(chosen emotion: Emotion) {
        let atoms = emotion.isSticker ? [TextAtom.sticker(code: emotion.text)] : Segmentation.atoms(Substring(emotion.text))
        replaceSelection(with: atoms, kind: .other)
    }

    public mutating func insert(atoms: [TextAtom]) {
        replaceSelection(with: atoms, kind: .other)
    }

    /// Removes the selection, else the one grapheme or sticker before the cursor.
    public mutating func deleteBackward() {
        if !selection.isEmpty { return replaceSelection(with: [], kind: .other) }
        guard cursor > 0 else { return }
        replace(cursor - 1..<cursor, with: [], kind: .deleting)
    }

    /// Removes the selection, else the one grapheme or sticker after the cursor.
    public mutating func deleteForward() {
        if !selection.isEmpty { return replaceSelection(with: [], kind: .other) }
        guard cursor < count else { return }
        replace(cursor..<cursor + 1, with: [], kind: .deleting)
    }

    /// Replaces the whole content, as on import; the cursor goes to the end and history starts afresh.
    public mutating func setContent(_ atoms: [TextAtom]) {
        setContent(segmented: Segmentation.resegment(atoms))
    }

    /// `setContent` for atoms already split into graphemes, as the codec makes them.
    mutating func setContent(segmented atoms: [TextAtom]) {
        noteChange(TextChange(start: 0, oldEnd: storage.count, newEnd: atoms.count))
        storage = AtomStorage(atoms)
        selection = .cursor(storage.count)
        undoStack = []
        redoStack = []
        coalescing = false
    }

    private mutating func replaceSelection(with atoms: [TextAtom], kind: TextEdit.Kind) {
        replace(selection.range, with: atoms, kind: selection.isEmpty ? kind : .other)
    }

    /// The one primitive every edit goes through: replace, keep graphemes whole at the joins, record for undo.
    private mutating func replace(_ range: Range<Int>, with atoms: [TextAtom], kind: TextEdit.Kind) {
        let before = selection
        let joined = normalizedReplacement(range, with: atoms)
        let after = TextSelection.cursor(joined.cursorAfter)
        // Record only what differs, so that typing stays a pure insertion and coalesces.
        var removed = storage.atoms(in: joined.start..<joined.end)
        var inserted = joined.atoms
        let prefix = zip(removed, inserted).prefix { $0 == $1 }.count
        removed.removeFirst(prefix)
        inserted.removeFirst(prefix)
        let suffix = zip(removed.reversed(), inserted.reversed()).prefix { $0 == $1 }.count
        removed.removeLast(suffix)
        inserted.removeLast(suffix)
        let start = joined.start + prefix
        let edit = TextEdit(start: start, removed: removed, insertedCount: inserted.count, selectionBefore: before, selectionAfter: after, kind: kind)
        storage.replaceSubrange(start..<start + removed.count, with: inserted)
        noteChange(TextChange(start: start, oldEnd: start + removed.count, newEnd: start + inserted.count))
        selection = after
        record(edit)
    }

    /// Widens an edit until the graphemes at both of its edges are the same before and after re-segmentation,
    /// so that e.g. a combining mark typed after "e" joins it, and removing a sticker between "e" and a mark rejoins them.
    private func normalizedReplacement(_ range: Range<Int>, with atoms: [TextAtom]) -> (start: Int, end: Int, atoms: [TextAtom], cursorAfter: Int) {
        var context = 2
        while true {
            let start = characterRunStart(range.lowerBound, limit: context)
            let end = characterRunEnd(range.upperBound, limit: context)
            let left = storage.atoms(in: start..<range.lowerBound)
            let right = storage.atoms(in: range.upperBound..<end)
            let result = Segmentation.resegment(left + atoms + right)
            let leftStable = start == range.lowerBound || start == 0 || storage[start - 1].character == nil || result.first == left.first
            let rightStable = end == range.upperBound || end == count || storage[end].character == nil || result.last == right.last
            if (leftStable && rightStable) || context > count {
                // The cursor goes after what was inserted; if that merged with the next grapheme, after the merged one:
                // before the graphemes of the result that lie wholly in `right`. Counted from the end over UTF-8
                // lengths, O(right), where segmenting `left + atoms` again would cost a pass over a whole paste.
                return (start, end, result, start + result.count - Self.wholeGraphemes(atEndOf: result, within: right))
            }
            context *= 2
        }
    }

    /// How many atoms at the end of `result` lie wholly within its last `tail` atoms, as they were before
    /// segmentation joined any across the edge (a grapheme's bytes are the bytes of the atoms it joined).
    /// O(tail + 1).
    private static func wholeGraphemes(atEndOf result: [TextAtom], within tail: [TextAtom]) -> Int {
        let tailBytes = tail.reduce(0) { $0 + $1.utf8Count }
        var bytes = 0
        var whole = 0
        for atom in result.reversed() {
            bytes += atom.utf8Count
            guard bytes <= tailBytes else { break }
            whole += 1
        }
        return whole
    }

    private func characterRunStart(_ index: Int, limit: Int) -> Int {
        var start = index
        storage.forEachBackward(before: index) { position, atom in
            guard index - position <= limit, atom.character != nil else { return false }
            start = position
            return true
        }
        return start
    }

    private func characterRunEnd(_ index: Int, limit: Int) -> Int {
        var end = index
        storage.forEach(from: index) { position, atom in
            guard position - index < limit, atom.character != nil else { return false }
            end = position + 1
            return true
        }
        return end
    }

    private mutating func record(_ edit: TextEdit) {
        redoStack = []
        if coalescing, let last = undoStack.last, let merged = last.coalesced(with: edit) {
            undoStack[undoStack.count - 1] = merged
        } else {
            undoStack.append(edit)
            if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
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
        guard var edit = undoStack.popLast() else { return }
        edit.inserted = storage.atoms(in: edit.start..<edit.start + edit.insertedCount)
        apply(edit, reverting: true)
        redoStack.append(edit)
    }

    public mutating func redo() {
        guard var edit = redoStack.popLast() else { return }
        apply(edit, reverting: false)
        edit.inserted = []
        undoStack.append(edit)
    }

    private mutating func apply(_ edit: TextEdit, reverting: Bool) {
        let (replaced, replacement) = reverting ? (edit.insertedCount, edit.removed) : (edit.removed.count, edit.inserted)
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
        storage.forEachBackward(before: end) { index, atom in
            guard WordClass(atom) == .word else { return false }
            start = index
            return true
        }
        return start
    }

    /// The end of the run of word atoms that starts at `start`. O(chunks + run).
    private func wordEnd(from start: Int) -> Int {
        var end = start
        storage.forEach(from: start) { index, atom in
            guard WordClass(atom) == .word else { return false }
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
            storage.forEachBackward(before: position) { index, atom in
                if atom == .character("\n") || atom == .character("\r\n") { result = index + 1; return false }
                return true
            }
            return result
        case .lineEnd:
            var result = count
            storage.forEach(from: position) { index, atom in
                if atom == .character("\n") || atom == .character("\r\n") { result = index; return false }
                return true
            }
            return result
        case .wordRight:
            // Past the spaces, then past one word, or past one emoji, sticker or symbol. O(chunks + distance).
            var index = position
            var inWord = false
            storage.forEach(from: position) { at, atom in
                switch (WordClass(atom), inWord) {
                case (.space, false): index = at + 1; return true
                case (.word, _): index = at + 1; inWord = true; return true
                case (.other, false): index = at + 1; return false
                default: return false
                }
            }
            return index
        case .wordLeft:
            var index = position
            var inWord = false
            storage.forEachBackward(before: position) { at, atom in
                switch (WordClass(atom), inWord) {
                case (.space, false): index = at; return true
                case (.word, _): index = at; inWord = true; return true
                case (.other, false): index = at; return false
                default: return false
                }
            }
            return index
        }
    }

    // MARK: Invariants

    /// Checks what must always hold; tests call it after every step.
    public func checkInvariants() {
        storage.checkInvariants()
        precondition((0...count).contains(selection.anchor) && (0...count).contains(selection.head), "selection outside the buffer")
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

/// How word movement sees an atom: letters and digits make words; each emoji, symbol or sticker is a word of its own.
enum WordClass: Hashable {
    case word, space, other

    init(_ atom: TextAtom) {
        guard let character = atom.character else { self = .other; return }
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
            self = Self.ascii[Int(byte)]
        } else {
            self = Self.classify(character)
        }
    }

    private static func classify(_ character: Character) -> WordClass {
        if character.isWhitespace { return .space }
        if character.isLetter || character.isNumber || character == "_" || character == "'" { return .word }
        return .other
    }

    /// ASCII by table: a word scan costs a load per atom, not a lookup of Unicode properties.
    private static let ascii: [WordClass] = (0..<128).map { classify(Character(Unicode.Scalar(UInt8($0)))) }
}
