/// A shortcut to press in another application: a key, named by its keysym, with Shift and other modifiers held.
public struct KeyChord: Hashable, Sendable {
    /// The key's keysym at its first level (`v`, Insert).
    public var keysym: UInt
    /// The keysym Shift gives on that key (`V`; the same keysym for a key without case).
    public var shiftedKeysym: UInt
    /// Whether Shift is held around the press.
    public var shifted: Bool
    /// The other modifiers held around the press.
    public var modifiers: KeyModifiers

    public init(keysym: UInt, shiftedKeysym: UInt? = nil, shifted: Bool = false, modifiers: KeyModifiers = []) {
        self.keysym = keysym
        self.shiftedKeysym = shiftedKeysym ?? keysym
        self.shifted = shifted
        self.modifiers = modifiers
    }
}
