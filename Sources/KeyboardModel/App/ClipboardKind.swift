/// Which X selection a clipboard effect is about.
public enum ClipboardKind: Hashable, Sendable { case clipboard, primary }
