/// The Han words of a search index with the pinyin readings of their characters, and for each letter (and pair of
/// letters) the characters a typed word starting with it can start at.
///
/// A typed word (letters a-z) matches a run of Han characters from one of them on when it splits into pieces, each a
/// non-empty prefix of a reading of the next character: full syllables (`xiaoku` 笑哭), initials (`xk`) and mixes
/// (`xiaok`, `xku`) all match, and a polyphonic character matches by any of its readings (长: `chang` and `zhang`).
struct PinyinIndex: Sendable {
    /// The longest typed word matched against pinyin; longer words match nothing (no Han word is that long in syllables
    /// a person types) and a position fits in a 64-bit set.
    static let maximumQueryLength = 63

    /// The vocabulary id of each Han word.
    private let wordIDs: [UInt32]
    /// Han word `k` is characters `charStart[k]..<charStart[k + 1]`.
    private let charStart: [Int32]
    /// Character `c` reads as syllables `readings[readingStart[c]..<readingStart[c + 1]]`.
    private let readingStart: [Int32]
    private let readings: [UInt16]
    private let wordOfChar: [UInt32]
    /// For each letter a-z, the characters (ascending) with a reading that starts with it.
    private let startsByLetter: [[UInt32]]
    /// For each pair of letters (26 · first + second), the characters (ascending) where a typed word starting with
    /// them can start: a reading starts with both, or one starts with the first and the next character's with the second.
    private let startsByPair: [[UInt32]]
    /// Syllable `s` is `syllableLetters[8s..<8s + syllableLetters[8s + 7]]`.
    private let syllableLetters: [UInt8]

    /// `words` are vocabulary ids with their scalars (Han only). O(c · r² + c log t) for c characters, r readings per
    /// character and t entries in the table.
    init(words: [(id: UInt32, scalars: [UInt32])], readings table: PinyinReadings) {
        var wordIDs: [UInt32] = []
        var charStart: [Int32] = [0]
        var readingStart: [Int32] = [0]
        var readings: [UInt16] = []
        var wordOfChar: [UInt32] = []
        for word in words where !word.scalars.isEmpty {
            wordIDs.append(UInt32(wordIDs.count))
            for scalar in word.scalars {
                wordOfChar.append(UInt32(wordIDs.count - 1))
                readings += table.syllables(of: scalar)
                readingStart.append(Int32(readings.count))
            }
            charStart.append(Int32(wordOfChar.count))
        }
        wordIDs = words.filter { !$0.scalars.isEmpty }.map(\.id)
        // Per syllable: the bit of its first letter, and the index of its first two letters (or -1).
        let firstBit = table.syllables.map { UInt32(1) << UInt32($0[0] - 0x61) }
        let firstPair = table.syllables.map { $0.count > 1 ? Int($0[0] - 0x61) * 26 + Int($0[1] - 0x61) : -1 }
        func firstLetters(_ char: Int) -> UInt32 {
            readings[Int(readingStart[char])..<Int(readingStart[char + 1])].reduce(0) { $0 | firstBit[Int($1)] }
        }
        var startsByLetter = [[UInt32]](repeating: [], count: 26)
        var startsByPair = [[UInt32]](repeating: [], count: 26 * 26)
        var pairs: [Int] = []
        for char in wordOfChar.indices {
            let letters = firstLetters(char)
            let isLast = char + 1 == Int(charStart[Int(wordOfChar[char]) + 1])
            let following = isLast ? 0 : firstLetters(char + 1)
            pairs.removeAll(keepingCapacity: true)
            for slot in Int(readingStart[char])..<Int(readingStart[char + 1]) where firstPair[Int(readings[slot])] >= 0
            {
                pairs.append(firstPair[Int(readings[slot])])
            }
            var first = letters
            while first != 0 {
                let letter = first.trailingZeroBitCount
                first &= first - 1
                startsByLetter[letter].append(UInt32(char))
                var second = following
                while second != 0 {
                    pairs.append(letter * 26 + second.trailingZeroBitCount)
                    second &= second - 1
                }
            }
            pairs.sort()
            for (index, pair) in pairs.enumerated() where index == 0 || pairs[index - 1] != pair {
                startsByPair[pair].append(UInt32(char))
            }
        }
        var syllableLetters = [UInt8](repeating: 0, count: table.syllables.count * 8)
        for (index, syllable) in table.syllables.enumerated() {
            for (offset, letter) in syllable.prefix(7).enumerated() { syllableLetters[index * 8 + offset] = letter }
            syllableLetters[index * 8 + 7] = UInt8(min(syllable.count, 7))
        }
        self.wordIDs = wordIDs
        self.charStart = charStart
        self.readingStart = readingStart
        self.readings = readings
        self.wordOfChar = wordOfChar
        self.startsByLetter = startsByLetter
        self.startsByPair = startsByPair
        self.syllableLetters = syllableLetters
    }

    /// Calls `found` once for each Han word `query` matches, with its best match: `.exact` from the first character
    /// through the last, `.prefix` from the first, `.inside` from a later one; `abbreviated` when the best split shortens
    /// a syllable (`xk`, `ku` for 困 kun). `query` must be letters a-z.
    /// O(s · q · r) for s characters where the query's first two letters can start, q = `query.count` (at most
    /// `maximumQueryLength`) and r readings per character; a start position dies at the first character that cannot
    /// continue, so s dominates.
    func matches(of query: [UInt8], _ found: (_ word: UInt32, _ match: WordMatch, _ abbreviated: Bool) -> Void) {
        guard let first = query.first, query.count <= Self.maximumQueryLength,
            query.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
        else { return }
        withBuffers { buffers in
            query.withUnsafeBufferPointer { query in
                var currentWord = UInt32.max
                var best: (match: WordMatch, abbreviated: Bool)?
                let starts =
                    query.count == 1
                    ? startsByLetter[Int(first - 0x61)]
                    : startsByPair[Int(first - 0x61) * 26 + Int(query[1]) - 0x61]
                for char in starts {
                    let word = wordOfChar[Int(char)]
                    if word != currentWord {
                        if let best { found(wordIDs[Int(currentWord)], best.match, best.abbreviated) }
                        currentWord = word
                        best = nil
                    } else if let best, best.match == .exact, !best.abbreviated {
                        continue
                    }
                    let isFirst = Int32(char) == charStart[Int(word)]
                    let outcome = match(query, from: Int(char), to: Int(charStart[Int(word) + 1]), buffers)
                    let candidate: (match: WordMatch, abbreviated: Bool)
                    if isFirst, let end = outcome.atEnd {
                        candidate = (.exact, end == .abbreviated)
                    } else if outcome.atEnd != nil || outcome.before != nil {
                        candidate = (isFirst ? .prefix : .inside, outcome.atEnd != .whole && outcome.before != .whole)
                    } else {
                        continue
                    }
                    if best.map({
                        (candidate.match, candidate.abbreviated ? 1 : 0) < ($0.match, $0.abbreviated ? 1 : 0)
                    }) ?? true {
                        best = candidate
                    }
                }
                if let best { found(wordIDs[Int(currentWord)], best.match, best.abbreviated) }
            }
        }
    }

    /// The tables the matching loop reads, without bounds checks or reference counting.
    private struct Buffers {
        let letters: UnsafeBufferPointer<UInt8>
        let readings: UnsafeBufferPointer<UInt16>
        let readingStart: UnsafeBufferPointer<Int32>
    }

    private func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        syllableLetters.withUnsafeBufferPointer { letters in
            readings.withUnsafeBufferPointer { readings in
                readingStart.withUnsafeBufferPointer { readingStart in
                    body(Buffers(letters: letters, readings: readings, readingStart: readingStart))
                }
            }
        }
    }

    /// How a split of the query into syllables went: every piece a whole reading, or some shortened.
    private enum Split: Comparable {
        case whole, abbreviated
    }

    /// How `query` splits into prefixes of readings of characters `start`, `start + 1`, ... (before `end`), ending on
    /// the last character (`atEnd`) or before it (`before`), each the best split found or `nil`. A set bit `p` of a
    /// reach set means the query's first `p` letters are consumed: `reach` by any split, `reachWhole` by whole
    /// readings only. O((end - start) · q · r).
    private func match(
        _ query: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        _ buffers: Buffers
    ) -> (atEnd: Split?, before: Split?) {
        let letters = buffers.letters
        let readings = buffers.readings
        let readingStart = buffers.readingStart
        let full = UInt64(1) << UInt64(query.count)
        var reach: UInt64 = 1
        var reachWhole: UInt64 = 1
        var before: Split?
        for char in start..<end {
            var next: UInt64 = 0
            var nextWhole: UInt64 = 0
            var positions = reach
            while positions != 0 {
                let position = positions.trailingZeroBitCount
                positions &= positions - 1
                for slot in Int(readingStart[char])..<Int(readingStart[char + 1]) {
                    let base = Int(readings[slot]) * 8
                    let syllableLength = Int(letters[base + 7])
                    let length = min(syllableLength, query.count - position)
                    var common = 0
                    while common < length, letters[base + common] == query[position + common] { common += 1 }
                    if common > 0 { next |= ((UInt64(1) << UInt64(common)) - 1) << UInt64(position + 1) }
                    if common == syllableLength, reachWhole & (UInt64(1) << UInt64(position)) != 0 {
                        nextWhole |= UInt64(1) << UInt64(position + common)
                    }
                }
            }
            if next & full != 0 {
                let split: Split = nextWhole & full != 0 ? .whole : .abbreviated
                if char == end - 1 { return (split, before) }
                before = min(before ?? split, split)
            }
            reach = next & ~full
            reachWhole = nextWhole & ~full
            if reach == 0 { break }
        }
        return (nil, before)
    }
}
