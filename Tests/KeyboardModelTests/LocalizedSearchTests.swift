import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("Search in the user's language")
struct LocalizedSearchTests {
    static func index(_ names: LocalizedNames) throws -> SearchIndex {
        let locations = DataLocations(
            assets: Fixtures.assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        return try SearchIndex.load(catalog: ShippedSearch.catalog, locations: locations, names: names).index
    }

    @Test func theUsersNamesAndKeywordsAreFoundBesideEnglishAndChinese() throws {
        let german = LocalizedNames(
            locales: ["de"], fallback: .english,
            entries: [
                "😂": .init(name: "Gesicht mit Freudentränen", keywords: "Freude|Gesicht|lachen|Tränen"),
                "👍🏽": .init(name: "Daumen hoch: mittlere Hautfarbe", keywords: ""),
                "❤": .init(name: "rotes Herz", keywords: "Herz|Liebe")
            ])
        let index = try Self.index(german)
        func texts(_ query: String) -> [String] { index.search(query).map(\.text) }
        #expect(texts("Freudentränen") == ["😂"])
        #expect(texts("freudentranen").first == "😂", "folded like every other name")
        #expect(texts("Gesicht mit Freudentränen").first == "😂")
        #expect(texts("tränen").contains("😂"), "a keyword")
        #expect(texts("rotes Herz").first == "❤️", "CLDR keys drop U+FE0F, the catalog keeps it")
        #expect(texts("daumen hoch mittlere").first == "👍🏽", "a skin-tone variant by its own name")
        #expect(texts("face with tears of joy").first == "😂", "English still works")
        #expect(texts("笑哭了").first == "😂", "Chinese still works")
        #expect(try Self.index(.english).search("Freudentränen").isEmpty, "only the user's language is indexed")
    }

    @Test(.enabled(if: FileSystem.isFile(CLDRFiles.debianFolder + "/annotations/ja.xml")))
    func traditionalChineseJapaneseAndGermanFromCLDR() throws {
        for (tag, query, expected) in [("zh_TW", "喜極而泣", "😂"), ("ja", "嬉し泣き", "😂"), ("de", "Freudentränen", "😂")] {
            let names = LocalizedNames.load(preferences: [try #require(LocaleID(tag: tag))], cacheFolder: nil)
            let found = try Self.index(names).search(query).map(\.text)
            #expect(found.first == expected, "\(tag): \(query)")
        }
    }
}
