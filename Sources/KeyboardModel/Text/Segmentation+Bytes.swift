extension Segmentation {
    /// Calls `body` with the byte range of each atom of packed bytes (`PackedAtoms`), in order, until it returns false.
    /// `bytes` must start at an atom boundary and hold whole atoms.
    ///
    /// O(bytes). Two ASCII bytes in a row (other than CR LF) always have a grapheme break between them, so ASCII text
    /// is split byte by byte; only the stretches between such breaks that hold other bytes are segmented as Swift
    /// `String`s (each stretch starts and ends at a break, so segmenting it alone gives the graphemes of the whole).
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
            if byte < 0x80, index + 1 == end || Self.asciiBreak(byte, bytes[index + 1]) {
                if !body(index..<index + 1) { return false }
                index += 1
                continue
            }
            var stretchEnd = index + 1
            while stretchEnd < end, bytes[stretchEnd] != PackedAtoms.stickerStart, !Self.asciiBreak(bytes[stretchEnd - 1], bytes[stretchEnd]) {
                stretchEnd += 1
            }
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

    /// Whether there is certainly a grapheme break between `before` and `after`: both ASCII and not CR LF (or `after`
    /// starts a sticker).
    private static func asciiBreak(_ before: UInt8, _ after: UInt8) -> Bool {
        if after == PackedAtoms.stickerStart { return true }
        return before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A)
    }

    /// How many atoms packed bytes hold. O(bytes).
    static func atomCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        forEachAtom(in: bytes) { _ in count += 1; return true }
        return count
    }
}
