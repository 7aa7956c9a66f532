/// Splits plain text and atom runs into grapheme clusters the way Swift's `Character` does.
enum Segmentation {
    /// Each character of `text` as an atom.
    static func atoms(_ text: Substring) -> [TextAtom] {
        text.map { .character($0) }
    }

    /// Re-segments `atoms`: each maximal run of characters is joined and split again, stickers stay as they are.
    static func resegment(_ atoms: [TextAtom]) -> [TextAtom] {
        var result: [TextAtom] = []
        result.reserveCapacity(atoms.count)
        var run = ""
        for atom in atoms {
            switch atom {
            case .character(let character):
                run.append(character)
            case .sticker:
                result += Self.atoms(Substring(run))
                run = ""
                result.append(atom)
            }
        }
        result += Self.atoms(Substring(run))
        return result
    }
}
