extension SkinTone {
    /// The five tones a modifier can give, lightest first (every case but `none`).
    public static let modifiers: [SkinTone] = [.light, .mediumLight, .medium, .mediumDark, .dark]

    /// The tone of a Fitzpatrick modifier, `nil` for any other scalar.
    public init?(modifier scalar: Unicode.Scalar) {
        guard let tone = Self.modifiers.first(where: { $0.modifier == scalar }) else { return nil }
        self = tone
    }

    /// The colour of the tone's swatch in the two-person picker: the skin colours emoji fonts draw the tones in (the
    /// yellow of emoji without a tone for `none`).
    public var swatch: RGBAColor {
        switch self {
        case .none: RGBAColor(hex: 0xFFCC22)
        case .light: RGBAColor(hex: 0xF7DECE)
        case .mediumLight: RGBAColor(hex: 0xF3D2A2)
        case .medium: RGBAColor(hex: 0xD5AB88)
        case .mediumDark: RGBAColor(hex: 0xAF7E57)
        case .dark: RGBAColor(hex: 0x7C533E)
        }
    }

    /// The tones of `text`'s modifiers in order: one for 👋🏽, two for 🧑🏻‍🤝‍🧑🏿, none for 👋. O(length of `text`).
    public static func tones(in text: String) -> [SkinTone] {
        text.unicodeScalars.compactMap(SkinTone.init(modifier:))
    }
}
