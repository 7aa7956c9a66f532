/// Splits packed text (`PackedAtoms`) into atoms: grapheme clusters the way Swift's `Character` does, and stickers.
enum Segmentation {
    /// Calls `body` with the byte range of each atom of packed bytes (`PackedAtoms`), in order, until it returns false;
    /// returns whether it never did. `bytes` must start at an atom boundary and hold whole atoms.
    ///
    /// O(bytes). Between two "simple" scalars (ASCII, or a CJK ideograph U+4E00-U+9FFF: no grapheme rule joins them to
    /// anything but a mark that follows) there is always a grapheme break, CR LF aside, so such text is split scalar by
    /// scalar; only the stretches between such breaks that hold other scalars are segmented as Swift `String`s (each
    /// stretch starts and ends at a break, so segmenting it alone gives the graphemes of the whole).
    @discardableResult
    static func forEachAtom(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) -> Bool {
        let end = bytes.count
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == PackedAtoms.stickerStart {
                var close = index + 1
                while close < end, bytes[close] != PackedAtoms.stickerEnd { close += 1 }
                let next = min(end, close + 1)
                if !body(index..<next) { return false }
                index = next
                continue
            }
            let length = simpleLength(bytes, at: index)
            if length > 0, index + length == end || certainBreak(bytes, at: index + length) {
                if !body(index..<index + length) { return false }
                index += length
                continue
            }
            let stretchEnd = nextCertainBreak(bytes, after: index)
            let stretch = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<stretchEnd]), as: UTF8.self)
            var start = index
            for character in stretch {
                let length = character.utf8.count
                if !body(start..<start + length) { return false }
                start += length
            }
            index = stretchEnd
        }
        return true
    }

    /// The byte length of the scalar at `index` if it is simple (ASCII or a CJK ideograph), else 0.
    private static func simpleLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return 1 }
        guard index + 2 < bytes.count else { return 0 }
        // U+4E00-U+9FFF is E4 B8 80 through E9 BF BF.
        if (0xE5...0xE9).contains(byte) || (byte == 0xE4 && bytes[index + 1] >= 0xB8) { return 3 }
        return 0
    }

    /// Whether there is certainly a grapheme break before `index`, which follows a simple scalar: the scalar there
    /// starts a sticker, or is simple and not the LF of a CR LF.
    private static func certainBreak(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == PackedAtoms.stickerStart { return true }
        return simpleLength(bytes, at: index) > 0 && !(byte == 0x0A && bytes[index - 1] == 0x0D)
    }

    /// The first place after `start` (a grapheme boundary) where a break is certain: between two simple scalars (not
    /// CR LF), before a sticker, or the end. O(distance).
    private static func nextCertainBreak(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        var position = start
        var previousSimple = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == PackedAtoms.stickerStart { return position }
            let length = simpleLength(bytes, at: position)
            if position > start, previousSimple, length > 0, !(byte == 0x0A && bytes[position - 1] == 0x0D) {
                return position
            }
            previousSimple = length > 0
            position += length > 0 ? length : scalarLength(byte)
        }
        return bytes.count
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// How many atoms packed bytes hold. O(bytes).
    static func atomCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        forEachAtom(in: bytes) { _ in
            count += 1
            return true
        }
        return count
    }
}
