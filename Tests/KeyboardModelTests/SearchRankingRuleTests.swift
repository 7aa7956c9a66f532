import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Search: ranking rules, segmentation, synonyms and popularity (issue 23)")
struct SearchRankingRuleTests {
    static let readings = PinyinReadings(parsing: (try? Fixtures.text(Fixtures.assets + "/pinyin.tsv")) ?? "")

    static func sticker(_ code: String, en: String = "", zh: String = "", keywords: String = "") -> Emotion {
        Emotion(
            kind: .sticker(imagePath: StickerImagePath("/x/\(code).png")), text: code, nameEN: en, nameZH: zh,
            keywords: keywords)
    }

    static func index(_ emotions: [Emotion], synonyms: SearchSynonyms = .none, popularity: EmojiPopularity = .none)
        -> SearchIndex
    {
        let pack = Tab(id: "pack:0:p", kind: .pack, title: "p", icon: .text("?"), emotions: emotions)
        return SearchIndex(
            emojiGroups: [], tabs: [pack], groupNames: .empty, readings: readings, synonyms: synonyms,
            popularity: popularity)
    }

    @Test func wholeWordBeforePrefixBeforeSubstringBeforePinyin() throws {
        let index = Self.index([
            Self.sticker("[inside]", en: "ajapanx"), Self.sticker("[prefix]", en: "japanese"),
            Self.sticker("[pinyin]", zh: "加盼"), Self.sticker("[word]", en: "flag japan")
        ])
        let results = index.search("japan")
        #expect(results.map(\.text) == ["[word]", "[prefix]", "[inside]"], "catalog order is the other way round")
        #expect(results.indices.map { results.rank(at: $0).tier } == [.word, .prefix, .substring])
        let pinyin = index.search("jiapan")
        #expect(pinyin.map(\.text) == ["[pinyin]"])
        #expect(pinyin.rank(at: 0) == SearchRank(tier: .word, spelling: .pinyin))
        #expect(SearchRank(tier: .word, spelling: .pinyin) > SearchRank(tier: .groupWord))
        #expect(
            SearchRank(tier: .word, spelling: .pinyin) < SearchRank(tier: .prefix),
            "full pinyin of a whole word before a direct prefix")
        #expect(
            SearchRank(tier: .substring, spelling: .pinyinAbbreviated) > SearchRank(tier: .substring, spelling: .pinyin)
        )
        for code in 0..<UInt8(SearchRank.codeCount) {
            #expect(SearchRank(code: code).code == code)
        }
    }

    @Test func issueExamplesPutTheExpectedEmotionFirst() {
        #expect(
            ShippedSearch.texts("japan").prefix(2).contains("🇯🇵"), "a whole word of the flag's name before Japanese ...")
        #expect(ShippedSearch.index.search("japan").rank(at: 0).tier == .word)
        #expect(ShippedSearch.texts("heart").first == "❤️")
        #expect(["🥰", "😍", "❤️"].contains(ShippedSearch.texts("love").first))
        #expect(ShippedSearch.texts("hug").first == "🤗")
        #expect(["😢", "😭", "😞"].contains(ShippedSearch.texts("sad").first))
        #expect(ShippedSearch.texts("strong").first == "💪")
        #expect(ShippedSearch.texts("点赞").first == "👍")
    }

    @Test func aPinyinMatchNeverRanksAboveADirectWholeWord() {
        for query in ["sad", "hug", "mao", "ku", "love", "xin", "heart", "ai"] {
            let results = ShippedSearch.index.search(query)
            guard let firstPinyin = results.indices.first(where: { results.rank(at: $0).spelling != .text }) else {
                continue
            }
            let laterDirectWhole = results.indices.dropFirst(firstPinyin).contains {
                results.rank(at: $0).spelling == .text && results.rank(at: $0).tier <= .groupWord
            }
            #expect(!laterDirectWhole, "\(query)")
        }
        let sad = ShippedSearch.texts("sad")
        #expect(sad.firstIndex(of: "🕒")! > sad.firstIndex(of: "😢")!, "三点 read as s-a-d after the English keyword")
    }

    @Test func chineseQueriesAreSplitIntoWordsOfTheIndex() {
        let index = Self.index([
            Self.sticker("[a]", zh: "开心", keywords: "猫"), Self.sticker("[b]", zh: "开心"),
            Self.sticker("[c]", zh: "猫咪")
        ])
        func split(_ query: String) -> [String] {
            index.segmented(SearchTokenizer.words(of: query)).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(split("开心的猫") == ["开心", "猫"], "的 is no word of the index")
        #expect(split("开心猫咪") == ["开心", "猫咪"], "longest first")
        #expect(split("开心") == ["开心"], "a word of the index stays whole")
        #expect(split("cat 开心猫") == ["cat", "开心", "猫"])
        #expect(index.search("开心的猫").map(\.text) == ["[a]"])
        #expect(index.search("开心猫").map(\.text) == ["[a]"])
        #expect(index.search("的").isEmpty)
        let long = String(repeating: "开心", count: SearchIndex.maximumSegmentedLength)
        #expect(index.search(long).isEmpty, "runs longer than the limit are kept whole")
        #expect(ShippedSearch.texts("日本国旗").first == "🇯🇵")
        #expect(ShippedSearch.texts("爱心").first == "❤️", "爱 and 心 rank above the prefix of 爱心眼")
    }

    @Test func pinyinTypedWithoutSpacesIsSplitIntoWordsOfTheIndex() {
        let index = Self.index([
            Self.sticker("[love]", zh: "爱"), Self.sticker("[heart]", zh: "心"),
            Self.sticker("[both]", zh: "爱", keywords: "心"), Self.sticker("[japan]", zh: "日本", keywords: "国旗"),
            Self.sticker("[herb]", en: "herb plant", zh: "和平")
        ])
        func split(_ word: String, partialEnd: Bool = false) -> [[String]] {
            index.pinyinSegmentations(Array(word.utf8), partialEnd: partialEnd).map {
                $0.map { String(decoding: $0, as: UTF8.self) }
            }
        }
        #expect(split("aixin") == [["ai", "xin"]])
        #expect(split("ribenguoqi") == [["riben", "guoqi"]], "the fewest pieces: not ri ben guo qi")
        #expect(split("rbgq") == [["rb", "gq"]], "initials")
        #expect(split("ribengq") == [["riben", "gq"]], "full and initials mixed")
        #expect(split("riben").isEmpty, "one word is no split")
        #expect(split("aixinx").isEmpty, "every letter must belong to a piece")
        #expect(
            split("aixinx", partialEnd: true) == [["ai", "xin", "x"], ["ai", "xinx"]],
            "or the last is a start, longest whole part first")
        #expect(split("axin").isEmpty, "pieces of one letter would split nearly anything")
        let longest = String(repeating: "ribenguoqiheping", count: 2)
        #expect(longest.count == SearchIndex.maximumPinyinSegmentedLength && split(longest).first?.count == 6)
        #expect(split(longest + "a").isEmpty && split(longest + "ai").isEmpty, "past the length limit nothing is split")
        #expect(split(String(repeating: "aixin", count: 3)).first?.count == SearchIndex.maximumPinyinPieces)
        #expect(split(String(repeating: "aixin", count: 3) + "ai").isEmpty, "past the pieces limit nothing is split")
        #expect(index.search("aixin").map(\.text) == ["[both]"])
        #expect(index.search("aixin").rank(at: 0) == SearchRank(tier: .word, spelling: .pinyin))
        #expect(index.search("rbgq").map(\.text) == ["[japan]"])
        #expect(index.search("rbgq").rank(at: 0).spelling == .pinyinAbbreviated)
        for typed in ["rib", "ribe", "riben", "ribeng", "ribengu", "ribenguo", "ribenguoq", "ribenguoqi"] {
            #expect(index.search(typed).first?.text == "[japan]", "\(typed): the phrase stays found while it is typed")
        }
        #expect(index.search("hepl").isEmpty, "pieces match through pinyin only: he 和 and pl are not herb and plant")
        let direct = Self.index([
            Self.sticker("[both]", zh: "爱", keywords: "心"), Self.sticker("[word]", en: "aixinwords")
        ])
        #expect(
            direct.search("aixin").map(\.text) == ["[word]"], "a word typed as written is not read as pinyin pieces")
    }

    @Test func aGroupsChineseNameIsFoundOnlyWhole() throws {
        let groups = try EmojiCatalog.parse(
            "@group\tSmileys\n@subgroup\tface\n😊\t\tsmiling\t羞涩微笑\t\t\n❤️\t\tred heart\t红心\t\t\n")
        let index = SearchIndex(
            emojiGroups: groups, tabs: [], groupNames: GroupNames(parsing: "group\tSmileys\t笑脸\n"),
            readings: Self.readings, popularity: EmojiPopularity(parsing: "❤\n😊\n"))
        #expect(index.search("笑").map(\.text) == ["😊"], "笑 inside 羞涩微笑; the group 笑脸 only whole")
        #expect(index.search("xiao").map(\.text) == ["😊"], "nor through pinyin")
        #expect(index.search("笑脸").map(\.text) == ["❤️", "😊"], "the whole name finds the group, by popularity")
        #expect(index.search("smil").map(\.text) == ["😊", "❤️"], "a Latin prefix of a group's name still finds it")
    }

    @Test func anInflectedEnglishWordFindsItsBaseBelowTheWholeWord() {
        func stems(_ word: String) -> [String] {
            EnglishStems.of(Array(word.utf8)).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(stems("laughing").contains("laugh"))
        #expect(stems("smiling").contains("smile"))
        #expect(stems("running").contains("run"))
        #expect(stems("puppies").contains("puppy"))
        #expect(stems("worried").contains("worry"))
        #expect(stems("smiled").contains("smile") && stems("stopped").contains("stop"))
        #expect(stems("boxes").contains("box") && stems("kisses").contains("kiss"))
        #expect(!stems("rates").contains("rat") && !stems("pines").contains("pin"), "-es only after a hiss or an o")
        #expect(stems("thing").isEmpty, "no th, no the")
        for query in ["rates", "thing", "pines", "wines"] {
            let first = ShippedSearch.texts(query).first
            #expect(!["🐀", "🤣", "🧷", "📍", "✌️", "🏅"].contains(first), "\(query): \(first ?? "nothing")")
        }
        #expect(stems("cat").isEmpty && stems("Ca2s").isEmpty)
        let index = Self.index([
            Self.sticker("[joy]", en: "laugh"), Self.sticker("[rofl]", en: "laughing"),
            Self.sticker("[dog]", en: "puppy")
        ])
        #expect(index.search("laughing").map(\.text) == ["[rofl]", "[joy]"], "the whole word first, then its base")
        #expect(index.search("laughing").rank(at: 1).tier == .prefix)
        #expect(index.search("puppies").map(\.text) == ["[dog]"])
        #expect(index.search("thing").isEmpty, "th is no word of the index")
    }

    @Test func wordsNoEmotionMatchesWithTheOthersAreLeftOutAndNamed() {
        let index = Self.index([
            Self.sticker("[cake]", en: "birthday cake"), Self.sticker("[smile]", en: "happy smile"),
            Self.sticker("[grin]", en: "happy grin"), Self.sticker("[party]", en: "happy party birthday")
        ])
        #expect(index.search("happy birthday").map(\.text) == ["[party]"], "every word matches [party]")
        #expect(index.search("happy birthday").ignoredWords.isEmpty)
        let cake = index.search("birthday cake xyzzy")
        #expect(cake.map(\.text) == ["[cake]"], "the words that match together")
        #expect(cake.ignoredWords == ["xyzzy"])
        let specific = index.search("grin cake")
        #expect(specific.map(\.text) == ["[cake]"] || specific.map(\.text) == ["[grin]"])
        #expect(specific.ignoredWords.count == 1)
        let typed = index.search("happy cake")
        #expect(typed.map(\.text) == ["[smile]", "[grin]", "[party]"], "equally good words: the first typed is kept")
        #expect(typed.ignoredWords == ["cake"])
        let fragment = index.search("happy ake")
        #expect(
            fragment.map(\.text) == ["[smile]", "[grin]", "[party]"],
            "a whole word before a fragment (ake in cake), however rare")
        #expect(fragment.ignoredWords == ["ake"])
        #expect(index.search("xyzzy plugh").isEmpty)
        #expect(index.search("xyzzy plugh").ignoredWords.isEmpty)
    }

    @Test func everydayWordsAndPhrasesRankBelowKeywordsAndSynonyms() {
        let pack = Tab(
            id: "pack:0:p", kind: .pack, title: "p", icon: .text("?"),
            emotions: [
                Self.sticker("[think]", en: "thinking"), Self.sticker("[heart]", en: "heart"),
                Self.sticker("[doge]", en: "dog")
            ])
        let index = SearchIndex(
            emojiGroups: [], tabs: [pack], groupNames: .empty, readings: Self.readings,
            synonyms: SearchSynonyms(parsing: "thinking of you\t[heart]\n"),
            everydayWords: SearchSynonyms(parsing: "pondering\t[heart] [think]\n狗头\t[doge]\n"))
        #expect(
            index.search("thinking").map(\.text) == ["[think]", "[heart]"],
            "the start of a phrase, after the whole word")
        #expect(index.search("thinking").rank(at: 1).tier == .prefix)
        #expect(
            index.search("you").indices.allSatisfy { index.search("you").rank(at: $0).tier == .substring },
            "a word inside a phrase alone is only a fragment of it")
        #expect(index.search("thinking of you").map(\.text) == ["[heart]"], "the phrase typed whole finds it")
        #expect(index.search("thinking of you").rank(at: 0).tier == .word, "as a keyword")
        #expect(index.search("pondering").map(\.text) == ["[think]", "[heart]"], "equals in catalog order")
        #expect(
            index.search("pondering").indices.allSatisfy { index.search("pondering").rank(at: $0).tier == .groupWord })
        #expect(
            index.search("ponder").map(\.text) == ["[think]", "[heart]"], "a Latin start still finds an everyday word")
        #expect(index.search("狗头").map(\.text) == ["[doge]"])
        #expect(index.search("goutou").map(\.text) == ["[doge]"], "in pinyin, whole")
        #expect(index.search("狗").isEmpty, "a Chinese everyday word is found whole, like a group's name")
    }

    @Test func chineseCharactersNoWordHoldsAreSaidExceptParticles() {
        let index = Self.index([
            Self.sticker("[rice]", zh: "饭"), Self.sticker("[happy]", zh: "开心"), Self.sticker("[cat]", zh: "猫咪"),
            Self.sticker("[ah]", zh: "啊")
        ])
        let breakfast = index.search("早饭")
        #expect(breakfast.map(\.text) == ["[rice]"])
        #expect(breakfast.ignoredWords == ["早"], "早 is no word of the index: said")
        let unhappy = index.search("不开心")
        #expect(unhappy.map(\.text) == ["[happy]"] && unhappy.ignoredWords == ["不"], "不 turns the meaning: said")
        #expect(index.search("开心的").ignoredWords.isEmpty, "的 is a particle")
        let cat = index.search("猫咪啊")
        #expect(cat.map(\.text) == ["[cat]"], "a particle is weighed last, even when it is a word of the index")
        #expect(cat.ignoredWords.isEmpty)
    }

    @Test func aStickerCodeTypedWithItsBracketsComesFirst() {
        let index = Self.index([Self.sticker("[smile]", en: "grin"), Self.sticker("[grin]", en: "smile")])
        #expect(index.search("smile").map(\.text) == ["[smile]", "[grin]"])
        #expect(index.search("[grin]").map(\.text) == ["[grin]", "[smile]"])
        #expect(index.search("[grin]").rank(at: 0).tier == .exactName)
    }

    @Test func synonymsComeFromTheTableAndRankAsKeywords() throws {
        let table = try Fixtures.text(Fixtures.assets + "/synonyms.tsv")
        let synonyms = SearchSynonyms(parsing: table)
        #expect(synonyms.keywords(of: "💪")?.split(separator: "|").contains("strong") == true)
        #expect(synonyms.keywords(of: "🪅") == nil)
        for (query, first) in [("strong", "💪"), ("lol", "😂"), ("+1", "👍"), ("点赞", "👍"), ("dianzan", "👍"), ("加油", "💪")] {
            let results = ShippedSearch.index.search(query)
            #expect(results.first?.text == first, "\(query): \(results)")
            #expect(results.first.map { _ in results.rank(at: 0).tier } == .word, "\(query)")
        }
        let index = Self.index(
            [Self.sticker("[flex]", en: "flex")], synonyms: SearchSynonyms(parsing: "strong\t[flex]\n"))
        #expect(index.search("strong").map(\.text) == ["[flex]"])
        #expect(Self.index([Self.sticker("[flex]", en: "flex")]).search("strong").isEmpty, "the table is what finds it")
        let parsed = SearchSynonyms(parsing: "# comment\nno tab\n\t😀\nyay\t🎉 🥳\nwoo\t🎉\n")
        #expect(parsed.keywords(of: "🎉") == "yay|woo")
        #expect(parsed.keywords(of: "🥳") == "yay")
        #expect(parsed.keywords(of: "😀") == nil)
    }

    @Test func popularityOrdersEqualMatchesAndUsageComesFirst() throws {
        let groups = try EmojiCatalog.parse(
            "@group\tG\n@subgroup\ts\n💘\t\theart with arrow\t\t\t\n❤️\t\tred heart\t\t\t\n")
        func index(_ popularity: EmojiPopularity) -> SearchIndex {
            SearchIndex(emojiGroups: groups, tabs: [], groupNames: .empty, readings: .empty, popularity: popularity)
        }
        #expect(index(.none).search("heart").map(\.text) == ["💘", "❤️"], "catalog order without a ranking")
        let ranked = index(EmojiPopularity(parsing: "# most used first\n❤\n💘\n"))
        #expect(ranked.search("heart").map(\.text) == ["❤️", "💘"])
        let used = ranked.search("heart", usage: ["💘": EmotionUsage(count: 1, lastUse: 1)])
        #expect(used.map(\.text) == ["💘", "❤️"], "use breaks the tie before popularity")
        let rare = (0...Int(EmojiPopularity.unrankedPlace)).map { "x\($0)\n" }.joined() + "💘\n"
        #expect(
            index(EmojiPopularity(parsing: rare)).search("heart").map(\.text) == ["❤️", "💘"],
            "an unranked emoji before one ranked past unrankedPlace")
        #expect(ShippedSearch.texts("heart").first == "❤️")
        let popularity = EmojiPopularity(parsing: try Fixtures.text(Fixtures.assets + "/popularity.tsv"))
        #expect(popularity.place(of: "😂") == 0)
        #expect(popularity.place(of: "❤") == 1, "U+FE0F ignored")
        #expect(popularity.count > 800)
    }

    @Test func amongEquallyPopularEmojiANameWordGoesBeforeAKeyword() throws {
        let groups = try EmojiCatalog.parse(
            "@group\tG\n@subgroup\ts\n⛩️\t\tshinto shrine\t神社\tjapan|shrine\t日本\n"
                + "🇯🇵\t\tflag: Japan\t旗: 日本\tflag\t旗\n")
        func index(_ popularity: EmojiPopularity) -> SearchIndex {
            SearchIndex(emojiGroups: groups, tabs: [], groupNames: .empty, readings: .empty, popularity: popularity)
        }
        for query in ["japan", "日本"] {
            #expect(index(.none).search(query).map(\.text) == ["🇯🇵", "⛩️"], "\(query): both whole words, one in a name")
            #expect(
                index(EmojiPopularity(parsing: "⛩\n")).search(query).map(\.text) == ["⛩️", "🇯🇵"],
                "\(query): popularity first")
        }
        #expect(index(.none).search("shrine").map(\.text) == ["⛩️"])
    }

    @Test func aWholeNameTypedAsInitialsRanksAsAWord() throws {
        let groups = try EmojiCatalog.parse(
            "@group\tG\n@subgroup\ts\n🌾\t\tsheaf of rice\t稻子\t\t\n👍\t\tthumbs up\t\t\t点赞\n")
        let index = SearchIndex(
            emojiGroups: groups, tabs: [], groupNames: .empty, readings: Self.readings,
            popularity: EmojiPopularity(parsing: "👍\n🌾\n"))
        let initials = index.search("dz")
        #expect(initials.map(\.text) == ["👍", "🌾"], "popularity decides between two whole words")
        #expect(
            initials.indices.allSatisfy {
                initials.rank(at: $0) == SearchRank(tier: .word, spelling: .pinyinAbbreviated)
            })
        let full = index.search("daozi")
        #expect(full.map(\.text) == ["🌾"])
        #expect(
            full.rank(at: 0) == SearchRank(tier: .exactName, spelling: .pinyin), "in full the whole name still counts")
    }

    @Test func pinyinShowsEachWordsBestEmotionBeforeASecondOne() {
        let index = Self.index([
            Self.sticker("[sleep]", zh: "睡觉"), Self.sticker("[bed]", zh: "睡觉"), Self.sticker("[phone]", zh: "手机"),
            Self.sticker("[ring]", zh: "手机"), Self.sticker("[world]", zh: "世界"), Self.sticker("[cake]", en: "cake"),
            Self.sticker("[cake2]", en: "cake"), Self.sticker("[car]", en: "car")
        ])
        #expect(
            index.search("sj").map(\.text) == ["[sleep]", "[phone]", "[world]", "[bed]", "[ring]"],
            "sj is 睡觉, 手机 or 世界: one of each first, each side in catalog order")
        #expect(index.search("shouji").map(\.text) == ["[phone]", "[ring]"], "one word: its order is kept")
        #expect(index.search("ca").map(\.text) == ["[cake]", "[cake2]", "[car]"], "direct prefixes keep their order")
        let used = index.search("sj", usage: ["[ring]": EmotionUsage(count: 3, lastUse: 9)])
        #expect(used.map(\.text) == ["[ring]", "[sleep]", "[phone]", "[world]", "[bed]"], "usage still goes first")
        #expect(
            index.search("sj sj").map(\.text) == ["[sleep]", "[bed]", "[phone]", "[ring]", "[world]"],
            "a word typed twice is two words: catalog order")
    }

    @Test func usageNeverLiftsAWorseMatch() throws {
        let use = ["👍🏽": EmotionUsage(count: 50, lastUse: 100)]
        for query in ["笑", "xiao", "smile", "heart"] {
            let plain = ShippedSearch.index.search(query)
            let used = ShippedSearch.index.search(query, usage: use)
            #expect(used.indices.dropFirst().allSatisfy { used.rank(at: $0 - 1) <= used.rank(at: $0) }, "\(query)")
            if let thumb = used.firstIndex(where: { $0.text == "👍" }) {
                let rank = used.rank(at: thumb)
                #expect(used.indices.prefix(thumb).allSatisfy { used.rank(at: $0) <= rank }, "\(query)")
                #expect(
                    plain.indices.filter { plain.rank(at: $0) < rank }.count == thumb,
                    "\(query): first among its equals")
            }
        }
    }
}
