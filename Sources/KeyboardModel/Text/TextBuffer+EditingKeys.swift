/// The editing keys the composer and the search field share.
extension TextBuffer {
    /// Moves the cursor (extending the selection with Shift), deletes, or inserts printable text on one line.
    mutating func applyEditingKey(_ key: Key, shift: Bool) {
        switch key {
        case .left: move(.left, extending: shift)
        case .right: move(.right, extending: shift)
        case .wordLeft: move(.wordLeft, extending: shift)
        case .wordRight: move(.wordRight, extending: shift)
        case .home: move(.lineStart, extending: shift)
        case .end: move(.lineEnd, extending: shift)
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .text(let text):
            let printable = TextInput.sanitized(text, keepLineBreaks: false)
            if !printable.isEmpty { insert(text: printable) }
        default: break
        }
    }
}
