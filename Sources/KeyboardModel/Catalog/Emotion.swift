/// One thing the keyboard can insert: a Unicode emoji, a kaomoji, or an image sticker that stands for a plain-text code.
public struct Emotion: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case emoji
        case kaomoji
        /// An image sticker; `imagePath` is absolute.
        case sticker(imagePath: String)
    }

    public let kind: Kind
    /// The plain text this emotion stands for: the emoji itself, the kaomoji, or a sticker's `[code]`.
    public let text: String
    public let nameEN: String
    public let nameZH: String
    /// Skin-tone variants of a base emoji, in catalog order; empty for everything else.
    public let variants: [Emotion]

    public init(kind: Kind, text: String, nameEN: String, nameZH: String, variants: [Emotion] = []) {
        self.kind = kind
        self.text = text
        self.nameEN = nameEN
        self.nameZH = nameZH
        self.variants = variants
    }

    public var isSticker: Bool {
        if case .sticker = kind { return true }
        return false
    }

    /// The plain-text code a sticker is written as, `nil` for text emotions.
    public var code: String? { isSticker ? text : nil }

    public func name(chinese: Bool) -> String { chinese ? nameZH : nameEN }
}
