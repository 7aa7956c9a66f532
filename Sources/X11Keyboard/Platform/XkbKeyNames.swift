import CX11

/// The XKB name of each keycode of the server's keymap (AB04, AC01, ...: the physical key, whatever it types), in
/// two requests.
enum XkbKeyNames {
    /// Keycode to name; empty when the server cannot tell.
    static func read(_ display: XDisplay) -> [UInt8: String] {
        guard let keyboard = XkbGetMap(display.handle, 0, UInt32(XkbUseCoreKbd)) else { return [:] }
        defer { XkbFreeKeyboard(keyboard, 0, 1) }
        guard XkbGetNames(display.handle, UInt32(XkbKeyNamesMask), keyboard) == Success,
            let keys = keyboard.pointee.names?.pointee.keys
        else { return [:] }
        var names: [UInt8: String] = [:]
        for code in Int(keyboard.pointee.min_key_code)...Int(keyboard.pointee.max_key_code) {
            let name = withUnsafeBytes(of: keys[code].name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.isEmpty { names[UInt8(code)] = name }
        }
        return names
    }
}
