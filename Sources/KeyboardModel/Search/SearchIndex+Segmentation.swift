extension SearchIndex {
    /// The query's words with each run of Han characters that is not a word of the index split into the words of
    /// the index it is made of, longest first from the left (开心的猫 as 开心 and 猫, 日本国旗 as 日本 and 旗); a
    /// single character that is not a word of the index is left out (的), and added to `dropped`. Runs longer than
    /// `maximumSegmentedLength` are kept whole. O(q · k² · log w) for q words of at most k characters.
    func segmented(_ words: [[UInt8]], dropped: inout [[UInt8]]) -> [[UInt8]] {
        let vocabulary = tables.vocabulary
        var result: [[UInt8]] = []
        for word in words {
            guard let first = word.first, first >= 0xE3, vocabulary.id(of: word) == nil else {
                result.append(word)
                continue
            }
            let characters = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
            guard characters.count <= Self.maximumSegmentedLength,
                characters.allSatisfy({ SearchFolding.isHan($0.value) })
            else {
                result.append(word)
                continue
            }
            var start = 0
            while start < characters.count {
                var end = characters.count
                var piece: [UInt8] = []
                while end > start {
                    piece = Array(String(String.UnicodeScalarView(characters[start..<end])).utf8)
                    if vocabulary.id(of: piece) != nil { break }
                    end -= 1
                }
                if end > start {
                    result.append(piece)
                    start = end
                } else {
                    dropped.append(Array(String(characters[start]).utf8))
                    start += 1
                }
            }
        }
        return result
    }

    func segmented(_ words: [[UInt8]]) -> [[UInt8]] {
        var dropped: [[UInt8]] = []
        return segmented(words, dropped: &dropped)
    }

    /// Characters that only shape a Chinese phrase (的, 了, 吗, ...): left out of a query without a word, as they name
    /// no emotion. Any other character left out is said (`SearchResults.ignoredWords`): 不 of 不开心 turns its meaning.
    static let particles: Set<[UInt8]> = Set("的了吗呢吧啊呀哦嘛得地着过".map { Array(String($0).utf8) })

    /// Han runs up to this many characters are split into words; nobody types longer words, and it bounds the work.
    static let maximumSegmentedLength = 8

    /// The ways to read `word` (letters a-z) as a phrase of Han words typed in pinyin without spaces, best first: split
    /// into the fewest pieces of two letters or more that each spell a whole Han word of the index, in full or as
    /// initials (`ribenguoqi` as `riben` 日本 and `guoqi` 国旗, `rbgq` as `rb` and `gq`), among equally few the longest
    /// last piece first. With `partialEnd`, when it does not split so, up to `maximumPartialSplits` splits whose last
    /// piece is whatever is left after whole ones, longest whole part first (`ribenguoq` as `riben guo q`, then as
    /// `riben guoq`): a phrase on its way to being typed; whether the last piece starts a word, matching says. Empty when
    /// `word` does not split into two to `maximumPinyinPieces` pieces, or is longer than `maximumPinyinSegmentedLength`. Chinese is typed
    /// without spaces, and a pinyin input method reads a phrase so. O(k · p · (p + log s)) for k letters, pieces of at
    /// most p = `maximumPinyinPieceLength` letters and s spellings.
    func pinyinSegmentations(_ word: [UInt8], partialEnd: Bool = false) -> [[[UInt8]]] {
        guard word.count >= 3, word.count <= Self.maximumPinyinSegmentedLength,
            word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
        else { return [] }
        // covers[i]: the fewest whole pieces word[..<i] splits into, and the length of the last; nil if it does not split.
        var covers = [(count: Int, last: Int)?](repeating: nil, count: word.count + 1)
        covers[0] = (0, 0)
        for end in 2...word.count {
            for length in stride(from: min(Self.maximumPinyinPieceLength, end), through: 2, by: -1) {
                guard let before = covers[end - length], covers[end].map({ before.count + 1 < $0.count }) ?? true,
                    tables.spellings.contains(word[end - length..<end])
                else { continue }
                covers[end] = (before.count + 1, length)
            }
        }
        func pieces(through end: Int) -> [[UInt8]] {
            var result: [[UInt8]] = []
            var end = end
            while end > 0, let cover = covers[end] {
                result.append(Array(word[end - cover.last..<end]))
                end -= cover.last
            }
            return result.reversed()
        }
        if let whole = covers[word.count] {
            return whole.count > 1 && whole.count <= Self.maximumPinyinPieces ? [pieces(through: word.count)] : []
        }
        guard partialEnd else { return [] }
        let ends = stride(from: word.count - 1, through: 2, by: -1)
            .filter { covers[$0].map { $0.count < Self.maximumPinyinPieces } ?? false }.prefix(
                Self.maximumPartialSplits)
        return ends.map { pieces(through: $0) + [Array(word[$0...])] }
    }

    /// Longer runs of letters are not split: no phrase a person types as one word is that long, and it bounds the work.
    static let maximumPinyinSegmentedLength = 32
    /// A word of four syllables of six letters each.
    static let maximumPinyinPieceLength = 24
    /// Splits with a partial last piece tried per query: each costs a pinyin match of its pieces.
    static let maximumPartialSplits = 3
    /// Pieces of a split: a phrase of more words is not typed as one (`shishishi...` is no phrase), and each piece
    /// costs a pinyin match.
    static let maximumPinyinPieces = 6
}
