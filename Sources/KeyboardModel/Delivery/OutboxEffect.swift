/// What the outbox asks of the window: the shell's work (typing, the focus, the clipboard, the keymap, standard
/// output), the composer's text sent or given back, and a notice.
public enum OutboxEffect: Hashable, Sendable {
    case print(String)
    case setClipboard(ClipboardKind, ClipboardContent)
    case activate(TargetWindow)
    case type([Keystrokes])
    case saveClipboard
    case pressPasteKey(PasteKey)
    case restoreClipboard
    case restoreKeymap
    /// The composer's text goes now (the Enter of a Send was released, or never was in time).
    case sendComposer
    /// Text that could not be delivered goes back into the composer, and a notice says why.
    case returnToComposer(String, notice: Notice.Kind)
    case tell(Notice.Kind)
}
