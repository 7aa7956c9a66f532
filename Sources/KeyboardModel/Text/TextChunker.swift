/// Cuts text that arrives in pieces into chunks that can each be converted alone with the same result as the whole:
/// a chunk never ends inside a grapheme (the last grapheme seen is held back, since what follows may extend it) nor
/// inside a possible `[code]` (a `[` less than `StickerCode.maximumLength` bytes back with no `]`, `[` or line break
/// after it). A cut is looked for from the end of what is held, so each piece costs its tail: O(n) over the stream, and
/// O(piece + `maximumHeld`) memory. A piece with no place to cut is held whole, and the next attempt waits until the
/// held text has doubled, so a single huge grapheme still costs linear time; past `maximumHeld` bytes such a grapheme
/// (a letter with millions of combining marks) is cut between its scalars, which converts to the same scalars, so
/// memory stays bounded whatever the input.
public struct TextChunker {
    /// The most held while looking for a grapheme boundary: far more than any real grapheme (the longest emoji
    /// sequences are under 64 bytes) and any code.
    public static let maximumHeld = 64 << 10

    private var held = ""
    private var nextAttempt = 0

    /// How many bytes are held back now.
    var heldByteCount: Int { held.utf8.count }

    public init() {}

    /// The text safe to convert now, possibly empty.
    public mutating func feed(_ text: String) -> String {
        held += text
        guard held.utf8.count >= nextAttempt else { return "" }
        guard let cut = lastSafeCut() else {
            guard held.utf8.count > Self.maximumHeld else {
                nextAttempt = min(held.utf8.count * 2, Self.maximumHeld + 1)
                return ""
            }
            nextAttempt = 0
            let scalars = held.unicodeScalars
            let last = scalars.index(before: scalars.endIndex)
            let ready = String(scalars[..<last])
            held = String(scalars[last...])
            return ready
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

    /// The last grapheme boundary (the last grapheme's start at the latest) where no code can be open, if any: found
    /// from the end, so a chunk costs only its tail (each step back looks at most `StickerCode.maximumLength` bytes).
    private func lastSafeCut() -> String.Index? {
        var candidate = held.endIndex
        while candidate > held.startIndex {
            candidate = held.index(before: candidate)
            if candidate > held.startIndex, !insidePossibleCode(candidate) { return candidate }
        }
        return nil
    }

    /// Whether a `[` less than `StickerCode.maximumLength` bytes before `index` is still open there.
    private func insidePossibleCode(_ index: String.Index) -> Bool {
        let utf8 = held.utf8
        var position = index
        var looked = 0
        while position > utf8.startIndex, looked < StickerCode.maximumLength - 1 {
            position = utf8.index(before: position)
            looked += 1
            switch utf8[position] {
            case UInt8(ascii: "["): return true
            case UInt8(ascii: "]"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
            default: continue
            }
        }
        return false
    }
}
