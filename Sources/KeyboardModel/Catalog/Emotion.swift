/// One thing the keyboard can insert: a Unicode emoji, a kaomoji, or an image sticker that stands for a plain-text code.
public struct Emotion: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case emoji
        case kaomoji
        /// An image sticker; `imagePath` is absolute.
        case sticker(imagePath: StickerImagePath)
    }

    public let kind: Kind
    /// The plain text this emotion stands for: the emoji itself, the kaomoji, or a sticker's `[code]`.
    public let text: String
    public let nameEN: String
    public let nameZH: String
    /// CLDR keywords, English and Chinese, separated by "|" as in the catalog file.
    public let keywords: String
    /// Skin-tone variants of a base emoji, in catalog order; empty for everything else.
    public let variants: [Emotion]
    /// A sticker's code in Traditional Chinese (LXWeibo's `cht`, like `[馬到成功]`) when it differs from `text`: an
    /// alias that plain text turns into the same sticker.
    public let traditionalCode: String?

    public init(
        kind: Kind, text: String, nameEN: String, nameZH: String, keywords: String = "", variants: [Emotion] = [],
        traditionalCode: String? = nil
    ) {
        self.kind = kind
        self.text = text
        self.nameEN = nameEN
        self.nameZH = nameZH
        self.keywords = keywords
        self.variants = variants
        self.traditionalCode = traditionalCode
    }

    /// The text to insert or copy: the Traditional Chinese code when `traditional` and the sticker has one.
    public func text(traditional: Bool) -> String {
        traditional ? traditionalCode ?? text : text
    }

    public var isSticker: Bool {
        if case .sticker = kind { return true }
        return false
    }

    /// The plain-text code a sticker is written as, `nil` for text emotions.
    public var code: String? { isSticker ? text : nil }

    public func name(chinese: Bool) -> String { chinese ? nameZH : nameEN }

    /// Whether every (lower-cased) word is found in the names, keywords or text: a Latin word must start a word there
    /// ("cat" finds "cat face", not "intoxicated"), any other word may stand anywhere, as Chinese has no spaces.
    public func matches(_ words: [String]) -> Bool {
        let haystack = (nameEN + "|" + nameZH + "|" + keywords + "|" + text).lowercased()
        let tokens = haystack.split { !($0.isLetter || $0.isNumber) }
        return words.allSatisfy { word in
            let latinWord = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            return latinWord ? tokens.contains { $0.hasPrefix(word) } : haystack.contains(word)
        }
    }
}
