/// One chunk of the composer's store: packed atoms, and marks where some atoms start (about every `markStride`-th),
/// so that an atom is found by segmenting from the mark before it rather than from the chunk's start.
///
/// An edit keeps the marks on both sides of it (shifted after it) and marks again only the stretch around it when that
/// has grown past two strides, so an edit costs O(stride + what it inserts), not a walk of the chunk.
struct TextChunk: Hashable, Sendable {
    static let markStride = 32

    /// Atom `atom` starts at byte `byte` (both fit in 16 bits: only chunks of one atom outgrow them, and need none).
    struct Mark: Hashable, Sendable {
        var atom: UInt16
        var byte: UInt16

        init?(atom: Int, byte: Int) {
            guard atom > 0, let atom = UInt16(exactly: atom), let byte = UInt16(exactly: byte) else { return nil }
            self.atom = atom
            self.byte = byte
        }
    }

    private(set) var packed: PackedAtoms
    /// In increasing order, none at atom 0.
    private(set) var marks: [Mark]

    /// A chunk of `packed`, marked by one walk over its atoms. O(bytes).
    init(_ packed: PackedAtoms) {
        self.packed = packed
        marks = []
        marks = marking(from: 0, byte: 0, until: packed.count)
    }

    /// A chunk whose marks were taken while it was cut (`AtomStorageBuilder`).
    init(_ packed: PackedAtoms, marks: [Mark]) {
        self.packed = packed
        self.marks = marks
    }

    var bytes: [UInt8] { packed.bytes }
    var count: Int { packed.count }
    var isEmpty: Bool { packed.isEmpty }

    /// `head`'s atoms before `headAtoms` (bytes before `headBytes`), then `middle`, then `tail`'s atoms from `tailAtom`
    /// (bytes from `tailByte`), as one chunk; the marks of both sides are kept. O(stride + middle + the bytes copied).
    static func spliced(
        _ head: TextChunk?, keeping headAtoms: Int, _ headBytes: Int, _ middle: PackedAtoms,
        _ tail: TextChunk?, from tailAtom: Int, _ tailByte: Int
    ) -> TextChunk {
        var packed = PackedAtoms()
        let tailBytes = tail.map { $0.packed.bytes.count - tailByte } ?? 0
        packed.bytes.reserveCapacity(headBytes + middle.bytes.count + tailBytes)
        if let head { packed.bytes += head.packed.bytes[..<headBytes] }
        packed.bytes += middle.bytes
        if let tail { packed.bytes += tail.packed.bytes[tailByte...] }
        packed.count = headAtoms + middle.count + (tail.map { $0.count - tailAtom } ?? 0)
        var chunk = TextChunk(
            packed, marks: head?.marks.filter { Int($0.atom) <= headAtoms && Int($0.atom) < packed.count } ?? [])
        let shiftAtoms = headAtoms + middle.count - tailAtom
        let shiftBytes = headBytes + middle.bytes.count - tailByte
        let after = (tail?.marks ?? []).compactMap { mark in
            Int(mark.atom) > tailAtom ? Mark(atom: Int(mark.atom) + shiftAtoms, byte: Int(mark.byte) + shiftBytes) : nil
        }
        // Mark the stretch between the last mark kept before and the first after again, if it has grown long.
        let gapStart = chunk.marks.last.map { (Int($0.atom), Int($0.byte)) } ?? (0, 0)
        let gapEnd = after.first.map { Int($0.atom) } ?? packed.count
        if gapEnd - gapStart.0 > 2 * markStride {
            chunk.marks += chunk.marking(from: gapStart.0, byte: gapStart.1, until: gapEnd)
        }
        chunk.marks += after
        return chunk
    }

    /// Marks every `markStride`-th atom after atom `atom` (which starts at `byte`) and before atom `end`.
    private func marking(from atom: Int, byte: Int, until end: Int) -> [Mark] {
        var marks: [Mark] = []
        var index = atom
        _ = packed.bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: UnsafeBufferPointer(rebasing: buffer[byte...])) { range in
                guard index < end else { return false }
                if index > atom, (index - atom) % Self.markStride == 0,
                    let mark = Mark(atom: index, byte: byte + range.lowerBound)
                {
                    marks.append(mark)
                }
                index += 1
                return true
            }
        }
        return marks
    }

    /// The last mark at or before atom `offset`, or the chunk's start.
    private func mark(before offset: Int) -> (atom: Int, byte: Int) {
        var result = (atom: 0, byte: 0)
        for mark in marks {
            guard Int(mark.atom) <= offset else { break }
            result = (Int(mark.atom), Int(mark.byte))
        }
        return result
    }

    /// The byte offset of atom `offset` (the end of the bytes for `offset == count`). O(stride).
    func byteOffset(ofAtom offset: Int) -> Int {
        byteRange(ofAtoms: offset..<offset).lowerBound
    }

    /// The bytes of atoms `atoms`. O(stride + the atoms), O(1) for the whole chunk.
    func byteRange(ofAtoms atoms: Range<Int>) -> Range<Int> {
        if atoms.lowerBound == 0 && atoms.upperBound >= count { return 0..<packed.bytes.count }
        var lower = packed.bytes.count
        var upper = packed.bytes.count
        forEachAtom(from: atoms.lowerBound) { index, _, range in
            if index == atoms.lowerBound { lower = range.lowerBound }
            guard index < atoms.upperBound else {
                upper = range.lowerBound
                return false
            }
            return true
        }
        return lower..<upper
    }

    /// Calls `body` with the index, the chunk's bytes and the byte range of each atom from `offset` on, until it
    /// returns false; returns whether it never did. O(stride) to start, then O(1) per atom.
    @discardableResult
    func forEachAtom(from offset: Int, _ body: (Int, UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool) -> Bool {
        let start = mark(before: offset)
        var index = start.atom
        return packed.bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: UnsafeBufferPointer(rebasing: buffer[start.byte...])) { local in
                defer { index += 1 }
                guard index >= offset else { return true }
                return body(index, buffer, local.lowerBound + start.byte..<local.upperBound + start.byte)
            }
        }
    }

    /// Calls `body` with the atoms before `end` backwards, as `forEachAtom`, until it returns false; returns whether
    /// it never did. Each stretch between marks is segmented forwards once, into `scratch`, then read backwards.
    @discardableResult
    func forEachAtomBackward(
        before end: Int, scratch: inout [Range<Int>], _ body: (Int, UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool
    ) -> Bool {
        var high = min(end, count)
        while high > 0 {
            let low = mark(before: high - 1).atom
            scratch.removeAll(keepingCapacity: true)
            forEachAtom(from: low) { index, _, range in
                guard index < high else { return false }
                scratch.append(range)
                return true
            }
            let more = packed.bytes.withUnsafeBufferPointer { buffer in
                for (step, range) in scratch.reversed().enumerated() where !body(high - 1 - step, buffer, range) {
                    return false
                }
                return true
            }
            if !more { return false }
            high = low
        }
        return true
    }

    /// The marks point at atom starts, in increasing order. O(bytes).
    func checkMarks() {
        var starts: [Int: Int] = [:]
        var index = 0
        _ = packed.bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: buffer) { range in
                starts[index] = range.lowerBound
                index += 1
                return true
            }
        }
        precondition(zip(marks, marks.dropFirst()).allSatisfy { $0.atom < $1.atom }, "marks out of order")
        precondition(marks.allSatisfy { starts[Int($0.atom)] == Int($0.byte) }, "a mark points inside an atom")
    }
}
