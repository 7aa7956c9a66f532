/// The accented variants a long press on a letter offers, as iOS's keyboards do, most used first.
public enum AccentVariants {
    static let lowercase: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā", "ą"],
        "c": ["ç", "ć", "č"],
        "d": ["ď", "đ"],
        "e": ["é", "è", "ê", "ë", "ē", "ė", "ę", "ě"],
        "g": ["ğ"],
        "i": ["î", "ï", "í", "ī", "į", "ì", "ı"],
        "l": ["ł", "ľ", "ĺ"],
        "n": ["ñ", "ń", "ň"],
        "o": ["ô", "ö", "ò", "ó", "œ", "ø", "ō", "õ", "ő"],
        "r": ["ř", "ŕ"],
        "s": ["ß", "ś", "š", "ş"],
        "t": ["ť", "ţ"],
        "u": ["û", "ü", "ù", "ú", "ū", "ů", "ű"],
        "y": ["ÿ", "ý"],
        "z": ["ž", "ź", "ż"],
        // Russian: ё and ъ have keys of their own outside the rows shown.
        "е": ["ё"],
        "ь": ["ъ"]
    ]

    /// The variants of `text` (a capital letter's in capitals); empty when it has none.
    public static func variants(of text: String) -> [String] {
        if let lower = lowercase[text] { return lower }
        let lowered = text.lowercased()
        guard lowered != text, let lower = lowercase[lowered] else { return [] }
        // ß has no one-letter capital: it stays as it is.
        return lower.map { $0 == "ß" ? $0 : $0.uppercased() }
    }
}
