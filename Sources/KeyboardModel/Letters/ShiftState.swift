/// The letters layer's Shift: off, for the next key only, or locked (Caps Lock, by a double tap).
public enum ShiftState: Hashable, Sendable {
    case off, once, locked
}
