/// Collects the documents of a search index (one per emotion, skin-tone variants included) and turns them into the
/// index's tables.
struct SearchIndexBuilder {
    /// Each name, keyword list or group name is read up to this many scalars (the catalog's longest is 226): a hostile
    /// pack with a megabyte of name costs the index no more than this.
    static let maximumFieldLength = 1024

    private(set) var emotions: [Emotion] = []
    private var baseOf: [Int32] = []
    private var words: [[UInt8]] = []
    private var idOfWord: [WordKey: UInt32] = [:]
    private var occurrences: [(word: UInt32, doc: UInt32, tiers: UInt8)] = []
    private var nameWords: [UInt32] = []
    private var nameStart: [Int32] = [0]
    private var docOfText: [WordKey: Int32] = [:]
    private var kaomoji: [(doc: Int32, text: String)] = []

    /// Adds an emotion; `base` is the document of the base a skin-tone variant belongs to; `keywords` may hold several
    /// separated by "|"; `groupWords` are words (from `words(of:)`) matched like keywords, e.g. its group's names. The
    /// emotion is kept without its keywords (the index holds them in its own form). Returns its document number.
    /// O(length of the names and keywords, each read up to `maximumFieldLength` scalars).
    @discardableResult
    mutating func add(_ emotion: Emotion, base: Int32? = nil, names: [String], keywords: String, groupWords: [UInt32]) -> Int32 {
        let doc = Int32(emotions.count)
        emotions.append(Emotion(kind: emotion.kind, text: emotion.text, nameEN: emotion.nameEN, nameZH: emotion.nameZH,
                                variants: emotion.variants.map {
                                    Emotion(kind: $0.kind, text: $0.text, nameEN: $0.nameEN, nameZH: $0.nameZH)
                                }))
        baseOf.append(base ?? -1)
        for name in names where !name.isEmpty {
            let ids = words(of: name)
            for (position, id) in ids.enumerated() {
                let prefix: SearchRank.Tier = position > 0 ? .nameWordPrefix : .namePrefix
                let exact: SearchRank.Tier = position == 0 && ids.count == 1 ? .exactName : prefix
                occurrences.append((id, UInt32(doc), exact.rawValue << 4 | prefix.rawValue))
            }
            if !ids.isEmpty { nameWords += ids + [UInt32.max] }
        }
        nameStart.append(Int32(nameWords.count))
        let keywordTiers = SearchRank.Tier.keywordPrefix.rawValue << 4 | SearchRank.Tier.keywordPrefix.rawValue
        SearchTokenizer.forEachWord(in: keywords, limit: Self.maximumFieldLength) { word in
            occurrences.append((intern(word), UInt32(doc), keywordTiers))
        }
        for id in groupWords { occurrences.append((id, UInt32(doc), keywordTiers)) }
        let raw = SearchTokenizer.rawUTF8(of: emotion.text, limit: Self.maximumFieldLength)
        let key = WordKey(raw)
        if docOfText[key] == nil { docOfText[key] = doc }
        if emotion.kind == .kaomoji { kaomoji.append((doc, String(decoding: raw, as: UTF8.self))) }
        return doc
    }

    /// The ids of the words of `text`, entered into the vocabulary. O(length of `text`).
    mutating func words(of text: String) -> [UInt32] {
        var ids: [UInt32] = []
        SearchTokenizer.forEachWord(in: text, limit: Self.maximumFieldLength) { ids.append(intern($0)) }
        return ids
    }

    private mutating func intern(_ word: [UInt8]) -> UInt32 {
        let key = WordKey(word)
        if let id = idOfWord[key] { return id }
        let id = UInt32(words.count)
        idOfWord[key] = id
        words.append(word)
        return id
    }

    /// The finished tables: words renumbered in sorted order, postings, suffixes and pinyin.
    /// O(w log w + b log b + o) for w words of b bytes and o occurrences.
    func finish(readings: PinyinReadings) -> SearchIndex.Tables {
        let order = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        var finalID = [UInt32](repeating: 0, count: words.count)
        for (rank, temporary) in order.enumerated() { finalID[temporary] = UInt32(rank) }
        let sortedWords = order.map { words[$0] }
        var hanWords: [(id: UInt32, scalars: [UInt32])] = []
        for (id, word) in sortedWords.enumerated() {
            let scalars = String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value)
            if let first = scalars.first, SearchFolding.isHan(first) { hanWords.append((UInt32(id), scalars)) }
        }
        return SearchIndex.Tables(
            emotions: emotions,
            baseOf: baseOf,
            vocabulary: SearchVocabulary(sortedWords: sortedWords),
            postings: WordPostings(wordCount: words.count,
                                   occurrences: occurrences.map { (finalID[Int($0.word)], $0.doc, $0.tiers) }),
            pinyin: PinyinIndex(words: hanWords, readings: readings),
            nameWords: nameWords.map { $0 == UInt32.max ? $0 : finalID[Int($0)] },
            nameStart: nameStart,
            docOfText: docOfText,
            kaomoji: kaomoji)
    }
}
