import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("Emoji catalog")
struct CatalogTests {
    let groups: [EmojiGroup]

    init() throws {
        groups = try EmojiCatalog.parse(Fixtures.text(Fixtures.assets + "/emoji.tsv"))
    }

    /// Emoji 18.0: the 3944 fully-qualified sequences of emoji-test.txt 17.0 and the 19 of Emoji 18.0.
    @Test func holdsAllFullyQualifiedEmoji18() {
        #expect(groups.flatMap(\.allEmotions).count == 3963)
        #expect(Set(groups.flatMap(\.allEmotions).map(\.text)).count == 3963)
    }

    @Test func newSequencesOfEmoji15_1To18HaveTheirNames() throws {
        let all = Dictionary(uniqueKeysWithValues: groups.flatMap(\.allEmotions).map { ($0.text, $0) })
        #expect(all["🐦\u{200D}🔥"]?.nameEN == "phoenix")
        #expect(all["🐦\u{200D}🔥"]?.nameZH == "凤凰")
        #expect(all["🍋\u{200D}🟩"]?.nameZH == "青柠")
        #expect(all["🙂\u{200D}↔️"]?.keywords.contains("摇头") == true)
        #expect(all["🫫"]?.nameEN == "cracking face", "Emoji 18.0, from the emoji package")
    }

    @Test func emoji18FollowsItsNeighbourInItsSubgroup() throws {
        let people = try #require(groups.first { $0.name == "People & Body" })
        let bases = people.emotions.map(\.text)
        let thumbsDown = try #require(bases.firstIndex(of: "👎"))
        #expect(Array(bases[thumbsDown...].prefix(3)) == ["👎", "🫹", "🫺"])
        #expect(people.subgroup(ofEmotionAt: thumbsDown + 1) == "hand-fingers-closed")
        #expect(people.emotions[thumbsDown + 1].variants.count == 5)
    }

    @Test func facingRightIsAVariantOfItsBase() throws {
        let all = groups.flatMap(\.emotions)
        let walking = try #require(all.first { $0.text == "🚶" })
        #expect(
            walking.variants.map(\.text) == [
                "🚶🏻", "🚶🏼", "🚶🏽", "🚶🏾", "🚶🏿", "🚶\u{200D}➡️",
                "🚶🏻\u{200D}➡️", "🚶🏼\u{200D}➡️", "🚶🏽\u{200D}➡️", "🚶🏾\u{200D}➡️", "🚶🏿\u{200D}➡️"
            ])
        #expect(!all.contains { $0.text.hasSuffix("\u{200D}➡️") }, "no facing-right cell beside its base")
        #expect(walking.toned(.medium).text == "🚶🏽")
    }

    @Test func peopleWithBunnyEarsGetTheTwoPersonBoard() throws {
        let bunny = try #require(groups.flatMap(\.emotions).first { $0.text == "👯" })
        #expect(bunny.variants.count == 25)
        guard case .pairs = VariantArrangement(options: [bunny] + bunny.variants) else {
            Issue.record("👯 offers a strip, not the board")
            return
        }
    }

    @Test func groupsAreTheNineEmojiTestGroupsWithoutComponent() {
        #expect(
            groups.map(\.name) == [
                "Smileys & Emotion", "People & Body", "Animals & Nature", "Food & Drink",
                "Travel & Places", "Activities", "Objects", "Symbols", "Flags"
            ])
        #expect(groups.map { $0.allEmotions.count } == [172, 2430, 161, 132, 221, 85, 268, 224, 270])
        #expect(groups.map(\.subgroups.count).reduce(0, +) == 98, "Emoji 17.0 moved food-marine to animal-marine")
    }

    @Test func everyEntryIsOneCharacter() {
        for emotion in groups.flatMap(\.allEmotions) {
            #expect(emotion.text.count == 1, "\(emotion.text) is \(emotion.text.count) characters")
        }
    }

    @Test func skinToneVariantsHangOffTheirBase() throws {
        let all = groups.flatMap(\.emotions)
        let wave = try #require(all.first { $0.text == "👋" })
        #expect(wave.variants.map(\.text) == ["👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿"])
        let handshake = try #require(all.first { $0.text == "🤝" })
        #expect(handshake.variants.count == 25)
        #expect(handshake.variants.contains { $0.text == "🫱🏻\u{200D}🫲🏿" })
        let tones = Set<Unicode.Scalar>((0x1F3FB...0x1F3FF).compactMap(Unicode.Scalar.init))
        for base in all {
            #expect(
                !base.text.unicodeScalars.contains { tones.contains($0) }, "\(base.text) is a variant shown as a base")
        }
    }

    @Test func namesInEnglishAndChineseWithFallback() throws {
        let all = groups.flatMap(\.allEmotions)
        let joy = try #require(all.first { $0.text == "😂" })
        #expect(joy.nameEN == "face with tears of joy")
        #expect(joy.nameZH == "笑哭了")
        let shaking = try #require(all.first { $0.text == "🫨" })
        #expect(shaking.nameEN == "shaking face")
        #expect(all.allSatisfy { !$0.nameEN.isEmpty && !$0.nameZH.isEmpty })
    }

    @Test func kaomojiGroupHasAtLeastSixtyDistinctEntries() throws {
        let kaomoji = KaomojiCatalog.parse(try Fixtures.text(Fixtures.assets + "/kaomoji.tsv"))
        #expect(kaomoji.count >= 60)
        #expect(Set(kaomoji.map(\.text)).count == kaomoji.count)
        #expect(kaomoji.contains { $0.text == "(╯°□°）╯︵ ┻━┻" })
        #expect(kaomoji.allSatisfy { !$0.nameEN.isEmpty && !$0.nameZH.isEmpty })
    }

    @Test func kaomojiLinesMayEndInCRLFAndCommentsAndBlankLinesAreSkipped() {
        let kaomoji = KaomojiCatalog.parse(
            "# faces\r\n(^_^)\thappy\t开心\r\n\r\n\tno face\n(T_T)\tcrying\n#_#\tdizzy\n¯\\_(ツ)_/¯\n")
        #expect(kaomoji.map(\.text) == ["(^_^)", "(T_T)", "#_#", "¯\\_(ツ)_/¯"])
        #expect(kaomoji.map(\.nameEN) == ["happy", "crying", "dizzy", "¯\\_(ツ)_/¯"])
        #expect(kaomoji.map(\.nameZH) == ["开心", "crying", "dizzy", "¯\\_(ツ)_/¯"])
        #expect(kaomoji.allSatisfy { $0.kind == .kaomoji })
    }

    @Test func tabsAreRecentFavouritesGroupsPacksKaomoji() throws {
        let catalog = try Fixtures.loadShippedCatalog()
        #expect(
            catalog.tabs.map(\.kind) == [.recent, .favourites] + Array(repeating: .emoji, count: 9) + [.pack, .kaomoji])
        #expect(
            catalog.tabs[KeyboardCatalog.favouritesTab].kind == .favourites
                && catalog.tabs[KeyboardCatalog.firstCatalogTab].kind == .emoji)
        #expect(catalog.byText["[笑哭]"]?.isSticker == true)
        #expect(catalog.byText["👋🏽"]?.nameEN == "waving hand: medium skin tone")
    }

    @Test func lazyScanFindsTheSameGroupsAsTheFullParse() throws {
        let lazy = EmojiCatalog.scan(try Fixtures.text(Fixtures.assets + "/emoji.tsv"))
        #expect(lazy.map(\.name) == groups.map(\.name))
        #expect(lazy.map(\.firstEmoji) == groups.map { $0.emotions.first?.text })
        #expect(lazy.map(\.emotions.value) == groups.map(\.emotions))
        var problems: [PackProblem] = []
        let catalog = KeyboardCatalog(
            lazyGroups: EmojiCatalog.scan(try Fixtures.text(Fixtures.assets + "/emoji.tsv")),
            packs: [], kaomoji: [], problems: &problems)
        #expect(catalog.byText.count == 3963)
        #expect(
            catalog.tabs[3].emotions.first?.variants.count == 5, "People & Body, after recent, favourites and smileys")
    }

    @Test func textsAreTheFullParsesEmojiFromTheFirstLineWithEachVariantAfterItsBase() throws {
        let texts = EmojiCatalog.texts(of: Data(try Fixtures.text(Fixtures.assets + "/emoji.tsv").utf8))
        #expect(texts.count == 3963)
        #expect(Set(texts) == Set(groups.flatMap(\.allEmotions).map(\.text)))
        #expect(texts.prefix(3) == ["😀", "😃", "😄"])
        #expect(texts.firstIndex(of: "👋") == texts.firstIndex(of: "👋🏻").map { $0 - 1 }, "a variant after its base")
    }

    @Test func textsSkipCommentsAndDirectivesButKeepTheKeycapThatStartsWithAHash() {
        let text = "# a comment\n@group\tA\n\n@subgroup\ts\n#️⃣\t\tkeycap: #\t井号\n😀\t\tgrinning\t嘿嘿\n👋🏽\t👋\twave"
        #expect(EmojiCatalog.texts(of: Data(text.utf8)) == ["#️⃣", "😀", "👋🏽"], "the last line has no newline")
        #expect(EmojiCatalog.texts(of: Data()) == [])
    }

    @Test func lazyGroupThatIsMalformedIsEmptyNotACrash() {
        let lazy = EmojiCatalog.scan("@group\tA\n@subgroup\ts\n😀\t\tgrinning\t嘿嘿\n@group\tB\nbroken line\n")
        #expect(lazy.map(\.name) == ["A", "B"])
        #expect(lazy[0].emotions.value.map(\.text) == ["😀"])
        #expect(lazy[1].emotions.value.isEmpty)
        #expect(lazy[1].firstEmoji == "broken line")
    }

    @Test func groupDirectivesCountOnlyAtTheStartOfALine() {
        let text =
            "# a comment with @group\tNo\n@group\tA\n\n# note\n@subgroup\ts\n#️⃣\t\tkeycap: #\t井号\tmail@group\t\n"
            + "@group\tEmpty\n@group\tB\n@subgroup\tt\n😀\t\tgrinning\t嘿嘿"
        let lazy = EmojiCatalog.scan(text)
        #expect(lazy.map(\.name) == ["A", "Empty", "B"])
        #expect(lazy.map(\.firstEmoji) == ["#️⃣", nil, "😀"])
        #expect(lazy.map { $0.emotions.value.map(\.text) } == [["#️⃣"], [], ["😀"]])
        let edges = EmojiCatalog.scan("@group\tFirst\n😀\t\tgrinning\t嘿嘿\n@group\tLast")
        #expect(edges.map(\.name) == ["First", "Last"], "a group at the very start, and a last line without a newline")
        #expect(edges.map(\.firstEmoji) == ["😀", nil])
    }

    @Test func keywordsInBothLanguagesAreKept() throws {
        let joy = try #require(groups.flatMap(\.emotions).first { $0.text == "😂" })
        #expect(joy.keywords.split(separator: "|").contains("laugh"))
        #expect(joy.keywords.split(separator: "|").contains("眼泪"))
    }

    @Test func searchFindsByEnglishAndChineseNamesAndKeywords() throws {
        let catalog = try Fixtures.loadShippedCatalog()
        #expect(catalog.search("wave").map(\.text).prefix(2) == ["👋", "🌊"], "word starts, English")
        #expect(!catalog.search("cat").contains { $0.text == "🥴" }, "\"cat\" is not inside \"intoxicated\"")
        #expect(catalog.search("wave dark").map(\.text) == ["👋🏾", "👋🏿"], "tones only when asked for")
        #expect(catalog.search("笑哭").map(\.text) == ["😂", "[笑哭]"], "Chinese anywhere, stickers too")
        #expect(catalog.search("┻━┻").first?.kind == .kaomoji)
        #expect(catalog.search("  ").isEmpty)
    }

    @Test func parseRejectsAVariantWithoutBase() {
        #expect(throws: EmojiCatalog.FormatError.self) {
            try EmojiCatalog.parse("@group\tG\n👋🏻\t👋\tx\ty\n")
        }
    }

    /// emoji-test.txt (17.0) in order, with Emoji 18.0's placed among them (see the generator's NEWER_PLACEMENT).
    @Test(.enabled(if: Fixtures.hasCatalogSources, "needs assets/fetch-sources.sh"))
    func sameEmojiInSameGroupsAndOrderAsEmojiTestTxt() throws {
        var expected: [(group: String, emoji: String)] = []
        var group = ""
        for line in try Fixtures.text(Fixtures.catalogUnicodeData + "/emoji/emoji-test.txt").split(separator: "\n") {
            if line.hasPrefix("# group: ") { group = String(line.dropFirst(9)) }
            guard !line.hasPrefix("#"), line.contains("; fully-qualified") else { continue }
            let points = line.prefix { $0 != ";" }.split(separator: " ").compactMap {
                UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
            }
            expected.append((group, String(String.UnicodeScalarView(points))))
        }
        // Bases in emoji-test.txt's order; a variant in its base's group (the facing-right ones follow their base's
        // gendered forms in emoji-test.txt, and come after the base's tones here).
        let known = Set(expected.map(\.emoji))
        let bases = Set(groups.flatMap(\.emotions).map(\.text))
        let actualBases = groups.flatMap { group in group.emotions.map { (group.name, $0.text) } }.filter {
            known.contains($0.1)
        }
        let expectedBases = expected.filter { bases.contains($0.emoji) }
        #expect(actualBases.map(\.0) == expectedBases.map(\.group))
        #expect(actualBases.map(\.1) == expectedBases.map(\.emoji))
        let actualAll = groups.flatMap { group in group.allEmotions.map { group.name + " " + $0.text } }
        #expect(Set(expected.map { $0.group + " " + $0.emoji }).subtracting(actualAll).isEmpty)
        #expect(known.count == 3944 && actualAll.count == 3963)
    }

    @Test(
        .enabled(
            if: Fixtures.hasCatalogSources && Fixtures.hasUnicodeData,
            "needs assets/fetch-sources.sh and unicode-cldr-core"))
    func committedCatalogIsWhatTheGeneratorProduces() throws {
        let out = try Fixtures.scratchFolder()
        let status = try Subprocess.run(
            Fixtures.catalogSources + "/venv/bin/python",
            [
                Fixtures.assets + "/generate.py", Fixtures.catalogUnicodeData, out,
                Fixtures.unicodeData + "/cldr/common"
            ])
        #expect(status == 0)
        for file in ["emoji.tsv", "softbank.tsv", "groups.tsv", "pinyin.tsv"] {
            #expect(
                try Fixtures.text(out + "/" + file) == Fixtures.text(Fixtures.assets + "/" + file),
                "\(file) is stale: run make catalog")
        }
    }
}

/// Issue 11: Recent and Favourites find an emoji's group by a hash of its bytes; another emoji with the same hash
/// must not hide it.
@Suite("Emoji lookup by hash")
struct EmojiLookupByHashTests {
    @Test func anEmojiWhoseHashAnEarlierGroupClaimsIsFoundInItsOwnGroup() {
        let grin = Emotion(kind: .emoji, text: "😀", nameEN: "grinning face", nameZH: "嘿嘿")
        let cat = Emotion(kind: .emoji, text: "🐱", nameEN: "cat face", nameZH: "猫脸")
        // The first group claims the hash of 😀 as if its own 🐱 had the same hash.
        let first = LazyEmojiGroup(
            name: "Animals", firstEmoji: "🐱", emotions: Lazy(ready: [cat]),
            textHashes: Lazy(ready: [ByteHash.of("😀"), ByteHash.of("🐱")]))
        let second = LazyEmojiGroup(name: "Smileys", firstEmoji: "😀", emotions: Lazy(ready: [grin]))
        var problems: [PackProblem] = []
        let catalog = KeyboardCatalog(lazyGroups: [first, second], packs: [], kaomoji: [], problems: &problems)
        #expect(catalog.emotion(forText: "😀") == grin)
        #expect(catalog.emotion(forText: "🐱") == cat)
        #expect(catalog.emotion(forText: "🐶") == nil)
    }
}

@Suite("Emoji catalog scanned from bytes")
struct EmojiCatalogBytesTests {
    /// The window scans the file's bytes; a slice of data (its indices not starting at 0) scans as its bytes do.
    @Test func aSliceOfDataScansAsItsBytes() throws {
        let tsv = try Fixtures.text(Fixtures.assets + "/emoji.tsv")
        let prefix = Data("@group\tNot this one\n😀\t\tgrinning face\t嘿嘿\n".utf8)
        let slice = (prefix + Data(tsv.utf8))[prefix.count...]
        #expect(slice.startIndex != 0)
        let scanned = EmojiCatalog.scan(bytes: slice, keywords: false)
        let reference = EmojiCatalog.scan(tsv, keywords: false)
        #expect(
            scanned.map(\.name) == reference.map(\.name) && scanned.map(\.firstEmoji) == reference.map(\.firstEmoji))
        #expect(scanned.map(\.emotions.value) == reference.map(\.emotions.value))
        #expect(scanned.map(\.textHashes.value) == reference.map(\.textHashes.value))
    }
}
