/// The base forms an English word may have been inflected from, beyond a plain plural -s: what lets `laughing` find
/// the keyword "laugh", `puppies` "puppy" and `worried` "worry". A guess by spelling only, no dictionary: the index keeps a stem only when
/// it is a word of the index, which is what makes wrong guesses (`thing` as "th") harmless.
enum EnglishStems {
    /// Candidate stems of `word` (lowercase letters a-z, at least four), of three letters or more, best guess first;
    /// empty for other words.
    /// O(k) for k letters.
    static func of(_ word: [UInt8]) -> [[UInt8]] {
        guard word.count >= 4, word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
        var stems: [[UInt8]] = []
        if word.hasSuffix("ies") { stems.append(word.dropLast(3) + [0x79]) }
        // -es after a hiss or an o (`boxes`, `kisses`, `potatoes`); elsewhere the e is the word's (`rates`, `pines`).
        if word.hasSuffix("es"), ["ses", "xes", "zes", "ches", "shes", "oes"].contains(where: { word.hasSuffix($0) }) {
            stems.append(Array(word.dropLast(2)))
        }
        if word.count >= 6, word.hasSuffix("ing") { stems += verbBases(Array(word.dropLast(3))) }
        if word.count >= 5, word.hasSuffix("ied") { stems.append(word.dropLast(3) + [0x79]) }
        if word.count >= 5, word.hasSuffix("ed"), !word.hasSuffix("ied") {
            stems += verbBases(Array(word.dropLast(2)))
        }
        return stems.filter { $0.count >= 3 }
    }

    /// A verb's base before -ing or -ed, of three letters or more: as it is (`laugh`), with its final e back (`smil` as
    /// "smile"), and with a doubled final consonant single (`runn` as "run"). Shorter bases are left out (`thing` is
    /// no "th" nor "the").
    private static func verbBases(_ base: [UInt8]) -> [[UInt8]] {
        guard base.count >= 3 else { return [] }
        var bases = [base, base + [0x65]]
        if base.count >= 3, base[base.count - 1] == base[base.count - 2], !"aeiou".utf8.contains(base[base.count - 1]) {
            bases.append(Array(base.dropLast()))
        }
        return bases
    }
}

extension Array where Element == UInt8 {
    fileprivate func hasSuffix(_ suffix: String) -> Bool {
        let letters = Array(suffix.utf8)
        return count >= letters.count && self[(count - letters.count)...].elementsEqual(letters)
    }
}
