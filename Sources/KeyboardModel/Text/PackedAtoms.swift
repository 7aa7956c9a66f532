/// Atoms as bytes, the way the composer keeps them: a grapheme as its UTF-8, a sticker as its code between two bytes
/// that never occur in UTF-8 (`stickerStart`, `stickerEnd`), so that a literal `[笑哭]` typed key by key and the
/// sticker `[笑哭]` stay apart. The atoms of a run are found again by grapheme segmentation (`Segmentation.forEachAtom`);
/// a run holds whole atoms and starts at an atom boundary, so segmenting it alone gives the atoms it was made of.
struct PackedAtoms: Hashable, Sendable {
    static let stickerStart: UInt8 = 0xFF
    static let stickerEnd: UInt8 = 0xFE

    var bytes: [UInt8] = []
    /// How many atoms `bytes` holds.
    var count = 0

    init() {}

    init(bytes: [UInt8], count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// `atoms` packed. O(their bytes).
    init<S: Sequence>(_ atoms: S) where S.Element == TextAtom {
        for atom in atoms { append(atom) }
    }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ atom: TextAtom) {
        Self.append(atom, to: &bytes)
        count += 1
    }

    static func append(_ atom: TextAtom, to bytes: inout [UInt8]) {
        switch atom {
        case .character(let character): bytes.append(contentsOf: character.utf8)
        case .sticker(let code):
            bytes.append(stickerStart)
            bytes.append(contentsOf: code.utf8)
            bytes.append(stickerEnd)
        }
    }

    static func + (left: PackedAtoms, right: PackedAtoms) -> PackedAtoms {
        PackedAtoms(bytes: left.bytes + right.bytes, count: left.count + right.count)
    }

    /// The atoms, unpacked. O(bytes).
    var atoms: [TextAtom] {
        var result: [TextAtom] = []
        result.reserveCapacity(count)
        _ = bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: buffer) { range in
                result.append(Self.atom(buffer, range))
                return true
            }
        }
        return result
    }

    /// The byte lengths of the first and the last atom (0 when empty). O(bytes).
    var edgeAtomLengths: (first: Int, last: Int) {
        var lengths = (first: 0, last: 0)
        _ = bytes.withUnsafeBufferPointer { buffer in
            Segmentation.forEachAtom(in: buffer) { range in
                if lengths.first == 0 { lengths.first = range.count }
                lengths.last = range.count
                return true
            }
        }
        return lengths
    }

    /// The atom packed in `bytes[range]` (one whole atom).
    static func atom(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> TextAtom {
        #if DEBUG
            AtomStorage.unpackedAtoms?.count += 1
        #endif
        let first = bytes[range.lowerBound]
        if first == stickerStart {
            return .sticker(
                code: String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 1..<range.upperBound - 1]),
                    as: UTF8.self))
        }
        if range.count == 1 { return .character(Character(Unicode.Scalar(first))) }
        return .character(Character(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)))
    }

    /// Whether the atom at `bytes[range]` is a sticker.
    static func isSticker(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        bytes[range.lowerBound] == stickerStart
    }

    /// The plain text of packed bytes: the markers dropped, stickers read as their codes. O(bytes).
    static func appendPlainText(of bytes: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
        var start = 0
        for index in bytes.indices where bytes[index] >= stickerEnd {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            start = index + 1
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// The plain text, stickers as their codes.
    var plainText: String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { Self.appendPlainText(of: $0, to: &text) }
        return String(decoding: text, as: UTF8.self)
    }
}
