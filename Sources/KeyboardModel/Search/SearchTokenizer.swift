/// Splits folded text (see `SearchFolding`) into the words the index and a query are made of.
enum SearchTokenizer {
    /// Calls `body` with each word of `text` as UTF-8: maximal runs of letters and digits, where a run of Han
    /// characters is a word of its own ("OK手势" is "ok" and "手势"); everything else separates words. Reads at most
    /// `limit` scalars. O(n) in the scalars read.
    static func forEachWord(in text: some StringProtocol, limit: Int = .max, _ body: ([UInt8]) -> Void) {
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var currentIsHan = false
        forEachFolded(in: text, limit: limit) { folded, kind in
            switch kind {
            case .word(let han):
                if !current.isEmpty, han != currentIsHan {
                    body(current)
                    current.removeAll(keepingCapacity: true)
                }
                currentIsHan = han
                if folded.value < 0x80 {
                    current.append(UInt8(folded.value))
                } else {
                    UTF8.encode(folded) { current.append($0) }
                }
            case .separator:
                if !current.isEmpty {
                    body(current)
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { body(current) }
    }

    /// The words of `text` (see `forEachWord`). O(n) in the scalars read.
    static func words(of text: some StringProtocol, limit: Int = .max) -> [[UInt8]] {
        var words: [[UInt8]] = []
        forEachWord(in: text, limit: limit) { words.append($0) }
        return words
    }

    /// The folded text, punctuation and symbols kept, each run of white space as one space, trimmed: how emoji and
    /// kaomoji are compared as a whole. Reads at most `limit` scalars. O(n) in the scalars read.
    static func raw(of text: some StringProtocol, limit: Int = .max) -> String {
        String(decoding: rawUTF8(of: text, limit: limit), as: UTF8.self)
    }

    /// `raw(of:)` as UTF-8. O(n) in the scalars read.
    static func rawUTF8(of text: some StringProtocol, limit: Int = .max) -> [UInt8] {
        var bytes: [UInt8] = []
        var pendingSpace = false
        forEachFolded(in: text, limit: limit) { folded, kind in
            if case .separator(space: true) = kind {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                UTF8.encode(folded) { bytes.append($0) }
            }
        }
        return bytes
    }

    /// Calls `body` with each folded scalar of the first `limit` scalars of `text` and what it is to the tokenizer.
    private static func forEachFolded(
        in text: some StringProtocol, limit: Int,
        _ body: (Unicode.Scalar, SearchFolding.Kind) -> Void
    ) {
        var read = 0
        for scalar in text.unicodeScalars {
            if read == limit { break }
            read += 1
            SearchFolding.fold(scalar) { body($0, SearchFolding.kind(of: $0)) }
        }
    }
}
