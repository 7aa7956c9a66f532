/// A sequence of atoms kept as packed bytes (`PackedAtoms`) in chunks of 4 to 8 KB (`TextChunk`), so that the text
/// costs about its UTF-8 size and an edit anywhere in a large buffer moves at most one chunk. Chunks are few (about 250
/// for a megabyte) because an edit also copies the list of chunks while the window's last frame still holds it, and
/// comparing states compares the lists; marks keep the cost of finding an atom independent of the chunk's size.
///
/// Chunks start and end at atom boundaries and know how many atoms they hold, and where about every 32nd atom starts;
/// an atom is found by counting chunks, then segmenting from the mark before it: O(chunks + 32) a lookup, then O(1)
/// per atom for a walk.
struct AtomStorage: Hashable, Sendable {
    /// Building and splitting cut a chunk at the first atom boundary past this many bytes.
    static let targetChunkBytes = 4096
    /// No chunk grows past this many bytes, but one that holds a single longer atom.
    static let maximumChunkBytes = 8192

    private(set) var chunks: [TextChunk] = []
    private(set) var count = 0

    init() {}

    init(chunks: [TextChunk]) {
        self.chunks = chunks.filter { !$0.isEmpty }
        count = chunks.reduce(0) { $0 + $1.count }
    }

    /// Atoms segmented again as they are stored (a run of characters that join becomes one grapheme). O(bytes).
    init<S: Sequence>(_ atoms: S) where S.Element == TextAtom {
        var builder = AtomStorageBuilder()
        var bytes: [UInt8] = []
        for atom in atoms {
            bytes.removeAll(keepingCapacity: true)
            PackedAtoms.append(atom, to: &bytes)
            bytes.withUnsafeBufferPointer { builder.append($0) }
        }
        self = builder.finish()
    }

    /// The chunk holding `index` and the offset inside it; `index == count` maps past the last chunk. O(chunks).
    private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        var remaining = index
        for (position, chunk) in chunks.enumerated() {
            if remaining < chunk.count { return (position, remaining) }
            remaining -= chunk.count
        }
        return (chunks.count, remaining)
    }

    /// The byte offset of atom `offset` in chunk `chunk` (its end for `offset == count`, 0 past the last chunk).
    private func byteOffset(ofAtom offset: Int, in chunk: Int) -> Int {
        chunk < chunks.count ? chunks[chunk].byteOffset(ofAtom: offset) : 0
    }

    /// The atom at `index`. O(chunks + 32).
    subscript(index: Int) -> TextAtom {
        precondition(index >= 0 && index < count, "atom index out of range")
        #if DEBUG
            Self.indexedReads?.count += 1
        #endif
        var result: TextAtom?
        forEach(from: index) { _, atom in
            result = atom
            return false
        }
        guard let result else { preconditionFailure("chunk counts disagree with their bytes") }
        return result
    }

    func atoms(in range: Range<Int>) -> [TextAtom] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "atom range out of bounds")
        guard !range.isEmpty else { return [] }
        var result: [TextAtom] = []
        result.reserveCapacity(range.count)
        forEach(from: range.lowerBound) { index, atom in
            guard index < range.upperBound else { return false }
            result.append(atom)
            return true
        }
        return result
    }

    /// The atoms of `range`, packed. O(chunks + 32 + the range's bytes).
    func packed(in range: Range<Int>) -> PackedAtoms {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "atom range out of bounds")
        var result = PackedAtoms()
        guard !range.isEmpty else { return result }
        var (chunk, offset) = locate(range.lowerBound)
        var remaining = range.count
        while remaining > 0 {
            let take = min(chunks[chunk].count - offset, remaining)
            result.bytes += chunks[chunk].bytes[chunks[chunk].byteRange(ofAtoms: offset..<offset + take)]
            remaining -= take
            chunk += 1
            offset = 0
        }
        result.count = range.count
        return result
    }

    /// Visits each atom from `start` on, as its chunk's index, the chunk's bytes and its byte range there, with its
    /// index, until `body` returns false. O(chunks + 32) to start, then O(1) per atom.
    func forEachPacked(from start: Int, _ body: (Int, Int, UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool) {
        guard start < count else { return }
        var (chunk, offset) = locate(max(0, start))
        var base = max(0, start) - offset
        while chunk < chunks.count {
            let more = chunks[chunk].forEachAtom(from: offset) { index, buffer, range in
                body(base + index, chunk, buffer, range)
            }
            if !more { return }
            base += chunks[chunk].count
            chunk += 1
            offset = 0
        }
    }

    /// Visits atoms from `start` on, in order, until `body` returns false. O(chunks + 32) to start, then O(1) per atom.
    func forEach(from start: Int, _ body: (Int, TextAtom) -> Bool) {
        forEachPacked(from: start) { index, _, buffer, range in body(index, PackedAtoms.atom(buffer, range)) }
    }

    /// Visits atoms before `end`, backwards, as `forEachPacked`, until `body` returns false. O(chunks + 32) to start,
    /// then O(1) per atom (each stretch between two marks is segmented forwards once, then read backwards).
    func forEachPackedBackward(before end: Int, _ body: (Int, UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool) {
        let last = min(end, count) - 1
        guard last >= 0 else { return }
        var (chunk, offset) = locate(last)
        var base = last - offset
        var scratch: [Range<Int>] = []
        while chunk >= 0 {
            let more = chunks[chunk].forEachAtomBackward(before: offset + 1, scratch: &scratch) {
                index, buffer, range in
                body(base + index, buffer, range)
            }
            if !more { return }
            chunk -= 1
            if chunk >= 0 {
                offset = chunks[chunk].count - 1
                base -= chunks[chunk].count
            }
        }
    }

    /// Visits atoms before `end`, backwards, until `body` returns false. O(chunks + 32) to start, then O(1) per atom.
    func forEachBackward(before end: Int, _ body: (Int, TextAtom) -> Bool) {
        forEachPackedBackward(before: end) { index, buffer, range in body(index, PackedAtoms.atom(buffer, range)) }
    }

    /// Replaces the atoms of `range` by `replacement`, whose joins with the atoms around it must already be grapheme
    /// boundaries (`TextBuffer` makes them so). O(chunks + one chunk + replacement).
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: PackedAtoms) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "atom range out of bounds")
        let (first, firstOffset) = locate(range.lowerBound)
        let (last, lastOffset) = locate(range.upperBound)
        var (prefixEnd, suffixStart) = (0, 0)
        if first == last, first < chunks.count {
            // Within one chunk (typing), one walk finds both ends.
            let replaced = chunks[first].byteRange(ofAtoms: firstOffset..<lastOffset)
            (prefixEnd, suffixStart) = (replaced.lowerBound, replaced.upperBound)
        } else {
            (prefixEnd, suffixStart) = (
                byteOffset(ofAtom: firstOffset, in: first), byteOffset(ofAtom: lastOffset, in: last)
            )
        }
        let head = first < chunks.count ? chunks[first] : nil
        let tail = last < chunks.count ? chunks[last] : nil
        let size = prefixEnd + replacement.bytes.count + (tail.map { $0.bytes.count - suffixStart } ?? 0)
        let pieces: [TextChunk]
        if size <= Self.maximumChunkBytes {
            pieces = [
                TextChunk.spliced(
                    head, keeping: firstOffset, prefixEnd, replacement, tail, from: lastOffset, suffixStart)
            ]
        } else {
            var merged: [UInt8] = []
            merged.reserveCapacity(size)
            if let head { merged += head.bytes[..<prefixEnd] }
            merged += replacement.bytes
            if let tail { merged += tail.bytes[suffixStart...] }
            pieces = Self.split(merged)
        }
        splice(first..<min(chunks.count, last + 1), with: pieces)
        count += replacement.count - range.count
    }

    /// Replaces the atoms of `range` by the chunks of `replacement`, as `replaceSubrange(_:with:)` for a large
    /// replacement already cut into chunks (a paste). O(chunks + one chunk + replacement's chunks).
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: AtomStorage) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "atom range out of bounds")
        let (first, firstOffset) = locate(range.lowerBound)
        let (last, lastOffset) = locate(range.upperBound)
        var pieces: [TextChunk] = []
        if first < chunks.count, firstOffset > 0 {
            let end = byteOffset(ofAtom: firstOffset, in: first)
            pieces.append(TextChunk.spliced(chunks[first], keeping: firstOffset, end, PackedAtoms(), nil, from: 0, 0))
        }
        pieces += replacement.chunks
        if last < chunks.count, lastOffset > 0 {
            let start = byteOffset(ofAtom: lastOffset, in: last)
            pieces.append(TextChunk.spliced(nil, keeping: 0, 0, PackedAtoms(), chunks[last], from: lastOffset, start))
        } else if last < chunks.count {
            pieces.append(chunks[last])
        }
        splice(first..<min(chunks.count, last + 1), with: pieces)
        count += replacement.count - range.count
    }

    /// Puts `pieces` in place of the chunks `replaced`, dropping empty ones and joining small neighbours at both ends.
    private mutating func splice(_ replaced: Range<Int>, with pieces: [TextChunk]) {
        let kept = pieces.filter { !$0.isEmpty }
        chunks.replaceSubrange(replaced, with: kept)
        let end = replaced.lowerBound + kept.count
        joinIfSmall(end - 1)
        joinIfSmall(replaced.lowerBound - 1)
        if end - 1 != replaced.lowerBound { joinIfSmall(replaced.lowerBound) }
    }

    /// Joins chunks `index` and `index + 1` when both fit in half a maximum chunk.
    private mutating func joinIfSmall(_ index: Int) {
        guard index >= 0, index + 1 < chunks.count,
            chunks[index].bytes.count + chunks[index + 1].bytes.count <= Self.maximumChunkBytes / 2
        else { return }
        let left = chunks[index]
        chunks[index] = TextChunk.spliced(
            left, keeping: left.count, left.bytes.count, PackedAtoms(), chunks[index + 1], from: 0, 0)
        chunks.remove(at: index + 1)
    }

    /// Packed bytes cut into chunks at atom boundaries. O(bytes).
    private static func split(_ bytes: [UInt8]) -> [TextChunk] {
        var builder = AtomStorageBuilder()
        bytes.withUnsafeBufferPointer { builder.append($0) }
        return builder.finish().chunks
    }

    /// The plain text of the atoms of `range`, stickers as their codes. O(chunks + the range's bytes).
    func plainText(in range: Range<Int>) -> String {
        var text: [UInt8] = []
        if range == 0..<count {
            text.reserveCapacity(chunks.reduce(0) { $0 + $1.bytes.count })
            for chunk in chunks {
                chunk.bytes.withUnsafeBufferPointer { PackedAtoms.appendPlainText(of: $0, to: &text) }
            }
        } else {
            packed(in: range).bytes.withUnsafeBufferPointer { PackedAtoms.appendPlainText(of: $0, to: &text) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Chunk bookkeeping holds: counts and marks agree with the bytes, no empty chunk, none oversized but for a single
    /// atom, and each run of characters segments as a whole into the atoms the chunks hold. O(bytes).
    func checkInvariants() {
        precondition(chunks.reduce(0) { $0 + $1.count } == count, "chunk counts disagree with count")
        for chunk in chunks {
            precondition(!chunk.isEmpty, "empty chunk")
            let atoms = chunk.bytes.withUnsafeBufferPointer { Segmentation.atomCount(in: $0) }
            precondition(atoms == chunk.count, "a chunk's count disagrees with its bytes")
            chunk.checkMarks()
            precondition(chunk.bytes.count <= Self.maximumChunkBytes || chunk.count == 1, "oversized chunk")
        }
        let whole = chunks.reduce(into: [UInt8]()) { $0 += $1.bytes }
        precondition(whole.withUnsafeBufferPointer { Segmentation.atomCount(in: $0) } == count, "chunks cut a grapheme")
    }
}

#if DEBUG

    extension AtomStorage {
        @TaskLocal static var indexedReads: IndexedReads?
        @TaskLocal static var unpackedAtoms: IndexedReads?
    }
#endif
