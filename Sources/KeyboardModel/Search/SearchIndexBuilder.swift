/// Collects the documents of a search index (one per emotion, skin-tone variants included) and turns them into the
/// index's tables.
struct SearchIndexBuilder {
    /// Each name, keyword list or group name is read up to this many scalars (the catalog's longest is 226): a hostile
    /// pack with a megabyte of name costs the index no more than this.
    static let maximumFieldLength = 1024

    private(set) var emotions: [Emotion] = []
    private var baseOf: [Int32] = []
    private var popularity: [Int32] = []
    private var words: [[UInt8]] = []
    private var idOfWord: [WordKey: UInt32] = [:]
    private var occurrences: [(word: UInt32, doc: UInt32, tiers: UInt8)] = []
    private var nameWords: [UInt32] = []
    private var nameStart: [Int32] = [0]
    private var docOfText: [WordKey: Int32] = [:]
    private var kaomoji: [(doc: Int32, text: String)] = []

    /// Ends a name in `nameWords` that can be matched whole (`SearchRank.Tier.exactName`): an emoji's.
    static let exactNameEnd = UInt32.max
    /// Ends any other name in `nameWords`.
    static let nameEnd = UInt32.max - 1

    /// Adds an emotion; `base` is the document of the base a skin-tone variant belongs to; `keywords` may hold several
    /// separated by "|"; `groupWords` are words (from `words(of:)`) of its group's names; `popularity` is its place in
    /// the popularity ranking (`EmojiPopularity`), `Int32.max` when it has none. An emoji's name typed whole ranks as
    /// `exactName`; a sticker's or kaomoji's names and code rank as words, so that a pack cannot shadow the emoji
    /// of the same name. The emotion is kept without its keywords (the index holds them in its own form). Returns its
    /// document number before `finish` orders the documents. O(length of the names and keywords, each read up to
    /// `maximumFieldLength` scalars).
    @discardableResult
    mutating func add(
        _ emotion: Emotion, base: Int32? = nil, names: [String], keywords: String, keywordWords: [UInt32] = [],
        groupWords: [UInt32], popularity: Int32 = .max
    ) -> Int32 {
        let doc = Int32(emotions.count)
        emotions.append(
            Emotion(
                kind: emotion.kind, text: emotion.text, nameEN: emotion.nameEN, nameZH: emotion.nameZH,
                variants: emotion.variants.map {
                    Emotion(kind: $0.kind, text: $0.text, nameEN: $0.nameEN, nameZH: $0.nameZH)
                }))
        baseOf.append(base ?? -1)
        self.popularity.append(popularity)
        let exactNames = emotion.kind == .emoji
        let wordTiers = SearchRank.Tier.word.rawValue << 4 | SearchRank.Tier.prefix.rawValue
        for name in names where !name.isEmpty {
            let ids = words(of: name)
            for (position, id) in ids.enumerated() {
                let whole = exactNames && position == 0 && ids.count == 1
                occurrences.append(
                    (
                        id, UInt32(doc),
                        whole ? SearchRank.Tier.exactName.rawValue << 4 | SearchRank.Tier.prefix.rawValue : wordTiers
                    ))
            }
            if !ids.isEmpty { nameWords += ids + [exactNames ? Self.exactNameEnd : Self.nameEnd] }
        }
        nameStart.append(Int32(nameWords.count))
        SearchTokenizer.forEachWord(in: keywords, limit: Self.maximumFieldLength) { word in
            occurrences.append((intern(word), UInt32(doc), wordTiers))
        }
        for id in keywordWords { occurrences.append((id, UInt32(doc), wordTiers)) }
        let groupTiers = SearchRank.Tier.groupWord.rawValue << 4 | SearchRank.Tier.groupPrefix.rawValue
        for id in groupWords { occurrences.append((id, UInt32(doc), groupTiers)) }
        let raw = SearchTokenizer.rawUTF8(of: emotion.text, limit: Self.maximumFieldLength)
        let key = WordKey(raw)
        if docOfText[key] == nil { docOfText[key] = doc }
        if emotion.kind == .kaomoji { kaomoji.append((doc, String(decoding: raw, as: UTF8.self))) }
        return doc
    }

    /// The ids of the words of `text`, entered into the vocabulary. O(length of `text`).
    /// A phrase of several words as one word of the index, its words joined without spaces (`thank you` as
    /// `thankyou`): what a query of those words typed together finds (`SearchIndex.matchJoined`), while none of them
    /// typed alone does. A single word is itself.
    mutating func joinedWord(of phrase: String) -> UInt32? {
        var joined: [UInt8] = []
        SearchTokenizer.forEachWord(in: phrase, limit: Self.maximumFieldLength) { joined += $0 }
        return joined.isEmpty ? nil : intern(joined)
    }

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

    /// The finished tables: documents renumbered by popularity (the order of equally good matches), words renumbered
    /// in sorted order, postings, suffixes and pinyin. O(n log n + w log w + b log b + o log o) for n documents, w
    /// words of b bytes and o occurrences.
    func finish(readings: PinyinReadings) -> SearchIndex.Tables {
        // A variant follows its base's popularity, and stays right after it.
        let rankOf = emotions.indices.map { doc in popularity[baseOf[doc] >= 0 ? Int(baseOf[doc]) : doc] }
        let docOrder = emotions.indices.sorted { (rankOf[$0], $0) < (rankOf[$1], $1) }
        var newDoc = [Int32](repeating: 0, count: emotions.count)
        for (place, doc) in docOrder.enumerated() { newDoc[doc] = Int32(place) }
        var orderedNameWords: [UInt32] = []
        var orderedNameStart: [Int32] = [0]
        for doc in docOrder {
            orderedNameWords += nameWords[Int(nameStart[doc])..<Int(nameStart[doc + 1])]
            orderedNameStart.append(Int32(orderedNameWords.count))
        }
        let order = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        var finalID = [UInt32](repeating: 0, count: words.count)
        for (rank, temporary) in order.enumerated() { finalID[temporary] = UInt32(rank) }
        let sortedWords = order.map { words[$0] }
        var hanWords: [(id: UInt32, scalars: [UInt32])] = []
        for (id, word) in sortedWords.enumerated() {
            let scalars = String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value)
            if let first = scalars.first, SearchFolding.isHan(first) { hanWords.append((UInt32(id), scalars)) }
        }
        let renumbered = occurrences.map { (finalID[Int($0.word)], UInt32(newDoc[Int($0.doc)]), $0.tiers) }
            .sorted { $0.1 < $1.1 }
        return SearchIndex.Tables(
            emotions: docOrder.map { emotions[$0] },
            baseOf: docOrder.map { baseOf[$0] >= 0 ? newDoc[Int(baseOf[$0])] : -1 },
            vocabulary: SearchVocabulary(sortedWords: sortedWords),
            postings: WordPostings(wordCount: words.count, occurrences: renumbered),
            pinyin: PinyinIndex(words: hanWords, readings: readings),
            spellings: PinyinSpellings(words: hanWords.map(\.scalars), readings: readings),
            nameWords: orderedNameWords.map { $0 >= Self.nameEnd ? $0 : finalID[Int($0)] },
            nameStart: orderedNameStart,
            docOfText: docOfText.mapValues { newDoc[Int($0)] },
            kaomoji: kaomoji.map { (newDoc[Int($0.doc)], $0.text) },
            place: docOrder.map { rankOf[$0] })
    }
}
