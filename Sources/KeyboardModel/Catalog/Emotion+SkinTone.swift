/// The grid's default skin tone (`skin-tone`).
extension Emotion {
    /// This emoji in `tone`: its variant whose every skin-tone modifier is `tone`'s (one person, or all people of a
    /// group such as 🧑‍🤝‍🧑), carrying the rest as its variants, the yellow base first, so a long press still offers
    /// every tone. Itself when `tone` is none or it has no such variant. O(variants x their length).
    public func toned(_ tone: SkinTone) -> Emotion {
        guard let modifier = tone.modifier, !variants.isEmpty,
            let index = variants.firstIndex(where: { $0.hasOnlyModifier(modifier) })
        else { return self }
        let chosen = variants[index]
        var others = variants
        others.remove(at: index)
        let base = Emotion(kind: kind, text: text, nameEN: nameEN, nameZH: nameZH, keywords: keywords)
        return Emotion(
            kind: chosen.kind, text: chosen.text, nameEN: chosen.nameEN, nameZH: chosen.nameZH,
            keywords: chosen.keywords,
            variants: [base] + others)
    }

    /// Whether the text holds skin-tone modifiers and all of them are `modifier`.
    private func hasOnlyModifier(_ modifier: Unicode.Scalar) -> Bool {
        var found = false
        for scalar in text.unicodeScalars where (0x1F3FB...0x1F3FF).contains(scalar.value) {
            guard scalar == modifier else { return false }
            found = true
        }
        return found
    }
}
