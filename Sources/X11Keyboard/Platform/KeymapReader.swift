import CX11
import KeyboardModel

/// Reads the server's keymap in its active XKB group into the value the letters layer is labelled and typed with.
enum KeymapReader {
    /// Levels 1-4 of every keycode but `skipping` (the spare keycodes the injector binds for a while).
    static func read(_ display: XDisplay, skipping: Set<UInt8> = []) -> LetterKeymap {
        var state = XkbStateRec()
        XkbGetState(display.handle, UInt32(XkbUseCoreKbd), &state)
        let group = Int32(state.group)
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display.handle, &minimum, &maximum)
        var keysyms: [UInt8: [UInt32]] = [:]
        for code in UInt8(clamping: minimum)...UInt8(clamping: maximum) where !skipping.contains(code) {
            // A group lock can outlive the layout that had the group (us,de then setxkbmap us): a key without that
            // group types from a lower one, as the server's group wrapping does.
            for keyGroup in stride(from: group, through: 0, by: -1) {
                let levels = (0..<4).map {
                    UInt32(truncatingIfNeeded: XkbKeycodeToKeysym(display.handle, code, keyGroup, Int32($0)))
                }
                if levels.contains(where: { $0 != 0 }) {
                    keysyms[code] = levels
                    break
                }
            }
        }
        return LetterKeymap(group: Int(group), keysyms: keysyms)
    }

    /// Asks the server for XkbStateNotify events when the group changes (a layout switch by Shift+Alt or a panel),
    /// which a keymap's MappingNotify does not report; returns the XKB event code, 0 without XKB.
    static func watchGroup(_ display: XDisplay) -> Int32 {
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        var major = Int32(XkbMajorVersion)
        var minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(display.handle, &opcode, &event, &error, &major, &minor) != 0 else { return 0 }
        let groupMask = UInt(XkbGroupStateMask)
        XkbSelectEventDetails(display.handle, UInt32(XkbUseCoreKbd), UInt32(XkbStateNotify), groupMask, groupMask)
        return event
    }
}
