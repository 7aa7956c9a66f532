/// The search field's own reducer: it edits the query and asks the window (`SearchFieldEffect`) for what lies
/// outside it. Everything that goes into the field is printable, on one line, and within
/// `SearchIndex.maximumQueryLength` characters.
extension SearchFieldState {
    public mutating func reduce(_ action: SearchFieldAction) -> [SearchFieldEffect] {
        switch action {
        case .key(let key, let shift, let answered):
            return keyPressed(key, shift: shift, answered: answered)
        case .inserted(let typed):
            insert(typed)
        case .caretPlaced(let caret):
            text.setCursor(caret)
        case .answered:
            guard enterWhenAnswered else { return [] }
            enterWhenAnswered = false
            return [.insertFirstResult]
        case .cleared:
            text.setContent([])
            enterWhenAnswered = false
        }
        return []
    }

    private mutating func keyPressed(_ key: Key, shift: Bool, answered: Bool) -> [SearchFieldEffect] {
        // Any other key after an Enter still waiting for the index: the user has moved on.
        if key != .enter { enterWhenAnswered = false }
        switch key {
        case .down: return [.focusGrid]
        case .up: break
        case .enter:
            guard answered else {
                enterWhenAnswered = true
                return []
            }
            return [.insertFirstResult]
        case .control("a"): text.selectAll()
        case .control("v"): return [.requestPaste]
        case .control("z"): shift ? text.redo() : text.undo()
        case .control("y"): text.redo()
        case .control: break
        case .text(let typed): insert(typed)
        default: text.applyEditingKey(key, shift: shift)
        }
        return []
    }

    /// `typed`, made printable and one line, as much of it as the query has room for.
    private mutating func insert(_ typed: String) {
        let printable = TextInput.sanitized(typed, keepLineBreaks: false)
        let room = SearchIndex.maximumQueryLength - text.count
        if !printable.isEmpty, room > 0 { text.insert(text: String(printable.prefix(room))) }
    }
}
