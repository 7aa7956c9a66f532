/// A key the window understands, already translated from the keyboard layout.
public enum Key: Hashable, Sendable {
    case left, right, up, down, wordLeft, wordRight, home, end, backspace, delete, enter, pageUp, pageDown, escape
    /// Tab (Shift+Tab with `shift`): the next (previous) tab of emotions.
    case tab
    /// F6: the keyboard focus moves on between the text field, the grid and the search field.
    case switchFocus
    /// A letter key pressed with Control, lower-cased (Ctrl+A is `.control("a")`).
    case control(Character)
    /// Text typed on the physical keyboard.
    case text(String)
}
