/// One unit of the composer: a grapheme cluster, or a sticker that stands for its `[code]` and is never split.
public enum TextAtom: Hashable, Sendable {
    case character(Character)
    case sticker(code: String)

    /// The plain text of the atom: the character itself, or the sticker's code.
    public var plainText: String {
        switch self {
        case .character(let character): String(character)
        case .sticker(let code): code
        }
    }

    /// The length of `plainText` in UTF-8 bytes, without making it.
    var utf8Count: Int {
        switch self {
        case .character(let character): character.utf8.count
        case .sticker(let code): code.utf8.count
        }
    }

    var character: Character? {
        if case .character(let character) = self { return character }
        return nil
    }
}
