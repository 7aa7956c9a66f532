extension SearchIndex {
    /// The query's words with each run of Han characters that is not a word of the index split into the words of
    /// the index it is made of, longest first from the left (开心的猫 as 开心 and 猫, 日本国旗 as 日本 and 旗); a
    /// single character that is not a word of the index is left out (的). Runs longer than `maximumSegmentedLength` are kept
    /// whole. O(q · k² · log w) for q words of at most k characters.
    func segmented(_ words: [[UInt8]]) -> [[UInt8]] {
        let vocabulary = tables.vocabulary
        var result: [[UInt8]] = []
        for word in words {
            guard let first = word.first, first >= 0xE3, vocabulary.id(of: word) == nil else {
                result.append(word)
                continue
            }
            let characters = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
            guard characters.count <= Self.maximumSegmentedLength, characters.allSatisfy({ SearchFolding.isHan($0.value) }) else {
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
                    start += 1
                }
            }
        }
        return result
    }

    /// Han runs up to this many characters are split into words; nobody types longer words, and it bounds the work.
    static let maximumSegmentedLength = 8

    /// `word` (letters a-z) split into the fewest pieces of two letters or more that each spell a whole Han word of the
    /// index in pinyin, in full or as initials (`aixin` as `ai` 爱 and `xin` 心, `ribenguoqi` as `riben` 日本 and
    /// `guoqi` 国旗, `rbgq` as `rb` and `gq`), among equally few the longest first piece first; `nil` when it does not
    /// split so into two pieces or more, or is longer than `maximumPinyinSegmentedLength`. Chinese is typed without
    /// spaces, and a pinyin input method reads a phrase so. O(k · p · (p + log s)) for k letters, pieces of at most
    /// p = `maximumPinyinPieceLength` letters and s spellings.
    func pinyinSegmented(_ word: [UInt8]) -> [[UInt8]]? {
        guard word.count >= 4, word.count <= Self.maximumPinyinSegmentedLength,
              word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        // pieces[i]: the fewest pieces word[i...] splits into, and the length of the first; nil if it does not split.
        var pieces = [(count: Int, first: Int)?](repeating: nil, count: word.count + 1)
        pieces[word.count] = (0, 0)
        for start in stride(from: word.count - 2, through: 0, by: -1) {
            for length in stride(from: min(Self.maximumPinyinPieceLength, word.count - start), through: 2, by: -1) {
                guard let rest = pieces[start + length], pieces[start].map({ rest.count + 1 < $0.count }) ?? true,
                      tables.spellings.contains(word[start..<start + length]) else { continue }
                pieces[start] = (rest.count + 1, length)
            }
        }
        guard let whole = pieces[0], whole.count > 1 else { return nil }
        var result: [[UInt8]] = []
        var start = 0
        while start < word.count, let piece = pieces[start] {
            result.append(Array(word[start..<start + piece.first]))
            start += piece.first
        }
        return result
    }

    /// Longer runs of letters are not split: no phrase a person types as one word is that long, and it bounds the work.
    static let maximumPinyinSegmentedLength = 32
    /// A word of four syllables of six letters each.
    static let maximumPinyinPieceLength = 24
}
