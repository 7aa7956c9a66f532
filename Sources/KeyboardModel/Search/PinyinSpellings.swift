/// How a person types each Han word of a search index in pinyin as one word: every syllable in full (`riben` 日本) or
/// every syllable as its first letter (`rb`), by any reading of each character. What splits letters typed without
/// spaces into words (`ribenguoqi` as 日本 and 国旗; `SearchIndex.pinyinSegmented`).
struct PinyinSpellings: Sendable {
    /// Readings spelled per word: a word of polyphonic characters reads one way per choice of each character's
    /// reading; past this many the rest are left out, which bounds the build.
    static let maximumReadingsPerWord = 16

    /// 64-bit FNV-1a hashes of the spellings, ascending. A collision (about one in 2^64 per lookup) would only let a
    /// split be tried whose piece `PinyinIndex` then finds no whole word for.
    private let hashes: [UInt64]

    /// O(w · m · k + h log h) for w words, m spellings per word of k letters, h spellings.
    init(words: [[UInt32]], readings table: PinyinReadings) {
        var hashes: [UInt64] = []
        // The spellings of a word's first characters, as the running hashes of its full and of its initial letters.
        var spellings: [(full: UInt64, initials: UInt64)] = []
        var next: [(full: UInt64, initials: UInt64)] = []
        for word in words where !word.isEmpty {
            spellings = [(Self.seed, Self.seed)]
            for scalar in word {
                next.removeAll(keepingCapacity: true)
                for spelling in spellings {
                    for syllable in table.syllables(of: scalar) where next.count < Self.maximumReadingsPerWord {
                        let letters = table.syllables[Int(syllable)]
                        next.append(
                            (
                                Self.hash(letters, from: spelling.full),
                                Self.hash(letters.prefix(1), from: spelling.initials)
                            ))
                    }
                }
                swap(&spellings, &next)
            }
            for spelling in spellings {
                hashes.append(spelling.full)
                hashes.append(spelling.initials)
            }
        }
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        self.hashes = unique
    }

    /// Whether `letters` spell a whole Han word of the index, in full or as initials. O(k + log h).
    func contains(_ letters: ArraySlice<UInt8>) -> Bool {
        let hash = Self.hash(letters, from: Self.seed)
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// FNV-1a over `letters`, continuing from `hash`.
    private static func hash<Letters: Sequence<UInt8>>(_ letters: Letters, from hash: UInt64) -> UInt64 {
        letters.reduce(hash) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
