/// The key chord that pastes in an application.
public enum PasteKey: String, Hashable, Sendable, CaseIterable {
    case controlV = "ctrl+v"
    case controlShiftV = "ctrl+shift+v"
    case shiftInsert = "shift+insert"
    /// Emacs's yank, which takes the clipboard when it changed.
    case controlY = "ctrl+y"

    static let insertKeysym: UInt = 0xFF63

    /// The chord to press, by keysym: the injector finds the key under the user's layout, or binds one.
    public var chord: KeyChord {
        switch self {
        case .controlV: KeyChord(keysym: 0x76, shiftedKeysym: 0x56, modifiers: .control)
        case .controlShiftV: KeyChord(keysym: 0x76, shiftedKeysym: 0x56, shifted: true, modifiers: .control)
        case .shiftInsert: KeyChord(keysym: Self.insertKeysym, shifted: true)
        case .controlY: KeyChord(keysym: 0x79, shiftedKeysym: 0x59, modifiers: .control)
        }
    }
}
