/// A key the window understands, already translated from the keyboard layout.
public enum Key: Hashable, Sendable {
    case left, right, wordLeft, wordRight, home, end, backspace, delete, enter, pageUp, pageDown, escape
    /// A letter key pressed with Control, lower-cased (Ctrl+A is `.control("a")`).
    case control(Character)
    /// Text typed on the physical keyboard.
    case text(String)
}
