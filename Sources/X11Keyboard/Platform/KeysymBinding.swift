import CX11

/// Binds keysyms to keycodes (or takes them away) with one XKB request for the whole range between the lowest and the
/// highest keycode changed, so a batch costs every client one keymap notification, not one per keycode. The keys in
/// between are sent back exactly as the server has them, XKB types included: the core protocol's
/// XChangeKeyboardMapping would make the server derive their types again from core symbols.
enum KeysymBinding {
    /// Each keycode gets one keysym (one level), two (the second with Shift) or none. Returns whether the request was made.
    @discardableResult
    static func apply(_ changes: [KeyCode: [KeySym]], display: XDisplay) -> Bool {
        guard let low = changes.keys.min(), let high = changes.keys.max(), Int(high) - Int(low) < 255,
            let keyboard = XkbGetMap(display.handle, UInt32(XkbKeySymsMask | XkbKeyTypesMask), UInt32(XkbUseCoreKbd))
        else { return false }
        defer { XkbFreeKeyboard(keyboard, 0, 1) }
        guard let map = keyboard.pointee.map, keyboard.pointee.min_key_code <= low,
            high <= keyboard.pointee.max_key_code
        else { return false }
        for (code, keysyms) in changes {
            map.pointee.key_sym_map[Int(code)].group_info = 0
            map.pointee.key_sym_map[Int(code)].width = 0
            guard !keysyms.isEmpty else { continue }
            // One group: ONE_LEVEL, or TWO_LEVEL where only Shift picks the second (Caps Lock and the layout group
            // leave both alone).
            guard keysyms.count <= 2, let syms = XkbResizeKeySyms(keyboard, Int32(code), Int32(keysyms.count)) else {
                return false
            }
            for (index, keysym) in keysyms.enumerated() { syms[index] = keysym }
            map.pointee.key_sym_map[Int(code)].kt_index.0 = UInt8(
                keysyms.count == 1 ? XkbOneLevelIndex : XkbTwoLevelIndex)
            map.pointee.key_sym_map[Int(code)].group_info = 1
            map.pointee.key_sym_map[Int(code)].width = UInt8(keysyms.count)
        }
        var range = XkbMapChangesRec()
        range.changed = UInt16(XkbKeySymsMask)
        range.first_key_sym = low
        range.num_key_syms = UInt8(Int(high) - Int(low) + 1)
        return XkbChangeMap(display.handle, keyboard, &range) != 0
    }
}
