/// One chunk of the composer's store: packed atoms, and the byte offset of every `markStride`-th atom, so that an
/// atom is found by segmenting at most `markStride` atoms from the mark before it rather than the whole chunk.
struct TextChunk: Hashable, Sendable {
    static let markStride = 32

    private(set) var packed: PackedAtoms
    /// `marks[k]` is the byte offset of atom `(k + 1) * markStride`.
    private(set) var marks: [UInt32]

    /// A chunk of `packed`, marked by one walk over its atoms. O(bytes).
    init(_ packed: PackedAtoms) {
        self.packed = packed
        var marks: [UInt32] = []
        if packed.count > Self.markStride {
            marks.reserveCapacity(packed.count / Self.markStride)
            var index = 0
            packed.bytes.withUnsafeBufferPointer { buffer in
                Segmentation.forEachAtom(in: buffer) { range in
                    if index > 0, index % Self.markStride == 0 { marks.append(UInt32(truncatingIfNeeded: range.lowerBound)) }
                    index += 1
                    return true
                }
            }
        }
        self.marks = marks
    }

    /// A chunk whose marks were taken while it was cut (`AtomStorageBuilder`).
    init(_ packed: PackedAtoms, marks: [UInt32]) {
        self.packed = packed
        self.marks = marks
    }

    var bytes: [UInt8] { packed.bytes }
    var count: Int { packed.count }
    var isEmpty: Bool { packed.isEmpty }

    /// The byte offset of atom `offset` (the end of the bytes for `offset == count`). O(markStride).
    func byteOffset(ofAtom offset: Int) -> Int {
        guard offset < count else { return packed.bytes.count }
        var result = packed.bytes.count
        forEachAtom(from: offset) { _, _, range in
            result = range.lowerBound
            return false
        }
        return result
    }

    /// The bytes of atoms `atoms`. O(markStride + the atoms), O(1) for the whole chunk.
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
    /// returns false; returns whether it never did. O(markStride) to start, then O(1) per atom.
    @discardableResult
    func forEachAtom(from offset: Int, _ body: (Int, UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool) -> Bool {
        let mark = min(offset / Self.markStride, marks.count)
        var index = mark * Self.markStride
        let start = mark == 0 ? 0 : Int(marks[mark - 1])
        return packed.bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: UnsafeBufferPointer(rebasing: buffer[start...])) { local in
                defer { index += 1 }
                guard index >= offset else { return true }
                return body(index, buffer, local.lowerBound + start..<local.upperBound + start)
            }
        }
    }

    /// The byte ranges of atoms `from...through`, in order. O(markStride + the atoms).
    func ranges(from first: Int, through last: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachAtom(from: first) { index, _, range in
            ranges.append(range)
            return index < last
        }
        return ranges
    }
}
