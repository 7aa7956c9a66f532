import Synchronization

/// How word movement sees an atom: letters and digits make words; each emoji, symbol or sticker is a word of its own.
enum WordClass: Hashable {
    case word, space, other

    init(_ atom: TextAtom) {
        guard let character = atom.character else {
            self = .other
            return
        }
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
            self = Self.ascii[Int(byte)]
        } else {
            self = Self.classify(character)
        }
    }

    /// The class of the packed atom at `bytes[atom]`; an ASCII character or a sticker without unpacking it.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ atom: Range<Int>) {
        let first = bytes[atom.lowerBound]
        if atom.count == 1, first < 0x80 {
            self = Self.ascii[Int(first)]
        } else if first == PackedAtoms.stickerStart {
            self = .other
        } else {
            self.init(PackedAtoms.atom(bytes, atom))
        }
    }

    private static func classify(_ character: Character) -> WordClass {
        if character.isWhitespace { return .space }
        if character.isLetter || character.isNumber || character == "_" || character == "'" { return .word }
        return .other
    }

    /// ASCII by table: a word scan costs a load per atom, not a lookup of Unicode properties.
    private static let ascii: [WordClass] = (0..<128).map { classify(Character(Unicode.Scalar(UInt8($0)))) }
}
