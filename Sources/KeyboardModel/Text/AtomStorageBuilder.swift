/// Builds an `AtomStorage` from packed bytes that arrive in pieces (a paste converted run by run), segmenting each byte
/// once: what has arrived is cut into chunks at atom boundaries, except its last atom, which what follows may extend.
/// O(n) time over the stream and O(chunk + longest atom) memory beside the chunks made; a stretch with no place to cut
/// waits until it has doubled, so a single huge grapheme still costs linear time.
///
/// It also notes what `TextBuffer` needs to check the joins of an edit: the length of the first and the last atom,
/// and how many atoms start after the point marked with `markTail`.
struct AtomStorageBuilder {
    private var chunks: [TextChunk] = []
    private var count = 0
    /// Bytes not yet cut into chunks, which start at byte `pendingOffset` of the stream.
    private var pending: [UInt8] = []
    private var pendingOffset = 0
    private var nextAttempt = 2 * AtomStorage.targetChunkBytes

    /// Atoms starting at or after this byte of the stream are counted in `atomsInTail`.
    private var tailStart = Int.max
    /// The byte length of the first atom, once a chunk is cut.
    private(set) var firstAtomLength = 0
    /// The byte length of the last atom cut so far (the last atom of all after `finish`).
    private(set) var lastAtomLength = 0
    /// How many atoms cut so far start at or after `tailStart`.
    private(set) var atomsInTail = 0

    init() {}

    /// Counts the atoms that start from here on in `atomsInTail`.
    mutating func markTail() {
        tailStart = pendingOffset + pending.count
    }

    /// Appends packed bytes: UTF-8 text, or whole packed atoms.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        pending.append(contentsOf: bytes)
        if pending.count >= nextAttempt { cut(final: false) }
    }

    /// Appends a sticker.
    mutating func append(sticker code: String) {
        pending.append(PackedAtoms.stickerStart)
        pending.append(contentsOf: code.utf8)
        pending.append(PackedAtoms.stickerEnd)
        if pending.count >= nextAttempt { cut(final: false) }
    }

    /// The storage of everything appended.
    mutating func finish() -> AtomStorage {
        cut(final: true)
        return AtomStorage(chunks: chunks)
    }

    /// Cuts what is pending into chunks; unless `final`, the last atom stays pending.
    private mutating func cut(final: Bool) {
        let bytes = pending
        var cutAt = 0
        var atoms = 0
        var tail = 0
        var first = 0
        var lastLength = 0
        var marks: [TextChunk.Mark] = []
        var held: Range<Int>?
        func take(_ range: Range<Int>) {
            // A long atom after short ones starts a chunk of its own, so that only a single atom makes a chunk oversized.
            if atoms > 0, range.upperBound - cutAt > AtomStorage.maximumChunkBytes { close(range.lowerBound) }
            if atoms == 0 { first = range.count }
            if atoms % TextChunk.markStride == 0, let mark = TextChunk.Mark(atom: atoms, byte: range.lowerBound - cutAt)
            {
                marks.append(mark)
            }
            atoms += 1
            lastLength = range.count
            if pendingOffset + range.lowerBound >= tailStart { tail += 1 }
            guard range.upperBound - cutAt >= AtomStorage.targetChunkBytes else { return }
            close(range.upperBound)
        }
        func close(_ end: Int) {
            guard atoms > 0 else { return }
            chunks.append(TextChunk(PackedAtoms(bytes: Array(bytes[cutAt..<end]), count: atoms), marks: marks))
            marks = []
            if count == 0 { firstAtomLength = first }
            count += atoms
            atomsInTail += tail
            lastAtomLength = lastLength
            cutAt = end
            atoms = 0
            tail = 0
        }
        _ = bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: buffer) { range in
                if let previous = held { take(previous) }
                held = range
                return true
            }
        }
        if final {
            if let held { take(held) }
            close(bytes.count)
        }
        pendingOffset += cutAt
        pending.removeSubrange(0..<cutAt)
        nextAttempt =
            cutAt == 0 ? max(2 * AtomStorage.targetChunkBytes, 2 * pending.count) : 2 * AtomStorage.targetChunkBytes
    }
}
