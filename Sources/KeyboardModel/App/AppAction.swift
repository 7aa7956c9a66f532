/// A key the composer understands, already translated from the keyboard layout.
public enum Key: Hashable, Sendable {
    case left, right, wordLeft, wordRight, home, end, backspace, delete, enter, pageUp, pageDown, escape
    /// A letter key pressed with Control, lower-cased (Ctrl+A is `.control("a")`).
    case control(Character)
    /// Text typed on the physical keyboard.
    case text(String)
}

/// What happened anywhere in the window, as the shell reports it.
public enum AppAction: Hashable, Sendable {
    /// `hit` is where the pointer falls in the text field's text, as the renderer measured it.
    case pointerDown(Point, time: Milliseconds, clicks: Int, hit: TextHit)
    case pointerMoved(Point, time: Milliseconds, hit: TextHit)
    case pointerUp(Point, time: Milliseconds)
    case middleClick(Point, hit: TextHit)
    case scrolled(steps: Int, time: Milliseconds)
    case key(Key, shift: Bool, time: Milliseconds)
    /// Clipboard or primary-selection text asked for with `requestPaste` arrived.
    case pasted(String, time: Milliseconds)
    case tick(Milliseconds)
    case resized(Size)
}

/// Which X selection a clipboard effect is about.
public enum ClipboardKind: Hashable, Sendable { case clipboard, primary }

/// What the shell must do after an app action.
public enum AppEffect: Hashable, Sendable {
    case setClipboard(ClipboardKind, String)
    case requestPaste(ClipboardKind)
    /// Deliver the composer's plain text (Send).
    case deliver(String)
    case saveRecents
    case wake(at: Milliseconds)
}
