/// The distinct words of a search index as UTF-8, sorted bytewise, so the words starting with a prefix are one range
/// of ids; with every suffix of every word (at a scalar boundary after its first scalar), sorted the same way, so the
/// words containing a fragment are found by one binary search too.
struct SearchVocabulary: Sendable {
    /// Word `id` is `bytes[wordStart[id]..<wordStart[id + 1]]`.
    private let bytes: [UInt8]
    private let wordStart: [Int32]
    /// Byte positions inside words, sorted by the bytes from there to the end of their word; `suffixWord` is parallel.
    private let suffixStart: [Int32]
    private let suffixWord: [UInt32]

    /// `sortedWords` must be distinct and sorted bytewise. O(b log b) for b bytes in all (the suffix sort).
    init(sortedWords: [[UInt8]]) {
        var bytes: [UInt8] = []
        var wordStart: [Int32] = [0]
        bytes.reserveCapacity(sortedWords.reduce(0) { $0 + $1.count })
        for word in sortedWords {
            bytes += word
            wordStart.append(Int32(bytes.count))
        }
        var suffixes: [(start: Int32, word: UInt32)] = []
        for id in sortedWords.indices {
            let end = Int(wordStart[id + 1])
            var position = Int(wordStart[id]) + 1
            while position < end {
                if bytes[position] & 0xC0 != 0x80 { suffixes.append((Int32(position), UInt32(id))) }
                position += 1
            }
        }
        bytes.withUnsafeBufferPointer { bytes in
            suffixes.sort { left, right in
                let leftEnd = Int(wordStart[Int(left.word) + 1])
                let rightEnd = Int(wordStart[Int(right.word) + 1])
                var l = Int(left.start)
                var r = Int(right.start)
                while l < leftEnd, r < rightEnd {
                    if bytes[l] != bytes[r] { return bytes[l] < bytes[r] }
                    l += 1
                    r += 1
                }
                return l == leftEnd && r < rightEnd
            }
        }
        self.bytes = bytes
        self.wordStart = wordStart
        suffixStart = suffixes.map(\.start)
        suffixWord = suffixes.map(\.word)
    }

    var count: Int { wordStart.count - 1 }

    /// The bytes of word `id`.
    func word(_ id: UInt32) -> ArraySlice<UInt8> {
        bytes[Int(wordStart[Int(id)])..<Int(wordStart[Int(id) + 1])]
    }

    func length(of id: UInt32) -> Int { Int(wordStart[Int(id) + 1] - wordStart[Int(id)]) }

    /// The ids of the words that start with `prefix` (the word equal to it, if any, first). O(p log w).
    func words(startingWith prefix: [UInt8]) -> Range<UInt32> {
        let range = bounds(of: prefix, count: count) { Int(wordStart[$0])..<Int(wordStart[$0 + 1]) }
        return UInt32(range.lowerBound)..<UInt32(range.upperBound)
    }

    /// The id of the word equal to `word`, if there is one. O(p log w).
    func id(of word: [UInt8]) -> UInt32? {
        let range = words(startingWith: word)
        return !range.isEmpty && length(of: range.lowerBound) == word.count ? range.lowerBound : nil
    }

    /// Calls `found` with the id of every word that contains `fragment` after its first scalar, once per place.
    /// O(p log s + m) for s suffixes and m places found.
    func words(containing fragment: [UInt8], _ found: (UInt32) -> Void) {
        let range = bounds(of: fragment, count: suffixStart.count) { index in
            Int(suffixStart[index])..<Int(wordStart[Int(suffixWord[index]) + 1])
        }
        for index in range { found(suffixWord[index]) }
    }

    /// The range of `0..<count` whose byte strings (sorted) start with `prefix`. O(p log count).
    private func bounds(of prefix: [UInt8], count: Int, _ string: (Int) -> Range<Int>) -> Range<Int> {
        bytes.withUnsafeBufferPointer { bytes in
            // < 0: the string sorts before every string starting with the prefix; 0: it starts with it; > 0: after.
            func order(_ index: Int) -> Int {
                let range = string(index)
                var offset = 0
                while offset < prefix.count {
                    guard range.lowerBound + offset < range.upperBound else { return -1 }
                    let byte = bytes[range.lowerBound + offset]
                    if byte != prefix[offset] { return byte < prefix[offset] ? -1 : 1 }
                    offset += 1
                }
                return 0
            }
            func first(where isPast: (Int) -> Bool) -> Int {
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) / 2
                    if isPast(order(middle)) { high = middle } else { low = middle + 1 }
                }
                return low
            }
            let lower = first { $0 >= 0 }
            let upper = first { $0 > 0 }
            return lower..<max(lower, upper)
        }
    }
}
