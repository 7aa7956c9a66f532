extension SearchIndex {
    /// The emotions matching `query`, best first.
    ///
    /// The query is folded (case, accents, full width, U+FE0F; see `SearchFolding`) and split into words, a run of
    /// Han characters that no word of the index contains into the words it is made of (`segmented`); every word
    /// must match (`flag japan`, `猫 笑`; when no emotion matches them all, those that match together are kept and the
    /// others named in `SearchResults.ignoredWords`: `matchMostWords`), each by a word of a name or keyword equal to it or starting with it, by a
    /// Chinese name or keyword read as pinyin (`xiao`, `xiaoku`, `xk`), or from inside a word (always for Chinese,
    /// from three letters for other scripts: shorter fragments inside words would find nearly everything). Words
    /// typed in a row also match an emoji's name whole (`flag japan` is the name "flag: Japan"), a synonym's phrase
    /// (`thank you`; `matchJoined`), and Latin words typed apart as pinyin (`xiao ku`). A Latin word that matches nothing as written and no whole word through pinyin is
    /// also read as a phrase of pinyin pieces (`ribenguoqi` as 日本 国旗; `pinyinSegmentations`), matched through
    /// pinyin only. A query that is an emotion's text (`[笑哭]`, a sticker's code with its brackets) finds it first.
    /// A query without letters or digits (an emoji, a kaomoji) finds the emotion that is exactly it and the kaomoji
    /// containing it (symbols beside letters are ignored). A skin-tone variant comes only when its base does not match
    /// (`wave` gives 👋, `wave dark` its dark tones).
    ///
    /// Order: by `SearchRank` (a query of several words ranks by its worst word, or as a whole name), then by `usage`
    /// (more uses first, then the latest use; a variant's use counts for its base too), then, within a rank reached
    /// through pinyin by a one-word query, the best emotion of each Chinese word matched before a second one (`sj` is
    /// 睡觉, 三角, 世界, ...), then by popularity (the index's `EmojiPopularity`; stickers and kaomoji after the emoji
    /// it does not rank), among equally popular ones a whole word found in a name before one found only in keywords,
    /// then in catalog order.
    ///
    /// O(q · (log w + m + n + p) + s · (p + n) + v + u log u): q distinct words in the query (at most
    /// `maximumQueryLength` scalars are read), w words in the index, m places those words occur, n documents, p the
    /// pinyin match of a Latin word (`PinyinIndex.matches`), s pieces of a pinyin phrase tried (a few), v words in the
    /// index, u entries of `usage`.
    public func search(_ query: String, usage: [String: EmotionUsage] = [:]) -> SearchResults {
        let count = tables.emotions.count
        var ranks = [UInt8](repeating: Self.unmatched, count: count)
        let words = SearchTokenizer.words(of: query, limit: Self.maximumQueryLength)
        var found = false
        var wholeWords: [UInt32] = []
        var via: [UInt32] = []
        var ignored: [[UInt8]] = []
        if words.isEmpty {
            found = matchWhole(SearchTokenizer.raw(of: query, limit: Self.maximumQueryLength), into: &ranks)
        } else {
            if words.count == 1, words[0].allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
                via = [UInt32](repeating: .max, count: count)
            }
            found = match(words, into: &ranks, wholeWords: &wholeWords, via: &via)
            var dropped: [[UInt8]] = []
            let split = segmented(words, dropped: &dropped)
            if split != words, !split.isEmpty {
                var alternative = [UInt8](repeating: Self.unmatched, count: count)
                var untracked: [UInt32] = []
                if match(split, into: &alternative, wholeWords: &wholeWords, via: &untracked) {
                    // Found only as its words: the characters no word holds were left out, which the results say.
                    if !found { ignored = dropped.filter { !Self.particles.contains($0) } }
                    found = true
                    lower(&ranks, to: alternative, via: &via)
                }
            } else if words.count == 1, wholeWords.isEmpty, tables.vocabulary.words(startingWith: words[0]).isEmpty {
                var alternative = [UInt8](repeating: Self.unmatched, count: count)
                var matchedPieces: [PinyinPiece: [UInt8]] = [:]
                for pieces in pinyinSegmentations(words[0], partialEnd: !found)
                where matchPinyinPieces(pieces, into: &alternative, matched: &matchedPieces) {
                    found = true
                    lower(&ranks, to: alternative, via: &via)
                    break
                }
            }
        }
        // A query that is an emotion's text (a sticker's code typed with its brackets, `[笑哭]`) finds it first.
        if !words.isEmpty,
            let doc = tables.docOfText[WordKey(SearchTokenizer.rawUTF8(of: query, limit: Self.maximumQueryLength))]
        {
            ranks[Int(doc)] = SearchRank(tier: .exactName).code
            if !via.isEmpty { via[Int(doc)] = .max }
            found = true
        }
        if !found, !words.isEmpty {
            let split = segmented(words)
            ignored = matchMostWords(split.isEmpty ? words : split, into: &ranks, wholeWords: &wholeWords)
            found = ignored.count < Set(split.isEmpty ? words : split).count
        }
        guard found else { return SearchResults(query: query, emotions: tables.emotions, docs: [], codes: []) }
        return ordered(
            query: query, ranks: ranks, usage: usage, wholeWords: wholeWords, via: via,
            ignoredWords: ignored.map { String(decoding: $0, as: UTF8.self) })
    }

    /// Ranks the documents matching every word of `words`, adding to `wholeWords` the words of the index they
    /// match whole (directly or as pinyin) and, when `via` is not empty (a query of one word), setting `via[d]` to the
    /// word of the index that gave document `d` its rank; returns whether any document matched.
    func match(_ words: [[UInt8]], into ranks: inout [UInt8], wholeWords: inout [UInt32], via: inout [UInt32]) -> Bool {
        let everyWord = matchEveryWord(words, into: &ranks, wholeWords: &wholeWords, via: &via)
        guard words.count > 1 else { return everyWord }
        if everyWord {
            matchPhrase(words, into: &ranks)
            matchPinyinTypedApart(words, into: &ranks, wholeWords: &wholeWords)
        }
        return matchJoined(words, into: &ranks) || everyWord
    }

    /// Lowers the rank of the documents with a phrase (`SearchIndexBuilder.joinedWord`) that is the query's words
    /// typed together (`thank you`), or that starts with them (`thank yo`, as a prefix), to that match's rank; returns
    /// whether any matched. O(log w + m) for the phrases starting so and their m places.
    private func matchJoined(_ words: [[UInt8]], into ranks: inout [UInt8]) -> Bool {
        let joined = words.flatMap { $0 }
        let starting = tables.vocabulary.words(startingWith: joined)
        var any = false
        for id in starting {
            let match: WordMatch =
                id == starting.lowerBound && tables.vocabulary.length(of: id) == joined.count ? .exact : .prefix
            for slot in tables.postings.range(of: id) {
                let code = Self.code(tables.postings.tiers[slot], match, .text)
                let doc = Int(tables.postings.docs[slot])
                if code < ranks[doc] { ranks[doc] = code }
                any = true
            }
        }
        return any
    }

    /// The rank code of a match at an occurrence with `tiers`. A whole name typed as initials ranks as a whole word:
    /// two or three letters are the initials of many names (`dz` is 稻子 🌾 as much as 点赞), so popularity decides.
    static func code(_ tiers: UInt8, _ match: WordMatch, _ spelling: SearchRank.Spelling) -> UInt8 {
        let tier = WordPostings.tier(tiers, match)
        let exact = SearchRank.Tier.exactName.rawValue
        return SearchRank.code(
            tier: spelling == .pinyinAbbreviated && tier == exact ? SearchRank.Tier.word.rawValue : tier,
            spelling: spelling)
    }

    /// Rank code of a document that did not match.
    static let unmatched: UInt8 = .max

    /// Intersects the matches of every distinct word; a document's rank is that of its worst word. Returns whether
    /// anything matched. O(q · (log w + m + n)).
    private func matchEveryWord(
        _ words: [[UInt8]], into ranks: inout [UInt8], wholeWords: inout [UInt32],
        via: inout [UInt32]
    ) -> Bool {
        var seen: Set<[UInt8]> = []
        var scratch: [UInt8] = []
        var untracked: [UInt32] = []
        for word in words where seen.insert(word).inserted {
            if seen.count == 1 {
                collect(word, into: &ranks, wholeWords: &wholeWords, via: &via)
                if !ranks.contains(where: { $0 != Self.unmatched }) { return false }
                continue
            }
            if scratch.isEmpty {
                scratch = [UInt8](repeating: Self.unmatched, count: ranks.count)
            } else {
                for index in scratch.indices { scratch[index] = Self.unmatched }
            }
            collect(word, into: &scratch, wholeWords: &wholeWords, via: &untracked)
            var any = false
            for index in ranks.indices {
                let mine = scratch[index]
                let before = ranks[index]
                let combined = mine == Self.unmatched || before == Self.unmatched ? Self.unmatched : max(mine, before)
                ranks[index] = combined
                any = any || combined != Self.unmatched
            }
            if !any { return false }
        }
        return true
    }

    /// Lowers each document's rank to the best match of `word` in it: words of the index starting with it, containing
    /// it (Han, or three letters and more) and, for letters a-z, Han words whose pinyin it matches; records in `via`,
    /// unless it is empty, the word that gave each document its rank. O(log w + m).
    private func collect(_ word: [UInt8], into ranks: inout [UInt8], wholeWords: inout [UInt32], via: inout [UInt32]) {
        let vocabulary = tables.vocabulary
        let postings = tables.postings
        let tracksWords = !via.isEmpty
        // A group's Chinese name (笑脸 for every smiley and person) is found only whole: a character or syllable of it
        // (笑, xiao) would list the whole group above the names that hold it (微笑 for 😊). Latin prefixes of a
        // group's name (`anim`) still find it as you type.
        let isHan = word.first.map { $0 >= 0xE3 } ?? false
        let groupPrefix = SearchRank.Tier.groupPrefix.rawValue
        via.withUnsafeMutableBufferPointer { via in
            ranks.withUnsafeMutableBufferPointer { ranks in
                postings.docs.withUnsafeBufferPointer { docs in
                    postings.tiers.withUnsafeBufferPointer { tiers in
                        func apply(_ id: UInt32, _ match: WordMatch, _ spelling: SearchRank.Spelling) {
                            if match == .exact { wholeWords.append(id) }
                            let wholeGroupWordsOnly = match != .exact && (spelling != .text || isHan)
                            for slot in postings.range(of: id) {
                                if wholeGroupWordsOnly, tiers[slot] & 15 == groupPrefix { continue }
                                let code = Self.code(tiers[slot], match, spelling)
                                let doc = Int(docs[slot])
                                if code < ranks[doc] {
                                    ranks[doc] = code
                                    if tracksWords { via[doc] = id }
                                }
                            }
                        }
                        let starting = vocabulary.words(startingWith: word)
                        for id in starting {
                            let isWhole = id == starting.lowerBound && vocabulary.length(of: id) == word.count
                            apply(id, isWhole ? .exact : .prefix, .text)
                        }
                        // An English plural finds the singular as a whole word (`noodles`, `cats`); other inflections
                        // find their base as a prefix would (`laughing` "laugh", below the whole word "laughing").
                        if word.count >= 4, word.last == 0x73, word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
                            let singular = vocabulary.id(of: Array(word.dropLast()))
                        {
                            apply(singular, .exact, .text)
                        }
                        for stem in EnglishStems.of(word) {
                            if let id = vocabulary.id(of: stem) { apply(id, .prefix, .text) }
                        }
                        if word.count >= 3 || word.contains(where: { $0 >= 0x80 }) {
                            vocabulary.words(containing: word) { apply($0, .inside, .text) }
                        }
                        if word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
                            tables.pinyin.matches(of: word) { id, match, abbreviated in
                                apply(id, match, abbreviated ? .pinyinAbbreviated : .pinyin)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Raises to `exactName` the documents (already matching every word) with an emoji name that is the words in a
    /// row, the last one whole. O(k · c) for c words in the names of the matching documents.
    func matchPhrase(_ words: [[UInt8]], into ranks: inout [UInt8]) {
        let vocabulary = tables.vocabulary
        var phrase: [UInt32] = []
        for word in words {
            guard let id = vocabulary.id(of: word) else { return }
            phrase.append(id)
        }
        let exact = SearchRank(tier: .exactName).code
        let nameWords = tables.nameWords
        for doc in ranks.indices where ranks[doc] != Self.unmatched && ranks[doc] != exact {
            var position = Int(tables.nameStart[doc])
            let end = Int(tables.nameStart[doc + 1])
            while position < end {
                var fieldEnd = position
                while nameWords[fieldEnd] < SearchIndexBuilder.nameEnd { fieldEnd += 1 }
                if nameWords[fieldEnd] == SearchIndexBuilder.exactNameEnd, fieldEnd - position == phrase.count,
                    phrase.indices.allSatisfy({ nameWords[position + $0] == phrase[$0] })
                {
                    ranks[doc] = exact
                    break
                }
                position = fieldEnd + 1
            }
        }
    }

    /// Lowers each document's rank to its rank in `alternative` where that is better; such a document was not ranked
    /// by one word of the index, which `via` (unless empty) then says with `UInt32.max`. O(n).
    private func lower(_ ranks: inout [UInt8], to alternative: [UInt8], via: inout [UInt32]) {
        for doc in ranks.indices where alternative[doc] < ranks[doc] {
            ranks[doc] = alternative[doc]
            if !via.isEmpty { via[doc] = .max }
        }
    }

    /// A piece of a pinyin phrase as `matchPinyinPieces` matches it: whole, or (the last) also as the start of a word.
    struct PinyinPiece: Hashable {
        let letters: [UInt8]
        let isLast: Bool
    }

    /// Ranks the documents whose Chinese words match every piece of `pieces` (`pinyinSegmentations`) through pinyin
    /// only: a whole word each, the last one also the start of one; a document's rank is that of its worst piece, and
    /// `ranks` is overwritten. Each distinct piece is matched once, kept in `matched` for the next split of the same
    /// letters (`shishishi...` repeats one piece). Returns whether any document matched.
    /// O(d · (t + n) + k · n) for d pieces not in `matched`, t the pinyin match of a piece, k pieces and n documents.
    private func matchPinyinPieces(
        _ pieces: [[UInt8]], into ranks: inout [UInt8], matched: inout [PinyinPiece: [UInt8]]
    ) -> Bool {
        for doc in ranks.indices { ranks[doc] = Self.unmatched }
        var seen: Set<PinyinPiece> = []
        for (index, letters) in pieces.enumerated() {
            let piece = PinyinPiece(letters: letters, isLast: index == pieces.count - 1)
            guard seen.insert(piece).inserted else { continue }
            if matched[piece] == nil {
                var own = [UInt8](repeating: Self.unmatched, count: ranks.count)
                pinyinRanks(of: letters, into: &own) { $0 == .exact || (piece.isLast && $0 == .prefix) }
                matched[piece] = own
            }
            guard let own = matched[piece] else { continue }
            var any = false
            for doc in ranks.indices {
                let combined =
                    own[doc] == Self.unmatched || (seen.count > 1 && ranks[doc] == Self.unmatched)
                    ? Self.unmatched : max(own[doc], seen.count > 1 ? ranks[doc] : 0)
                ranks[doc] = combined
                any = any || combined != Self.unmatched
            }
            if !any { return false }
        }
        return true
    }

    /// Lowers each document's rank to its best match of `letters` read as pinyin, among the matches `accepts`; returns
    /// the words of the index matched whole. O(t + m) for t the pinyin match and m places the words occur.
    @discardableResult
    private func pinyinRanks(
        of letters: [UInt8], into ranks: inout [UInt8], accepts: (WordMatch) -> Bool = { _ in true }
    ) -> [UInt32] {
        var whole: [UInt32] = []
        let postings = tables.postings
        tables.pinyin.matches(of: letters) { id, match, abbreviated in
            guard accepts(match) else { return }
            if match == .exact { whole.append(id) }
            for slot in postings.range(of: id) {
                let code = Self.code(postings.tiers[slot], match, abbreviated ? .pinyinAbbreviated : .pinyin)
                let doc = Int(postings.docs[slot])
                ranks[doc] = min(ranks[doc], code)
            }
        }
        return whole
    }

    /// Adds the documents whose Chinese text matches the query's Latin words joined as one pinyin word (`xiao ku` as
    /// `xiaoku`). O(n + the pinyin match of the joined word).
    func matchPinyinTypedApart(_ words: [[UInt8]], into ranks: inout [UInt8], wholeWords: inout [UInt32]) {
        let joined = words.flatMap { $0 }
        guard joined.count <= PinyinIndex.maximumQueryLength, joined.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
            return
        }
        var pinyin = [UInt8](repeating: Self.unmatched, count: ranks.count)
        wholeWords += pinyinRanks(of: joined, into: &pinyin)
        for doc in ranks.indices where pinyin[doc] < ranks[doc] { ranks[doc] = pinyin[doc] }
    }

    /// A query of symbols only: the emotion that is exactly it, and the kaomoji containing it. O(k · t) for k kaomoji
    /// of t scalars.
    private func matchWhole(_ text: String, into ranks: inout [UInt8]) -> Bool {
        guard !text.isEmpty else { return false }
        var found = false
        if let doc = tables.docOfText[WordKey(Array(text.utf8))] {
            ranks[Int(doc)] = SearchRank(tier: .exactName).code
            found = true
        }
        for kaomoji in tables.kaomoji where kaomoji.text.contains(text) {
            let code = SearchRank(tier: kaomoji.text == text ? .exactName : .substring).code
            ranks[Int(kaomoji.doc)] = min(ranks[Int(kaomoji.doc)], code)
            found = true
        }
        return found
    }
}
