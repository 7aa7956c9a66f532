/// The key chord that pastes in an application.
public enum PasteKey: String, Hashable, Sendable, CaseIterable {
    case controlV = "ctrl+v"
    case controlShiftV = "ctrl+shift+v"
    case shiftInsert = "shift+insert"
}
