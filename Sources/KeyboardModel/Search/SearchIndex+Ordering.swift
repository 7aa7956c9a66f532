extension SearchIndex {
    /// The matching documents best first: by rank code, then by use, then in document order (popularity, then
    /// catalog order), where among equally popular documents with a whole-word rank those with a name word among
    /// `wholeWords` (the words matched whole) go first. A variant whose base matched is left out, and one matched only
    /// by a prefix or fragment of pinyin (`isPartialPinyin`). Then, within a rank
    /// reached through pinyin, when `via` names the word each document matched by (a query of one word), the best
    /// document of each word comes first (`leadsFirst`; this reorders what the name-word rule ordered).
    /// O(n + v + u log u + e · c · log k) for n documents, v words in the index (a flag each, when `via` is given),
    /// u entries of `usage` (a counting sort by rank code), e equally popular documents of c name words, and k whole
    /// words.
    func ordered(
        query: String, ranks: consuming [UInt8], usage: [String: EmotionUsage], wholeWords: [UInt32],
        via: [UInt32], ignoredWords: [String] = []
    ) -> SearchResults {
        var usedMatches: [(doc: Int, code: UInt8, usage: EmotionUsage)] = []
        var counts = [Int](repeating: 0, count: SearchRank.codeCount + 1)
        ranks.withUnsafeMutableBufferPointer { ranks in
            tables.baseOf.withUnsafeBufferPointer { baseOf in
                counts.withUnsafeMutableBufferPointer { counts in
                    Self.forEachMatched(UnsafeBufferPointer(ranks)) { doc in
                        let base = baseOf[doc]
                        if base >= 0, ranks[Int(base)] != Self.unmatched || Self.isPartialPinyin[Int(ranks[doc])] {
                            ranks[doc] = Self.unmatched
                        } else {
                            counts[Int(ranks[doc]) + 1] += 1
                        }
                    }
                }
            }
            // Used documents go first in their rank; they leave the counting pass.
            for (doc, use) in usageByDocument(usage) where ranks[doc] != Self.unmatched {
                usedMatches.append((doc, ranks[doc], use))
                ranks[doc] = Self.unmatched
            }
        }
        usedMatches.sort { left, right in
            if left.code != right.code { return left.code < right.code }
            if left.usage.count != right.usage.count { return left.usage.count > right.usage.count }
            if left.usage.lastUse != right.usage.lastUse { return left.usage.lastUse > right.usage.lastUse }
            return left.doc < right.doc
        }
        for code in 1...SearchRank.codeCount { counts[code] += counts[code - 1] }
        let total = counts[SearchRank.codeCount]
        var docs = [UInt32](repeating: 0, count: total)
        var codes = [UInt8](repeating: 0, count: total)
        for used in usedMatches {
            let slot = counts[Int(used.code)]
            docs[slot] = UInt32(used.doc)
            codes[slot] = used.code
            counts[Int(used.code)] += 1
        }
        let unusedStart = counts
        ranks.withUnsafeBufferPointer { ranks in
            counts.withUnsafeMutableBufferPointer { counts in
                docs.withUnsafeMutableBufferPointer { docs in
                    codes.withUnsafeMutableBufferPointer { codes in
                        Self.forEachMatched(ranks) { doc in
                            let code = Int(ranks[doc])
                            docs[counts[code]] = UInt32(doc)
                            codes[counts[code]] = UInt8(code)
                            counts[code] += 1
                        }
                    }
                }
            }
        }
        if !wholeWords.isEmpty {
            let ids = Set(wholeWords)
            let wholeCodes = Int(SearchRank(tier: .groupWord, spelling: .pinyinAbbreviated).code)
            for code in 0...wholeCodes where unusedStart[code] < counts[code] {
                nameWordsFirst(in: &docs, unusedStart[code]..<counts[code], ids: ids)
            }
        }
        if !via.isEmpty {
            var seen = [Bool](repeating: false, count: tables.vocabulary.count)
            for code in 0..<SearchRank.codeCount
            where unusedStart[code] + 1 < counts[code]
                && SearchRank(code: UInt8(code)).spelling != .text
            {
                leadsFirst(in: &docs, unusedStart[code]..<counts[code], via: via, seen: &seen)
            }
        }
        return SearchResults(
            query: query, emotions: tables.emotions, docs: docs, codes: codes, ignoredWords: ignoredWords)
    }

    /// Within each run of equally popular documents of `range`, moves those with a name word among `ids` before the
    /// others, each side kept in order. O(r · c) for r documents of c name words.
    private func nameWordsFirst(in docs: inout [UInt32], _ range: Range<Int>, ids: Set<UInt32>) {
        var runStart = range.lowerBound
        while runStart < range.upperBound {
            let place = tables.place[Int(docs[runStart])]
            var runEnd = runStart + 1
            while runEnd < range.upperBound, tables.place[Int(docs[runEnd])] == place { runEnd += 1 }
            if runEnd - runStart > 1 {
                let run = Array(docs[runStart..<runEnd])
                let isNamed = run.map { doc in
                    tables.nameWords[Int(tables.nameStart[Int(doc)])..<Int(tables.nameStart[Int(doc) + 1])].contains {
                        ids.contains($0)
                    }
                }
                let named = run.indices.filter { isNamed[$0] }.map { run[$0] }
                if !named.isEmpty, named.count < run.count {
                    docs.replaceSubrange(
                        runStart..<runEnd, with: named + run.indices.filter { !isNamed[$0] }.map { run[$0] })
                }
            }
            runStart = runEnd
        }
    }

    /// Whether a rank code is a prefix or fragment reached through pinyin: a skin-tone variant matched only so (`qian`,
    /// the start of 浅肤色 "light skin tone") is left out, as a tone is asked for by its whole name.
    static let isPartialPinyin: [Bool] = (0...Int(UInt8.max)).map { code in
        code < SearchRank.codeCount && SearchRank(code: UInt8(code)).spelling != .text
            && SearchRank(code: UInt8(code)).tier >= .prefix
    }

    /// Moves to the front of `range` the first document of each word of `via` (the word a document matched by; one
    /// ranked otherwise, `UInt32.max`, as a phrase of pinyin pieces, counts as a word of its own), in their order, the
    /// others after them in theirs. Initials and toneless syllables name many Chinese words at once
    /// (`sj` is 睡觉, 手机 and 世界; `jirou` 鸡肉 and 肌肉), and a person means one of them: the first results show
    /// each word's best emotion before a second emotion of any word. `seen` (a flag per word of the index, all
    /// false) is left all false. O(r) for r documents.
    private func leadsFirst(in docs: inout [UInt32], _ range: Range<Int>, via: [UInt32], seen: inout [Bool]) {
        var leads: [UInt32] = []
        var rest: [UInt32] = []
        for doc in docs[range] {
            let word = Int(via[Int(doc)])
            if word >= seen.count {
                leads.append(doc)
            } else if !seen[word] {
                seen[word] = true
                leads.append(doc)
            } else {
                rest.append(doc)
            }
        }
        for doc in leads where Int(via[Int(doc)]) < seen.count { seen[Int(via[Int(doc)])] = false }
        guard !rest.isEmpty, leads.count > 1 else { return }
        docs.replaceSubrange(range, with: leads + rest)
    }

    /// Calls `body` with each document whose rank is not `unmatched`, ascending; eight unmatched documents are
    /// skipped at a time, as most queries match few. O(n).
    static func forEachMatched(_ ranks: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var doc = 0
        if let base = ranks.baseAddress {
            let raw = UnsafeRawPointer(base)
            while doc + 8 <= ranks.count {
                if raw.loadUnaligned(fromByteOffset: doc, as: UInt64.self) == UInt64.max {
                    doc += 8
                    continue
                }
                for index in doc..<doc + 8 where ranks[index] != unmatched { body(index) }
                doc += 8
            }
        }
        while doc < ranks.count {
            if ranks[doc] != unmatched { body(doc) }
            doc += 1
        }
    }

    /// The usage of each document named in `usage`, ascending by document, a variant's counted for its base too.
    /// O(u log u), each text folded once.
    private func usageByDocument(_ usage: [String: EmotionUsage]) -> [(doc: Int, usage: EmotionUsage)] {
        guard !usage.isEmpty else { return [] }
        var merged: [Int: EmotionUsage] = [:]
        for (text, use) in usage {
            let key = WordKey(SearchTokenizer.rawUTF8(of: text, limit: Self.maximumQueryLength))
            guard let found = tables.docOfText[key] else { continue }
            let base = Int(tables.baseOf[Int(found)])
            for doc in base >= 0 ? [Int(found), base] : [Int(found)] {
                let before = merged[doc] ?? EmotionUsage(count: 0, lastUse: .min)
                merged[doc] = EmotionUsage(
                    count: before.count.addingReportingOverflow(max(0, use.count)).partialValue,
                    lastUse: max(before.lastUse, use.lastUse))
            }
        }
        return merged.map { ($0.key, $0.value) }.sorted { $0.doc < $1.doc }
    }
}
