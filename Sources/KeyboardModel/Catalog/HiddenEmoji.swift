/// The catalog's emoji that the installed colour font does not draw as one glyph (a newer Emoji version than the
/// font's): left out of every emoji tab, search and `list`, and of the Recent and Favourites tabs, where they stay
/// stored, so a font that draws them brings them back. Decided once per font (see `DrawableEmojiRecord`).
public struct HiddenEmoji: Sendable, Equatable {
    public let texts: Set<String>
    /// The `ByteHash` of each text: a line of the catalog file is looked up without making a string of it.
    private let hashes: Set<Int>

    public static let none = HiddenEmoji([])

    public init(_ texts: some Sequence<String>) {
        self.texts = Set(texts)
        hashes = Set(self.texts.map(ByteHash.of))
    }

    public var isEmpty: Bool { texts.isEmpty }

    public func contains(_ text: String) -> Bool { !texts.isEmpty && texts.contains(text) }

    /// Whether the UTF-8 `bytes` are one of the texts. O(length of `bytes`).
    package func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !hashes.isEmpty, hashes.contains(ByteHash.of(UnsafeRawBufferPointer(bytes))) else { return false }
        return texts.contains(String(decoding: bytes, as: UTF8.self))
    }
}
