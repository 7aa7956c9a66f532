/// A sequence of atoms kept in chunks, so that an edit anywhere in a large buffer moves at most one chunk.
struct AtomStorage: Hashable, Sendable {
    static let maximumChunk = 1024

    private var chunks: [[TextAtom]] = []
    private(set) var count = 0

    init() {}

    init<S: Sequence>(_ atoms: S) where S.Element == TextAtom {
        append(contentsOf: atoms)
    }

    /// The chunk holding `index` and the offset inside it; `index == count` maps past the last chunk.
    private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        var remaining = index
        for (position, chunk) in chunks.enumerated() {
            if remaining < chunk.count { return (position, remaining) }
            remaining -= chunk.count
        }
        return (chunks.count, remaining)
    }

    subscript(index: Int) -> TextAtom {
        precondition(index >= 0 && index < count, "atom index out of range")
        #if DEBUG
        Self.indexedReads?.count += 1
        #endif
        let (chunk, offset) = locate(index)
        return chunks[chunk][offset]
    }

    func atoms(in range: Range<Int>) -> [TextAtom] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "atom range out of bounds")
        guard !range.isEmpty else { return [] }
        var result: [TextAtom] = []
        result.reserveCapacity(range.count)
        var (chunk, offset) = locate(range.lowerBound)
        while result.count < range.count {
            let take = min(chunks[chunk].count - offset, range.count - result.count)
            result += chunks[chunk][offset..<offset + take]
            chunk += 1
            offset = 0
        }
        return result
    }

    /// Visits atoms from `start` on, in order, until `body` returns false. O(chunks) to start, then O(1) per atom.
    func forEach(from start: Int, _ body: (Int, TextAtom) -> Bool) {
        guard start < count else { return }
        var (chunk, offset) = locate(max(0, start))
        var index = max(0, start)
        while chunk < chunks.count {
            for atom in chunks[chunk][offset...] {
                if !body(index, atom) { return }
                index += 1
            }
            chunk += 1
            offset = 0
        }
    }

    /// Visits atoms before `end`, backwards, until `body` returns false. O(chunks) to start, then O(1) per atom.
    func forEachBackward(before end: Int, _ body: (Int, TextAtom) -> Bool) {
        var index = min(end, count) - 1
        guard index >= 0 else { return }
        var (chunk, offset) = locate(index)
        while chunk >= 0 {
            for atom in chunks[chunk][...offset].reversed() {
                if !body(index, atom) { return }
                index -= 1
            }
            chunk -= 1
            if chunk >= 0 { offset = chunks[chunk].count - 1 }
        }
    }

    mutating func append<S: Sequence>(contentsOf atoms: S) where S.Element == TextAtom {
        let pending = Array(atoms)
        count += pending.count
        var next = 0
        if !chunks.isEmpty {
            let take = min(Self.maximumChunk - chunks[chunks.count - 1].count, pending.count)
            chunks[chunks.count - 1] += pending[0..<take]
            next = take
        }
        while next < pending.count {
            let end = min(pending.count, next + Self.maximumChunk)
            chunks.append(Array(pending[next..<end]))
            next = end
        }
    }

    mutating func replaceSubrange(_ range: Range<Int>, with atoms: [TextAtom]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "atom range out of bounds")
        let (first, firstOffset) = locate(range.lowerBound)
        if first < chunks.count, firstOffset + range.count <= chunks[first].count {
            chunks[first].replaceSubrange(firstOffset..<firstOffset + range.count, with: atoms)
            count += atoms.count - range.count
            rebalance(first)
            return
        }
        if first == chunks.count, range.isEmpty {
            append(contentsOf: atoms)
            return
        }
        // The edit spans chunks: rebuild the affected chunks, which is rare (selections, large pastes).
        let (last, lastOffset) = locate(range.upperBound)
        var merged = Array(chunks[first][..<firstOffset]) + atoms
        if last < chunks.count { merged += chunks[last][lastOffset...] }
        let replaced = first..<min(chunks.count, last + 1)
        count += atoms.count - range.count
        chunks.replaceSubrange(replaced, with: Self.split(merged))
    }

    private mutating func rebalance(_ index: Int) {
        if chunks[index].count > Self.maximumChunk {
            chunks.replaceSubrange(index...index, with: Self.split(chunks[index]))
        } else if chunks[index].isEmpty {
            chunks.remove(at: index)
        } else if index + 1 < chunks.count, chunks[index].count + chunks[index + 1].count <= Self.maximumChunk / 2 {
            chunks[index] += chunks[index + 1]
            chunks.remove(at: index + 1)
        }
    }

    private static func split(_ atoms: [TextAtom]) -> [[TextAtom]] {
        guard !atoms.isEmpty else { return [] }
        let size = maximumChunk / 2
        return stride(from: 0, to: atoms.count, by: size).map { Array(atoms[$0..<min(atoms.count, $0 + size)]) }
    }

    /// Chunk bookkeeping holds: counts agree, no empty or oversized chunks.
    func checkInvariants() {
        precondition(chunks.reduce(0) { $0 + $1.count } == count, "chunk counts disagree with count")
        precondition(chunks.allSatisfy { !$0.isEmpty && $0.count <= Self.maximumChunk }, "empty or oversized chunk")
    }
}

#if DEBUG
/// How many atoms were read by index (each read costs O(chunks)), counted only where a test asks, in its own task:
/// an operation that walks a long text this way is quadratic.
final class IndexedReads: @unchecked Sendable {
    var count = 0
}

extension AtomStorage {
    @TaskLocal static var indexedReads: IndexedReads?
}
#endif
