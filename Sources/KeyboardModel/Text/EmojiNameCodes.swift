/// Unicode emoji to and from bracket codes of their Chinese CLDR short name (😂 <-> [笑哭了]), for chat services that
/// store plain text.
///
/// The mapping is one to one, so converting and converting back gives the same text: a code is never a sticker code
/// (`reserved`), two emoji never share one (the first in catalog order keeps a shared name, the others stay emoji),
/// and only the exact catalog form of an emoji is encoded (its variant without U+FE0F stays as it is, as it would not
/// come back the same). Both directions are O(n) in the text.
public struct EmojiNameCodes: Sendable {
    private let codeByEmoji: [String: String]
    private let codec: StickerCodec
    private let emojiByCode: [String]

    /// Codes from every emoji whose Chinese name makes a valid code that no sticker and no earlier emoji uses.
    public init(emoji allEmoji: [Emotion], reserved: Set<String> = []) {
        var codeByEmoji: [String: String] = [:]
        var codes: [String] = []
        var emoji: [String] = []
        var taken = reserved
        for emotion in allEmoji where codeByEmoji[emotion.text] == nil {
            guard case .success(let code) = StickerCode.make(fromName: emotion.nameZH), taken.insert(code).inserted
            else { continue }
            codeByEmoji[emotion.text] = code
            codes.append(code)
            emoji.append(emotion.text)
        }
        self.codeByEmoji = codeByEmoji
        codec = StickerCodec(codes: codes)
        emojiByCode = emoji
    }

    /// Each emoji with a code replaced by it; everything else unchanged.
    public func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let code = codeByEmoji[String(character)] { result += code } else { result.append(character) }
        }
        return result
    }

    /// Each known code replaced by its emoji; sticker codes, unknown codes and other text unchanged.
    public func decode(_ text: String) -> String {
        var result = ""
        let utf8 = Array(text.utf8)
        for segment in codec.segments(of: text) {
            switch segment {
            case .text(let range): result += String(decoding: utf8[range], as: UTF8.self)
            case .code(let index, _): result += emojiByCode[index]
            }
        }
        return result
    }
}
