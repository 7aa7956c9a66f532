/// The widths of a line's atoms in chunks that know their counts and sums, so that a change or a position lookup
/// costs time proportional to the number of chunks plus one chunk (about n / 1024), not to the text; the walk over the
/// chunks reads two arrays of integers. A width takes a byte, or two in a chunk that holds one of 256 pixels or more
/// (`WidthChunk`).
struct WidthRuns: Hashable, Sendable {
    static let maximumChunk = 2048

    private var chunks: [WidthChunk] = []
    private var counts: [Int] = []
    private var sums: [Int] = []
    private(set) var count = 0
    private(set) var total = 0

    /// Sum of the widths before `index` (0...count). O(chunks + one chunk).
    func offset(of index: Int) -> Int {
        let (chunk, offset) = locate(min(max(0, index), count))
        guard chunk < chunks.count else { return total }
        let before = sums[..<chunk].reduce(0, +)
        // Add the shorter side: the prefix from the chunk's start, or the chunk's sum minus its suffix.
        if offset <= counts[chunk] / 2 { return before + chunks[chunk].sum(of: 0..<offset) }
        return before + sums[chunk] - chunks[chunk].sum(of: offset..<counts[chunk])
    }

    func width(at index: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        let (chunk, offset) = locate(index)
        return chunks[chunk][offset]
    }

    /// The atom whose span holds `x` (`offset(of: i) <= x < offset(of: i + 1)`) and where it starts; `nil` past either end.
    /// O(chunks + one chunk).
    func atom(containing x: Int) -> (index: Int, start: Int)? {
        guard x >= 0, x < total else { return nil }
        var index = 0
        var start = 0
        for chunk in sums.indices {
            if x < start + sums[chunk] {
                guard let (offset, offsetStart) = chunks[chunk].position(containing: x - start) else { return nil }
                return (index + offset, start + offsetStart)
            }
            start += sums[chunk]
            index += counts[chunk]
        }
        return nil
    }

    /// Widths of `range`, in order. O(chunks + range).
    func widths(in range: Range<Int>) -> [Int] {
        let clamped = max(0, range.lowerBound)..<min(count, range.upperBound)
        guard !clamped.isEmpty else { return [] }
        var result: [Int] = []
        result.reserveCapacity(clamped.count)
        var (chunk, offset) = locate(clamped.lowerBound)
        while result.count < clamped.count, chunk < chunks.count {
            let take = min(counts[chunk] - offset, clamped.count - result.count)
            result += chunks[chunk][offset..<offset + take]
            chunk += 1
            offset = 0
        }
        return result
    }

    /// Replaces the widths of `range` by the `added` widths `produce` emits, in order. O(chunks + range + emitted):
    /// the widths go straight into chunks, never into an array of them all. An edit inside one chunk that leaves it
    /// within bounds (typing, a deletion) changes that chunk in place: O(chunks + one chunk's bytes moved).
    mutating func replaceSubrange(_ range: Range<Int>, adding added: Int, producing produce: ((Int) -> Void) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "width range out of bounds")
        let (first, firstOffset) = locate(range.lowerBound)
        let (last, lastOffset) = locate(range.upperBound)
        if first == last, first < chunks.count, (1...Self.maximumChunk).contains(counts[first] - range.count + added) {
            var inserted = WidthChunk()
            inserted.reserveCapacity(added)
            produce { inserted.append($0) }
            precondition(inserted.count == added, "emitted widths disagree with the count")
            let change = inserted.sum(of: 0..<added) - chunks[first].sum(of: firstOffset..<lastOffset)
            chunks[first].replaceSubrange(firstOffset..<lastOffset, with: inserted)
            counts[first] += added - range.count
            sums[first] += change
            count += added - range.count
            total += change
            mergeSmallNeighbours(around: first)
            return
        }
        var pieces: [WidthChunk] = []
        var piece = first < chunks.count ? WidthChunk(chunks[first][..<firstOffset]) : WidthChunk()
        func push(_ width: Int) {
            if piece.count == Self.maximumChunk {
                pieces.append(piece)
                piece = WidthChunk()
                piece.reserveCapacity(Self.maximumChunk)
            }
            piece.append(width)
        }
        var emitted = 0
        produce { width in
            push(width)
            emitted += 1
        }
        precondition(emitted == added, "emitted widths disagree with the count")
        if last < chunks.count { for width in chunks[last][lastOffset...] { push(width) } }
        if !piece.isEmpty { pieces.append(piece) }
        // A short last piece after a full one: share them evenly, as a chunk that overflows is split in two.
        if pieces.count >= 2, pieces[pieces.count - 1].count < Self.maximumChunk / 2 {
            var joined = pieces[pieces.count - 2]
            for width in pieces[pieces.count - 1] { joined.append(width) }
            pieces.removeLast(2)
            pieces += Self.split(joined)
        }
        let replaced = first..<min(chunks.count, last + 1)
        chunks.replaceSubrange(replaced, with: pieces)
        counts.replaceSubrange(replaced, with: pieces.map(\.count))
        sums.replaceSubrange(replaced, with: pieces.map { $0.sum(of: 0..<$0.count) })
        count += added - range.count
        total = sums.reduce(0, +)
        mergeSmallNeighbours(around: first)
    }

    /// The chunk holding `index` and the offset in it; `index == count` maps to the end of the last chunk.
    private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        var remaining = index
        for (position, chunkCount) in counts.enumerated() {
            if remaining < chunkCount || (remaining == chunkCount && position == counts.count - 1) {
                return (position, remaining)
            }
            remaining -= chunkCount
        }
        return (chunks.count, remaining)
    }

    private mutating func mergeSmallNeighbours(around index: Int) {
        guard index + 1 < chunks.count, counts[index] + counts[index + 1] <= Self.maximumChunk / 2 else { return }
        let next = chunks[index + 1]
        chunks[index].replaceSubrange(counts[index]..<counts[index], with: next)
        counts[index] += counts[index + 1]
        sums[index] += sums[index + 1]
        chunks.remove(at: index + 1)
        counts.remove(at: index + 1)
        sums.remove(at: index + 1)
    }

    private static func split(_ widths: WidthChunk) -> [WidthChunk] {
        let size = maximumChunk / 2
        return stride(from: 0, to: widths.count, by: size).map { WidthChunk(widths[$0..<min(widths.count, $0 + size)]) }
    }

    /// Bookkeeping holds: counts and sums agree, no empty or oversized chunk.
    func checkInvariants() {
        precondition(chunks.map(\.count) == counts && counts.reduce(0, +) == count, "chunk counts disagree with count")
        precondition(zip(chunks, sums).allSatisfy { $0.reduce(0, +) == $1 }, "a chunk's sum is stale")
        precondition(sums.reduce(0, +) == total, "total is stale")
        precondition(chunks.allSatisfy { !$0.isEmpty && $0.count <= Self.maximumChunk }, "empty or oversized chunk")
    }
}
