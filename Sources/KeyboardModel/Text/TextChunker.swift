/// Cuts text that arrives in pieces into chunks that can each be converted alone with the same result as the whole:
/// a chunk never ends inside a grapheme (the last grapheme seen is held back, since what follows may extend it) nor
/// inside a possible `[code]` (a `[` less than `StickerCode.maximumLength` bytes back with no `]`, `[` or line break
/// after it). Each grapheme is looked at once per piece it is held in: O(n) over the stream, and O(piece + longest
/// grapheme) memory. A piece with no place to cut is held whole, and the next attempt waits until the held text has
/// doubled, so a single huge grapheme still costs linear time.
public struct TextChunker {
    private var held = ""
    private var nextAttempt = 0

    public init() {}

    /// The text safe to convert now, possibly empty.
    public mutating func feed(_ text: String) -> String {
        held += text
        guard held.utf8.count >= nextAttempt else { return "" }
        guard let cut = lastSafeCut() else {
            nextAttempt = held.utf8.count * 2
            return ""
        }
        nextAttempt = 0
        let ready = String(held[..<cut])
        held = String(held[cut...])
        return ready
    }

    /// Everything still held, at the end of the stream.
    public mutating func finish() -> String {
        defer { held = "" }
        return held
    }

    /// The last grapheme boundary (the last grapheme's start at the latest) where no code can be open, if any.
    private func lastSafeCut() -> String.Index? {
        var best: String.Index?
        var openBracket: Int?
        var offset = 0
        var index = held.startIndex
        while index < held.endIndex {
            // `index` starts a grapheme; cutting there holds back at least the last grapheme.
            if index != held.startIndex, openBracket.map({ offset - $0 >= StickerCode.maximumLength }) ?? true { best = index }
            let next = held.index(after: index)
            for byte in held.utf8[index..<next] {
                switch byte {
                case UInt8(ascii: "["): openBracket = offset
                case UInt8(ascii: "]"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): openBracket = nil
                default: break
                }
                offset += 1
            }
            index = next
        }
        return best
    }
}
