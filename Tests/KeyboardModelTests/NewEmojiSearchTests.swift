import Testing

@testable import KeyboardModel

/// Issue 32: the sequences of Emoji 15.1 and later are found in English, Chinese and pinyin, first for their own
/// names, by the same rules as every other emoji.
@Suite("Search for the new emoji")
struct NewEmojiSearchTests {
    @Test(arguments: [
        ("phoenix", "🐦\u{200D}🔥"), ("凤凰", "🐦\u{200D}🔥"), ("fenghuang", "🐦\u{200D}🔥"),
        ("lime", "🍋\u{200D}🟩"), ("青柠", "🍋\u{200D}🟩"), ("qingning", "🍋\u{200D}🟩"),
        ("shaking head", "🙂\u{200D}↔️"), ("摇头", "🙂\u{200D}↔️"), ("yaotou", "🙂\u{200D}↔️"),
        ("brown mushroom", "🍄\u{200D}🟫"), ("cracking face", "🫫"), ("pickle", "🫝")
    ])
    func findsTheNewSequenceFirst(query: String, emoji: String) {
        let found = ShippedSearch.texts(query)
        #expect(found.first == emoji, "\(query): \(found.prefix(3))")
    }

    @Test func aFacingRightPersonIsFoundAsAVariantOnlyWhenAskedFor() {
        #expect(!ShippedSearch.texts("walking").contains("🚶\u{200D}➡️"))
        #expect(ShippedSearch.texts("walking facing right").first == "🚶\u{200D}➡️")
    }
}
