extension SkinTone {
    /// The five tones a modifier can give, lightest first (every case but `none`).
    public static let modifiers: [SkinTone] = [.light, .mediumLight, .medium, .mediumDark, .dark]

    /// The tone of a Fitzpatrick modifier, `nil` for any other scalar.
    public init?(modifier scalar: Unicode.Scalar) {
        guard let tone = Self.modifiers.first(where: { $0.modifier == scalar }) else { return nil }
        self = tone
    }

    /// The tones of `text`'s modifiers in order: one for 👋🏽, two for 🧑🏻‍🤝‍🧑🏿, none for 👋. O(length of `text`).
    public static func tones(in text: String) -> [SkinTone] {
        text.unicodeScalars.compactMap(SkinTone.init(modifier:))
    }
}

extension Emotion {
    /// The variant in `tone`: the one whose people all have that tone (👋🏽, or 🧑🏽‍🤝‍🧑🏽 for two people); the emotion
    /// itself for `none` or when it has no such variant. O(variants).
    public func variant(in tone: SkinTone) -> Emotion {
        guard tone != .none else { return self }
        return variants.first { variant in
            let tones = SkinTone.tones(in: variant.text)
            return !tones.isEmpty && tones.allSatisfy { $0 == tone }
        } ?? self
    }
}
