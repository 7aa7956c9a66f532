/// Finds emotions by English and Chinese names and keywords, names and keywords in the user's language, sticker codes, kaomoji names, group and subgroup names in
/// both languages, and pinyin, ranked best first (see `SearchRank`); frequent and recent use break ties.
///
/// Built once (tens of milliseconds: build it off the window's start-up path, e.g. on a background thread after the
/// first frame) and immutable, so any thread may query it. A query costs well under a millisecond over the catalog and
/// ten thousand stickers (`make bench`), so the window can search again on every key typed.
public final class SearchIndex: Sendable {
    /// Queries are read up to this many Unicode scalars; the rest is ignored (nobody types more into a search field,
    /// and it bounds the work of a hostile query).
    public static let maximumQueryLength = 128

    struct Tables: Sendable {
        /// Every document's emotion, without keywords: the emoji groups in order (each base followed by its skin-tone
        /// variants), then the tabs' emotions in tab order; a document's number is its place here.
        let emotions: [Emotion]
        /// The document of a variant's base; -1 for everything else.
        let baseOf: [Int32]
        let vocabulary: SearchVocabulary
        let postings: WordPostings
        let pinyin: PinyinIndex
        let spellings: PinyinSpellings
        /// Document `d`'s names as word ids, each name followed by `UInt32.max`: `nameWords[nameStart[d]..<nameStart[d + 1]]`.
        let nameWords: [UInt32]
        let nameStart: [Int32]
        /// Documents by their folded text as UTF-8 (the first one when two fold alike).
        let docOfText: [WordKey: Int32]
        /// The kaomoji documents with their folded text, searched through when a query has no letters or digits.
        let kaomoji: [(doc: Int32, text: String)]
        /// Each document's place in the popularity ranking (documents are numbered in this order).
        let place: [Int32]
    }

    let tables: Tables

    /// Indexes the emoji of `emojiGroups` (parsed with keywords) and the emotions of the pack and kaomoji `tabs`
    /// (other tabs are skipped); `groupNames` gives Chinese group names, `readings` the pinyin of Han text, `names`
    /// each emoji's name and keywords in the user's language, indexed beside the English and Chinese ones,
    /// `synonyms` more keywords, `everydayWords` more words ranked as a group's name (broad and less certain; a phrase
    /// only whole, as a synonym's), and `popularity` the order of equally good matches.
    /// O(total length of all names and keywords, log-linear in the number of distinct words and of emotions).
    public init(
        emojiGroups: [EmojiGroup], tabs: [Tab], groupNames: GroupNames, readings: PinyinReadings,
        names: LocalizedNames = .english,
        synonyms: SearchSynonyms = .none, everydayWords: SearchSynonyms = .none, popularity: EmojiPopularity = .none
    ) {
        var builder = SearchIndexBuilder()
        for group in emojiGroups {
            let groupWords = ([group.name] + groupNames.chinese(.group, group.name)).flatMap { builder.words(of: $0) }
            let subgroupWords = group.subgroups.map { subgroup in
                groupWords + ([subgroup] + groupNames.chinese(.subgroup, subgroup)).flatMap { builder.words(of: $0) }
            }
            for (index, base) in group.emotions.enumerated() {
                let subgroup = group.subgroupIndices.indices.contains(index) ? group.subgroupIndices[index] : -1
                let words = subgroupWords.indices.contains(subgroup) ? subgroupWords[subgroup] : groupWords
                let local = names.entry(forEmoji: base.text)
                let extra = Self.wordsAndPhrases(synonyms.keywords(of: base.text))
                let everyday = (everydayWords.keywords(of: base.text) ?? "").split(separator: "|").map(String.init)
                let doc = builder.add(
                    base, names: [base.nameEN, base.nameZH, local?.name ?? ""],
                    keywords: Self.joined(Self.joined(base.keywords, local?.keywords), extra.words),
                    keywordWords: extra.phrases.compactMap { builder.joinedWord(of: $0) },
                    groupWords: words + everyday.compactMap { builder.joinedWord(of: $0) },
                    popularity: popularity.place(of: base.text) ?? EmojiPopularity.unrankedPlace)
                for variant in base.variants {
                    let local = names.entry(forEmoji: variant.text)
                    builder.add(
                        variant, base: doc, names: [variant.nameEN, variant.nameZH, local?.name ?? ""],
                        keywords: Self.joined(variant.keywords, local?.keywords), groupWords: words)
                }
            }
        }
        for tab in tabs where tab.kind == .pack || tab.kind == .kaomoji {
            let groupWords = ([tab.title] + groupNames.chinese(.tab, tab.title)).flatMap { builder.words(of: $0) }
            for emotion in tab.emotions {
                let extra = Self.wordsAndPhrases(synonyms.keywords(of: emotion.text))
                let everyday = (everydayWords.keywords(of: emotion.text) ?? "").split(separator: "|").map(String.init)
                builder.add(
                    emotion, names: [emotion.nameEN, emotion.nameZH] + (emotion.code.map { [$0] } ?? []),
                    keywords: Self.joined(emotion.keywords, extra.words),
                    keywordWords: extra.phrases.compactMap { builder.joinedWord(of: $0) },
                    groupWords: groupWords + everyday.compactMap { builder.joinedWord(of: $0) },
                    popularity: EmojiPopularity.unrankedPlace + 1)
            }
        }
        tables = builder.finish(readings: readings)
    }

    /// Indexes `catalog`'s packs and kaomoji with the emoji of `emojiGroups`.
    public convenience init(
        catalog: KeyboardCatalog, emojiGroups: [EmojiGroup], groupNames: GroupNames, readings: PinyinReadings,
        names: LocalizedNames = .english, synonyms: SearchSynonyms = .none, everydayWords: SearchSynonyms = .none,
        popularity: EmojiPopularity = .none
    ) {
        self.init(
            emojiGroups: emojiGroups, tabs: catalog.tabs, groupNames: groupNames, readings: readings, names: names,
            synonyms: synonyms, everydayWords: everydayWords, popularity: popularity)
    }

    /// Synonyms (separated by "|") split into single words and phrases of several words (`thank you`), which are
    /// indexed as one word each (`SearchIndexBuilder.joinedWord`): typed whole the phrase finds its emotions as a
    /// keyword does, while one of its words alone (`you`) does not find them at all.
    private static func wordsAndPhrases(_ synonyms: String?) -> (words: String, phrases: [String]) {
        guard let synonyms else { return ("", []) }
        var words: [Substring] = []
        var phrases: [String] = []
        for synonym in synonyms.split(separator: "|") {
            if synonym.contains(" ") { phrases.append(String(synonym)) } else { words.append(synonym) }
        }
        return (words.joined(separator: "|"), phrases)
    }

    /// Keyword lists joined with "|", the second left out when empty.
    private static func joined(_ keywords: String, _ more: String?) -> String {
        guard let more, !more.isEmpty else { return keywords }
        return keywords.isEmpty ? more : keywords + "|" + more
    }

    /// How many emotions are indexed, skin-tone variants included.
    public var count: Int { tables.emotions.count }
}
