extension SearchIndex {
    /// The matching documents best first: by rank code, then by use, then in catalog order. A variant whose base
    /// matched is left out. O(n + u log u) for n documents and u entries of `usage`.
    func ordered(query: String, ranks: [UInt8], usage: [String: EmotionUsage]) -> SearchResults {
        let used = usageByDocument(usage)
        var usedIndex = 0
        var usedMatches: [(doc: Int32, code: UInt8, usage: EmotionUsage)] = []
        var buckets = [[UInt32]](repeating: [], count: SearchRank.codeCount)
        for doc in ranks.indices {
            let code = ranks[doc]
            guard code != Self.unmatched else { continue }
            let base = tables.baseOf[doc]
            if base >= 0, ranks[Int(base)] != Self.unmatched { continue }
            while usedIndex < used.count, used[usedIndex].doc < doc { usedIndex += 1 }
            if usedIndex < used.count, used[usedIndex].doc == doc {
                usedMatches.append((Int32(doc), code, used[usedIndex].usage))
            } else {
                buckets[Int(code)].append(UInt32(doc))
            }
        }
        usedMatches.sort { left, right in
            if left.code != right.code { return left.code < right.code }
            if left.usage.count != right.usage.count { return left.usage.count > right.usage.count }
            if left.usage.lastUse != right.usage.lastUse { return left.usage.lastUse > right.usage.lastUse }
            return left.doc < right.doc
        }
        var docs: [UInt32] = []
        var codes: [UInt8] = []
        docs.reserveCapacity(usedMatches.count + buckets.reduce(0) { $0 + $1.count })
        codes.reserveCapacity(docs.capacity)
        var nextUsed = 0
        for (code, bucket) in buckets.enumerated() {
            while nextUsed < usedMatches.count, usedMatches[nextUsed].code == code {
                docs.append(UInt32(usedMatches[nextUsed].doc))
                codes.append(UInt8(code))
                nextUsed += 1
            }
            docs += bucket
            codes += repeatElement(UInt8(code), count: bucket.count)
        }
        return SearchResults(query: query, emotions: tables.emotions, docs: docs, codes: codes)
    }

    /// The usage of each document named in `usage`, ascending by document, a variant's counted for its base too.
    /// O(u log u), each text folded once.
    private func usageByDocument(_ usage: [String: EmotionUsage]) -> [(doc: Int, usage: EmotionUsage)] {
        var merged: [Int: EmotionUsage] = [:]
        for (text, use) in usage {
            guard let found = tables.docOfText[WordKey(Array(SearchTokenizer.raw(of: text, limit: Self.maximumQueryLength).utf8))] else { continue }
            let base = Int(tables.baseOf[Int(found)])
            for doc in base >= 0 ? [Int(found), base] : [Int(found)] {
                let before = merged[doc] ?? EmotionUsage(count: 0, lastUse: .min)
                merged[doc] = EmotionUsage(count: before.count.addingReportingOverflow(max(0, use.count)).partialValue,
                                           lastUse: max(before.lastUse, use.lastUse))
            }
        }
        return merged.map { ($0.key, $0.value) }.sorted { $0.doc < $1.doc }
    }
}
