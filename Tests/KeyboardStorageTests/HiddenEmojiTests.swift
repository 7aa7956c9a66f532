import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Issue 32: the emoji the colour font does not draw are in no view: no tab, no search result, no Recent cell.
@Suite("Emoji the font does not draw")
struct HiddenEmojiTests {
    static let phoenix = "🐦\u{200D}🔥"
    static let lime = "🍋\u{200D}🟩"
    /// A base hidden with its tones (a font without 👋), a variant alone (🚶 facing right), and two new sequences.
    static let hidden = HiddenEmoji(["👋", phoenix, lime, "🚶\u{200D}➡️", "🚶🏽\u{200D}➡️"])

    func catalog(_ hidden: HiddenEmoji, lazily: Bool) throws -> KeyboardCatalog {
        let locations = DataLocations(
            assets: Fixtures.assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        return try KeyboardCatalog.load(locations: locations, lazily: lazily, userPacks: false, hidden: hidden).catalog
    }

    @Test(arguments: [false, true])
    func hiddenEmojiAreInNoTabAndNothingElseIsMissing(lazily: Bool) throws {
        let all = try catalog(.none, lazily: lazily)
        let some = try catalog(Self.hidden, lazily: lazily)
        let before = Set(all.emoji.map(\.text))
        let after = Set(some.emoji.map(\.text))
        let gone = ["👋", "👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿", Self.phoenix, Self.lime, "🚶\u{200D}➡️", "🚶🏽\u{200D}➡️"]
        #expect(before.subtracting(after) == Set(gone), "a hidden base takes its tones with it")
        #expect(after.isSubset(of: before))
        #expect(some.byText[Self.phoenix] == nil && some.byText["🐦"] != nil)
        let walking = try #require(some.byText["🚶"])
        #expect(walking.variants.count == 9 && !walking.variants.contains { $0.text == "🚶🏽\u{200D}➡️" })
        #expect(some.tabs[KeyboardCatalog.firstCatalogTab + 1].icon == .text("🤚"), "People & Body's icon skips 👋")
    }

    @Test func recentAndFavouritesLeaveThemOutButUnknownTextsStay() throws {
        let some = try catalog(Self.hidden, lazily: true)
        let shown = some.emotions(forTexts: [Self.phoenix, "😀", "👋", "[不在这里]", Self.lime]).map(\.text)
        #expect(shown == ["😀", "[不在这里]"])
    }

    @Test func recentsOfOnlyHiddenEmojiOpenTheFirstGroupNotAnEmptyTab() throws {
        let some = try catalog(Self.hidden, lazily: true)
        var recents = Recents()
        recents.record(Self.phoenix)
        var state = KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics(), recents: recents)
        state.prepare(catalog: some)
        #expect(state.tabIndex == KeyboardCatalog.firstCatalogTab)
        recents.record("😀")
        var withOne = KeyboardState(
            windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics(), recents: recents)
        withOne.prepare(catalog: some)
        #expect(withOne.tabIndex == KeyboardCatalog.recentTab)
    }

    @Test func searchFindsNoneOfThem() throws {
        let some = try catalog(Self.hidden, lazily: true)
        let index = try SearchIndex.load(
            catalog: some,
            locations: DataLocations(
                assets: Fixtures.assets, userPacks: "/nonexistent",
                stateDirectory: "/nonexistent")
        ).index
        #expect(!index.search("phoenix").contains { $0.text == Self.phoenix })
        #expect(!index.search("凤凰").contains { $0.text == Self.phoenix })
        #expect(!index.search("wave").contains { $0.text.hasPrefix("👋") })
        #expect(index.search("wave").contains { $0.text == "🌊" })
        #expect(some.search("lime").allSatisfy { $0.text != Self.lime })
    }

    @Test func theFileOfTheScanSkipsHiddenLinesWithoutMakingStrings() throws {
        let text = "@group\tA\n@subgroup\ts\n👋\t\twave\t挥手\n👋🏻\t👋\twave light\t挥手\n😀\t\tgrin\t嘿嘿\n"
        let groups = EmojiCatalog.scan(text, hidden: HiddenEmoji(["👋"]))
        #expect(groups[0].firstEmoji == "😀")
        #expect(groups[0].emotions.value.map(\.text) == ["😀"])
        #expect(groups[0].textHashes.value == [ByteHash.of("😀")])
        let oneTone = try EmojiCatalog.parse(text, hidden: HiddenEmoji(["👋🏻"]))
        #expect(oneTone[0].emotions.map(\.text) == ["👋", "😀"] && oneTone[0].emotions[0].variants.isEmpty)
    }
}

@Suite("Drawable emoji record")
struct DrawableEmojiRecordTests {
    @Test func roundTrips() {
        for hidden in [[], ["🐦\u{200D}🔥"], ["#️⃣", "🫹🏽", "🇨🇶"]] {
            let record = DrawableEmojiRecord(
                fingerprint: 0xFFFF_0000_1234_ABCD, catalogStamp: 7, checked: 3963, hidden: hidden)
            #expect(DrawableEmojiRecord(parsing: record.encoded) == record)
        }
        let text = String(
            decoding: DrawableEmojiRecord(fingerprint: 1, catalogStamp: 2, checked: 5, hidden: ["🐦\u{200D}🔥"]).encoded,
            as: UTF8.self)
        #expect(text == "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n1F426 200D 1F525\n")
    }

    /// A file we did not write is not trusted: anything else gives `nil`, and the font is checked again.
    @Test(arguments: [
        "", "\n", "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5",
        "emotion-keyboard-drawable-2 0000000000000001 0000000000000002 5\n",
        "emotion-keyboard-drawable-1 01 0000000000000002 5\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 +5\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 1\n1F600\n1F601\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n1F600\n1F600\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\nD800\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n110000\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n1F600 \n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n1b[2J\n",
        "emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n" + String(repeating: "41 ", count: 32)
            + "41\n"
    ])
    func refusesAnythingElse(text: String) {
        #expect(DrawableEmojiRecord(parsing: Data(text.utf8)) == nil)
    }

    @Test func refusesAnOversizedFileBeforeReadingIt() {
        var bytes = Data("emotion-keyboard-drawable-1 0000000000000001 0000000000000002 5\n".utf8)
        bytes.append(Data(repeating: UInt8(ascii: "A"), count: DrawableEmojiRecord.sizeLimit))
        bytes.append(UInt8(ascii: "\n"))
        #expect(DrawableEmojiRecord(parsing: bytes) == nil)
    }

    @Test func holdsOnlyForItsFontsAndCatalog() {
        let record = DrawableEmojiRecord(fingerprint: 1, catalogStamp: 2, checked: 0, hidden: [])
        #expect(record.holds(fingerprint: 1, catalogStamp: 2))
        #expect(!record.holds(fingerprint: 3, catalogStamp: 2) && !record.holds(fingerprint: 1, catalogStamp: 3))
    }

    @Test func theCatalogStampFollowsTheFile() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write("a", to: folder + "/emoji.tsv")
        let first = DrawableEmojiRecord.catalogStamp(of: folder + "/emoji.tsv")
        try Fixtures.write("ab", to: folder + "/emoji.tsv")
        #expect(first != DrawableEmojiRecord.catalogStamp(of: folder + "/emoji.tsv"))
        #expect(DrawableEmojiRecord.catalogStamp(of: folder + "/missing") == 0)
        #expect(
            DrawableEmojiRecord.path(besideGlyphCache: "/c/emotion-keyboard/glyphs.bin")
                == "/c/emotion-keyboard/drawable-emoji")
    }
}

@Suite("Emoji versions")
struct EmojiVersionsTests {
    @Test func newestVersionShownInFull() throws {
        let versions = EmojiVersions(parsing: try Fixtures.text(Fixtures.assets + "/emoji.tsv"))
        #expect(versions.entries.count == 3963)
        let upTo15_1 = Set(versions.entries.filter { ["16.0", "17.0", "18.0"].contains($0.version) }.map(\.text))
        #expect(versions.newestInFull { !upTo15_1.contains($0) } == "15.1")
        #expect(versions.newestInFull { _ in true } == "18.0")
        #expect(versions.newestInFull { $0 != "😀" } == "0.7", "😀 is of Emoji 1.0")
        #expect(versions.newestInFull { $0 != "😃" } == nil, "😃 is of Emoji 0.6, the first")
        let rows = versions.missing { !upTo15_1.contains($0) }
        #expect(
            rows.suffix(3).map(\.version) == ["16.0", "17.0", "18.0"] && rows.suffix(3).map(\.missing) == [8, 163, 19])
        #expect(rows.first?.version == "0.6")
    }
}
