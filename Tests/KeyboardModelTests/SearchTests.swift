import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// The shipped catalog's search index, built once for all the search tests.
enum ShippedSearch {
    static let catalog: KeyboardCatalog = {
        let locations = DataLocations(
            assets: Fixtures.assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        return (try? KeyboardCatalog.load(locations: locations, lazily: true).catalog)!
    }()

    static let index: SearchIndex = {
        let locations = DataLocations(
            assets: Fixtures.assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        return (try? SearchIndex.load(catalog: catalog, locations: locations).index)!
    }()

    static func texts(_ query: String, usage: [String: EmotionUsage] = [:]) -> [String] {
        index.search(query, usage: usage).map(\.text)
    }
}

@Suite("Search: ranking on named queries")
struct SearchRankingTests {
    @Test func flagJapanPutsJapanFirstAndCrossedFlagsAfter() throws {
        let results = ShippedSearch.index.search("flag japan")
        #expect(results.first?.text == "🇯🇵")
        #expect(results.rank(at: 0) == SearchRank(tier: .exactName))
        let crossed = try #require(results.firstIndex { $0.text == "🎌" })
        #expect(crossed > 0)
        #expect(ShippedSearch.texts("japan flag").first == "🇯🇵", "words in either order")
        #expect(ShippedSearch.texts("FLAG: Japan").first == "🇯🇵")
    }

    @Test func chineseWordsMustAllMatch() throws {
        let results = ShippedSearch.index.search("猫 笑")
        #expect(results.prefix(3).contains { $0.text == "😹" }, "笑出眼泪的猫")
        // Every emoji whose Chinese name or keywords hold both characters, or a group or subgroup named by one of them
        // whole (a group's name counts only whole: 笑脸 holds 笑, yet 😿 is no laughing cat), and nothing else.
        let names = GroupNames(parsing: try Fixtures.text(Fixtures.assets + "/groups.tsv"))
        var expected: [String] = []
        for group in try EmojiCatalog.parse(Fixtures.text(Fixtures.assets + "/emoji.tsv")) {
            for (index, emotion) in group.emotions.enumerated() {
                let subgroup = group.subgroup(ofEmotionAt: index) ?? ""
                let groupNames = Set(names.chinese(.group, group.name) + names.chinese(.subgroup, subgroup))
                let text = emotion.nameZH + emotion.keywords
                if ["猫", "笑"].allSatisfy({ text.contains($0) || groupNames.contains($0) }) {
                    expected.append(emotion.text)
                }
            }
        }
        #expect(!Set(results.map(\.text)).contains("😿"))
        #expect(expected.count > 3)
        #expect(Set(results.map(\.text)) == Set(expected))
    }

    @Test func pinyinFullSyllablesJoinedAndInitialsFindTheEmojiAndTheSticker() throws {
        for query in ["xiao", "xiaoku", "xk", "xiaok", "xku", "XiaoKu", "xiao ku"] {
            let texts = ShippedSearch.texts(query)
            #expect(texts.contains("😂"), "\(query) finds 笑哭了")
            #expect(texts.contains("[笑哭]"), "\(query) finds the sticker")
        }
        for query in ["xiaoku", "xiao ku"] {
            let results = ShippedSearch.index.search(query)
            #expect(
                Array(results.prefix(3).map(\.text)) == ["😂", "🤣", "[笑哭]"],
                "\(query): 笑哭 is a synonym of 😂 and 🤣 and the sticker's name: popularity orders the whole words")
            #expect(
                results.indices.prefix(3).allSatisfy {
                    results.rank(at: $0) == SearchRank(tier: .word, spelling: .pinyin)
                })
        }
        // Initials are whole words of other emoji too (星空 for 🌌): the most popular emotion of each word comes first.
        let initials = ShippedSearch.index.search("xk")
        let joy = try #require(initials.firstIndex { $0.text == "😂" })
        #expect(joy == 0)
        #expect(initials.rank(at: joy) == SearchRank(tier: .word, spelling: .pinyinAbbreviated))
        // Emoji 15.0's 🪯 and 🫨 have CLDR keywords now (CLDR 41 had none): more words of these initials (锡克, ...).
        #expect(initials.prefix(6).contains { $0.text == "[笑哭]" })
        #expect(!ShippedSearch.texts("xiaokuv").contains("😂"), "a letter past the last syllable that starts none")
        #expect(ShippedSearch.texts("xiaokux").first == "😂", "笑哭 and the start of another word: a phrase being typed")
        #expect(!ShippedSearch.texts("iao").contains("😂"), "pinyin starts at a syllable")
    }

    @Test func polyphonicCharactersMatchByEveryReading() {
        for query in ["changjinglu", "zhangjinglu", "cjl", "changjl"] {
            #expect(ShippedSearch.texts(query).first == "🦒", "\(query) finds 长颈鹿")
        }
        #expect(ShippedSearch.texts("yinyue").contains("🎵") || ShippedSearch.texts("yinyue").contains("🎹"), "乐 as yue")
        #expect(ShippedSearch.texts("lv").contains("💚"), "绿 typed as lv")
        #expect(ShippedSearch.texts("lü").contains("💚"), "绿 typed as lü")
    }

    @Test func groupAndSubgroupNamesInBothLanguagesFindTheirEmotions() throws {
        let groups = try EmojiCatalog.parse(Fixtures.text(Fixtures.assets + "/emoji.tsv"))
        let animals = try #require(groups.first { $0.name == "Animals & Nature" })
        let flags = try #require(groups.first { $0.name == "Flags" })
        for (query, group) in [("动物与自然", animals), ("旗帜", flags), ("animals nature", animals), ("flags", flags)] {
            let found = Set(ShippedSearch.texts(query))
            #expect(group.emotions.allSatisfy { found.contains($0.text) }, "\(query) finds all of \(group.name)")
        }
        let popularity = EmojiPopularity(parsing: try Fixtures.text(Fixtures.assets + "/popularity.tsv"))
        let mostUsedAnimal = animals.emotions.min {
            (popularity.place(of: $0.text) ?? .max) < (popularity.place(of: $1.text) ?? .max)
        }
        #expect(ShippedSearch.texts("动物与自然").first == mostUsedAnimal?.text, "group members by popularity")
        #expect(ShippedSearch.texts("dongwuyuziran").first == mostUsedAnimal?.text, "group names read as pinyin")
        let plants = Set(ShippedSearch.texts("植物"))
        #expect(plants.contains("🌸") && plants.contains("🌵"), "subgroup plant-flower and plant-other")
        #expect(ShippedSearch.texts("animal bird").contains("🦜"), "subgroup animal-bird")
        #expect(ShippedSearch.texts("颜文字").first == "(╯°□°）╯︵ ┻━┻", "our own tab's Chinese name")
    }

    @Test func aToneComesByItsWholeNameNotByTheStartOfItsPinyin() {
        let tones = (0x1F3FB...0x1F3FF).compactMap(Unicode.Scalar.init).map(Character.init)
        #expect(
            !ShippedSearch.texts("qian").contains { text in tones.contains { text.contains($0) } }, "qian is 钱, not 浅肤色"
        )
        #expect(ShippedSearch.texts("qian").first == "💰")
        #expect(ShippedSearch.texts("qianfuse").contains("👍🏼"), "the tone's whole name in pinyin")
        #expect(ShippedSearch.texts("浅肤色").contains("👍🏼"))
    }

    @Test func stickersByCodeNameAndPackName() {
        #expect(ShippedSearch.texts("[笑哭]").first == "[笑哭]")
        #expect(ShippedSearch.texts("laughing to tears").first == "[笑哭]")
        #expect(ShippedSearch.texts("doudou").count == 11, "the pack's name finds its stickers")
        #expect(ShippedSearch.texts("豆豆 开心") == ["[开心]"])
    }

    @Test func kaomojiByNameAndByItsText() {
        #expect(ShippedSearch.texts("table flip").first == "(╯°□°）╯︵ ┻━┻")
        #expect(ShippedSearch.texts("掀桌").first == "(╯°□°）╯︵ ┻━┻")
        #expect(ShippedSearch.texts("┻━┻").contains("(╯°□°）╯︵ ┻━┻"))
        #expect(ShippedSearch.texts("(╯°□°）╯︵ ┻━┻").first == "(╯°□°）╯︵ ┻━┻")
        #expect(ShippedSearch.texts("😂") == ["😂"], "an emoji finds itself")
    }

    @Test func fullWidthLatinAndCaseAreFolded() {
        let cat = ShippedSearch.texts("cat")
        #expect(cat.first == "🐈")
        #expect(ShippedSearch.texts("ｃａｔ") == cat)
        #expect(ShippedSearch.texts("ＣＡＴ") == cat)
        #expect(ShippedSearch.texts("Cat") == cat)
        #expect(ShippedSearch.texts("ｆｌａｇ　ｊａｐａｎ").first == "🇯🇵", "with an ideographic space")
    }

    @Test func accentsAreFolded() {
        #expect(ShippedSearch.texts("café") == ShippedSearch.texts("cafe"))
        let pinata = ShippedSearch.texts("pinata")
        #expect(pinata.first == "🪅")
        #expect(ShippedSearch.texts("piñata") == pinata)
        #expect(ShippedSearch.texts("PIÑATA") == pinata)
        #expect(ShippedSearch.texts("pin\u{0303}ata") == pinata, "a decomposed accent")
        #expect(ShippedSearch.texts("curacao").first == "🇨🇼")
        #expect(ShippedSearch.texts("xiào kū") == ShippedSearch.texts("xiao ku"), "tone marks in pinyin")
        #expect(ShippedSearch.texts("xiào kū").first == "😂")
    }

    @Test func variationSelectorIsIgnored() {
        #expect(ShippedSearch.texts("❤\u{FE0F}") == ["❤\u{FE0F}"])
        #expect(ShippedSearch.texts("❤") == ["❤\u{FE0F}"])
        #expect(ShippedSearch.texts("cat\u{FE0F}") == ShippedSearch.texts("cat"))
    }

    @Test func usageBreaksTiesButNeverBeatsABetterTier() throws {
        // The first two results of xiao (笑 as a whole keyword of both), in popularity order.
        let plain = ShippedSearch.index.search("xiao")
        #expect(plain.rank(at: 0) == plain.rank(at: 1))
        let first = plain[0].text
        let second = plain[1].text
        let clown = try #require(plain.firstIndex { $0.text == "🤡" })
        #expect(plain.rank(at: clown) > plain.rank(at: 0), "小丑 is a prefix of xiao, 笑 a whole word")

        let used = ShippedSearch.texts("xiao", usage: [second: EmotionUsage(count: 3, lastUse: 10)])
        #expect(used.first == second, "frequent use first within the tier")

        let both = [second: EmotionUsage(count: 2, lastUse: 10), first: EmotionUsage(count: 5, lastUse: 1)]
        #expect(ShippedSearch.texts("xiao", usage: both).prefix(2) == [first, second], "more uses beat a later use")
        let tied = [second: EmotionUsage(count: 2, lastUse: 10), first: EmotionUsage(count: 2, lastUse: 1)]
        #expect(
            ShippedSearch.texts("xiao", usage: tied).prefix(2) == [second, first], "the later use breaks equal counts")
        let clownUsed = ShippedSearch.texts("xiao", usage: ["🤡": EmotionUsage(count: 1000, lastUse: 1)])
        #expect(
            clownUsed.firstIndex(of: "🤡")! > clownUsed.firstIndex(of: first)!,
            "use never lifts a prefix over a whole word")

        let catFace = ShippedSearch.texts("cat", usage: ["🐱": EmotionUsage(count: 1000, lastUse: 1)])
        #expect(catFace.first == "🐈", "usage never lifts a name prefix over the exact name")
        #expect(catFace.firstIndex(of: "🐱")! < ShippedSearch.texts("cat").firstIndex(of: "🐱")!)

        let toneUse = ShippedSearch.texts("hand", usage: ["👋🏽": EmotionUsage(count: 1, lastUse: 1)])
        #expect(
            toneUse.firstIndex(of: "👋")! < ShippedSearch.texts("hand").firstIndex(of: "👋")!,
            "a variant's use counts for its base")
        #expect(!toneUse.contains("👋🏽"))
    }

    @Test func skinToneVariantsOnlyWhenTheQueryAsksForATone() {
        let wave = ShippedSearch.texts("wave")
        #expect(Set(wave.prefix(2)) == ["👋", "🌊"], "🌊 water wave has it in its name, 👋 as a keyword")
        #expect(!wave.contains { $0.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) } })
        #expect(ShippedSearch.texts("wave dark") == ["👋🏾", "👋🏿"])
        #expect(ShippedSearch.texts("挥手 较深肤色") == ["👋🏿"])
        #expect(ShippedSearch.texts("👋🏽") == ["👋🏽"])
    }

    @Test func latinFragmentsInsideWordsNeedThreeLetters() {
        #expect(!ShippedSearch.texts("at").contains("🐈"), "two letters only start words")
        let inside = ShippedSearch.index.search("utterfly")
        #expect(inside.first?.text == "🦋")
        #expect(inside.first.map { _ in inside.rank(at: 0).tier } == .substring, "butterfly has utterfly inside")
        #expect(!ShippedSearch.texts("tt").contains("🦋"), "two letters inside a word do not match")
        let cat = ShippedSearch.texts("cat")
        #expect(
            cat.firstIndex(of: "🥴").map { $0 > cat.firstIndex(of: "🐱")! } ?? true, "intoxicated comes after every cat")
    }

    @Test func ranksNeverGetBetterDownTheList() {
        for query in [
            "a", "x", "cat", "flag", "笑", "xiao", "heart", "red heart", "hand", "猫 笑", "动物", "zh", "face smile"
        ] {
            let results = ShippedSearch.index.search(query)
            #expect(
                results.indices.dropFirst().allSatisfy { results.rank(at: $0 - 1) <= results.rank(at: $0) }, "\(query)")
            #expect(Set(results.map(\.text)).count == results.count, "\(query): each emotion once")
        }
    }
}

@Suite("Search: edge cases")
struct SearchEdgeCaseTests {
    @Test func emptyAndBlankQueriesFindNothing() {
        for query in ["", " ", "   ", "\t\n", "\u{3000}", "\u{FE0F}", "\u{200B}\u{200E}", "\u{0}\u{7}\u{1B}"] {
            #expect(ShippedSearch.index.search(query).isEmpty, "\(query.unicodeScalars.map(\.value))")
        }
    }

    @Test func controlCharactersSeparateWords() {
        #expect(ShippedSearch.texts("flag\u{0}japan").first == "🇯🇵")
        #expect(ShippedSearch.texts("\u{1B}cat\u{7}") == ShippedSearch.texts("cat"))
        #expect(ShippedSearch.texts("cat\u{202E}") == ShippedSearch.texts("cat"), "a bidi override is dropped")
    }

    @Test func aTenThousandCharacterQueryReadsItsFirstScalarsOnly() {
        let long = String(repeating: "cat ", count: 2500)
        #expect(long.count == 10_000)
        #expect(ShippedSearch.texts(long) == ShippedSearch.texts("cat"))
        let han = String(repeating: "笑", count: 10_000)
        #expect(ShippedSearch.index.search(han).isEmpty)
        let letters = String(repeating: "x", count: 10_000)
        #expect(ShippedSearch.index.search(letters).isEmpty)
        let mixed = String((0..<10_000).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
        #expect(ShippedSearch.index.search(mixed).isEmpty)
        let tail = String(repeating: " ", count: SearchIndex.maximumQueryLength) + "cat"
        #expect(ShippedSearch.index.search(tail).isEmpty, "what lies past the limit is not read")
    }

    @Test func resultsAreTheCatalogsOwnEmotionsWithoutKeywords() throws {
        let joy = try #require(ShippedSearch.index.search("xiaoku").first { $0.text == "😂" })
        #expect(joy == ShippedSearch.catalog.byText["😂"], "equal to the window's lazily parsed emotion")
        let wave = try #require(ShippedSearch.index.search("waving hand").first)
        #expect(wave.variants.count == 5, "a base keeps its variants for the long press")
        #expect(
            ShippedSearch.index.count == 3963 + 11
                + KaomojiCatalog.parse(try Fixtures.text(Fixtures.assets + "/kaomoji.tsv")).count)
    }
}

@Suite("Search: index-time pinyin, tables and folding")
struct SearchDataTests {
    @Test func userPackStickersGetPinyinFromTheReadingsTable() throws {
        let readings = PinyinReadings(parsing: try Fixtures.text(Fixtures.assets + "/pinyin.tsv"))
        let sticker = Emotion(
            kind: .sticker(imagePath: StickerImagePath("/x/gua.png")), text: "[吃瓜]", nameEN: "", nameZH: "吃瓜")
        let pack = Tab(id: "pack:0:瓜", kind: .pack, title: "西瓜包", icon: .text("?"), emotions: [sticker])
        let index = SearchIndex(emojiGroups: [], tabs: [pack], groupNames: .empty, readings: readings)
        for query in ["chigua", "cg", "chig", "gua", "xiguabao", "xgb", "吃", "瓜"] {
            #expect(index.search(query).map(\.text) == ["[吃瓜]"], "\(query)")
        }
        let without = SearchIndex(emojiGroups: [], tabs: [pack], groupNames: .empty, readings: .empty)
        #expect(without.search("chigua").isEmpty)
        #expect(without.search("吃瓜").map(\.text) == ["[吃瓜]"])
    }

    @Test func aHugeStickerNameIsIndexedUpToTheFieldLimit() throws {
        let readings = PinyinReadings(parsing: try Fixtures.text(Fixtures.assets + "/pinyin.tsv"))
        let name =
            String(repeating: "笑", count: SearchIndexBuilder.maximumFieldLength)
            + String(repeating: "哭", count: 100_000)
        let sticker = Emotion(
            kind: .sticker(imagePath: StickerImagePath("/x/a.png")), text: "[a]", nameEN: "", nameZH: name)
        let pack = Tab(id: "pack:0:p", kind: .pack, title: "p", icon: .text("?"), emotions: [sticker])
        let index = SearchIndex(emojiGroups: [], tabs: [pack], groupNames: .empty, readings: readings)
        #expect(index.search("笑笑").map(\.text) == ["[a]"])
        #expect(index.search("xiaoxiao").map(\.text) == ["[a]"])
        #expect(index.search("哭").isEmpty, "past the limit")
        #expect(index.search("ku").isEmpty)
    }

    @Test func readingsTableHasEveryReadingOfAPolyphonicCharacter() throws {
        let readings = PinyinReadings(parsing: try Fixtures.text(Fixtures.assets + "/pinyin.tsv"))
        #expect(Set(readings.readings(of: "长")) == ["chang", "zhang"])
        #expect(Set(readings.readings(of: "乐")) == ["le", "yue"])
        #expect(Set(readings.readings(of: "了")).isSuperset(of: ["le", "liao"]))
        #expect(Set(readings.readings(of: "绿")).isSuperset(of: ["lv", "lu"]))
        #expect(readings.readings(of: "們") == ["men"], "traditional characters from kHanyuPinyin")
        #expect(readings.readings(of: "a").isEmpty)
        #expect(readings.characterCount > 20_000)
    }

    @Test func everyHanCharacterOfTheCatalogAndShippedPackHasAReading() throws {
        let readings = PinyinReadings(parsing: try Fixtures.text(Fixtures.assets + "/pinyin.tsv"))
        let text = try [
            Fixtures.assets + "/emoji.tsv", Fixtures.assets + "/kaomoji.tsv", Fixtures.assets + "/groups.tsv",
            Fixtures.shippedPack + "/pack.json"
        ].map(Fixtures.text).joined()
        let missing = Set(
            text.unicodeScalars.filter { SearchFolding.isHan($0.value) && readings.readings(of: Character($0)).isEmpty }
        )
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func malformedTableLinesAreSkipped() {
        let readings = PinyinReadings(parsing: "# comment\nxiao\t笑\nXIAO\t小\ntoolongsyllable\t长\n\t哭\nnotab\nku\t哭x\n")
        #expect(readings.readings(of: "笑") == ["xiao"])
        #expect(readings.readings(of: "小").isEmpty)
        #expect(readings.readings(of: "长").isEmpty)
        #expect(readings.readings(of: "哭") == ["ku"])
        let names = GroupNames(parsing: "group\tFlags\t旗帜|旗\nbogus\tX\tY\nsubgroup\t\t空\ntab\tKaomoji\n")
        #expect(names.chinese(.group, "Flags") == ["旗帜", "旗"])
        #expect(names.chinese(.subgroup, "").isEmpty)
        #expect(names.chinese(.tab, "Kaomoji").isEmpty)
    }

    @Test func missingTablesDegradeWithOneProblemEach() throws {
        let assets = try Fixtures.scratchFolder()
        try Fixtures.write(try Fixtures.text(Fixtures.assets + "/emoji.tsv"), to: assets + "/emoji.tsv")
        let locations = DataLocations(assets: assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        let loaded = try SearchIndex.load(catalog: ShippedSearch.catalog, locations: locations)
        #expect(loaded.problems.count == 5, "groups, pinyin, synonyms, everyday words and popularity")
        #expect(loaded.index.search("cat").first?.text == "🐈")
        #expect(loaded.index.search("xiaoku").isEmpty)
        let group = loaded.index.search("动物与自然")
        #expect(!group.contains { $0.text == "🐶" }, "the group's name is unknown: only its words' own matches (自然)")
        #expect(!group.ignoredWords.isEmpty)
    }

    @Test func foldingAndWords() {
        func words(_ text: String) -> [String] {
            SearchTokenizer.words(of: text).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(words("Flag: Japan") == ["flag", "japan"])
        #expect(words("OK手势") == ["ok", "手势"])
        #expect(words("ＣＡＦÉ　Ｏｌé") == ["cafe", "ole"])
        #expect(words("man’s shoe") == ["man", "s", "shoe"])
        #expect(words("Ǖ ø Ł ı") == ["u", "o", "l", "i"])
        #expect(words("a\u{0}b\u{1B}c\u{FE0F}d") == ["a", "b", "cd"])
        #expect(SearchTokenizer.raw(of: "  👋\u{FE0F}\t🏽  ") == "👋 🏽")
        #expect(SearchTokenizer.raw(of: "👨\u{200D}👩") == "👨\u{200D}👩", "the joiner stays")
    }
}
