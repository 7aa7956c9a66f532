/// Unicode emoji to and from bracket codes of their Chinese CLDR short name (😂 <-> [笑哭了]), for chat services that store plain text.
public struct EmojiNameCodes: Sendable {
    private let codeByEmoji: [String: String]
    private let codec: StickerCodec
    private let emojiByCode: [String]

    /// Codes from every emoji whose Chinese name makes a valid code; the first emoji wins a shared name.
    public init(emoji allEmoji: [Emotion]) {
        var codeByEmoji: [String: String] = [:]
        var codes: [String] = []
        var emoji: [String] = []
        var taken: Set<String> = []
        for emotion in allEmoji {
            guard case .success(let code) = StickerCode.make(fromName: emotion.nameZH) else { continue }
            codeByEmoji[emotion.text] = code
            codeByEmoji[emotion.text.unicodeScalars.filter { $0 != "\u{FE0F}" }.map(String.init).joined()] = code
            if taken.insert(code).inserted {
                codes.append(code)
                emoji.append(emotion.text)
            }
        }
        self.codeByEmoji = codeByEmoji
        codec = StickerCodec(codes: codes)
        emojiByCode = emoji
    }

    /// Each emoji with a name replaced by its code; everything else unchanged.
    public func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let code = codeByEmoji[String(character)] { result += code } else { result.append(character) }
        }
        return result
    }

    /// Each known code replaced by its emoji; unknown codes and other text unchanged.
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
