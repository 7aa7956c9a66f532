/// Every toneless pinyin reading of the Han characters, from the generated `pinyin.tsv` (see assets/generate.py):
/// one line per reading, then the characters read so. A reading with ü (written v, as input methods do: 绿 lv) is also
/// kept with u (lu), as ü loses its dots when folded.
public struct PinyinReadings: Sendable {
    /// The distinct readings, lower-case ASCII of 1 to 6 letters.
    let syllables: [[UInt8]]
    /// Han scalars, sorted, one entry per reading; `syllableOfEntry` is parallel.
    private let scalarOfEntry: [UInt32]
    private let syllableOfEntry: [UInt16]

    public static let empty = PinyinReadings(parsing: "")

    /// Reads the table; a line that is not a reading of 1 to 6 letters a-z, a tab and characters is skipped.
    /// O(n log n) in the size of `text`.
    public init(parsing text: String) {
        var syllables: [[UInt8]] = []
        var idOfSyllable: [[UInt8]: UInt16] = [:]
        // scalar << 16 | syllable, so one integer sort orders by scalar.
        var entries: [UInt64] = []
        for lineBytes in text.utf8.split(separator: 0x0A) where lineBytes.first != 0x23 {
            let line = Substring(lineBytes)
            guard let tab = line.utf8.firstIndex(of: 0x09) else { continue }
            let reading = Array(line.utf8[..<tab])
            guard (1...6).contains(reading.count), reading.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
                syllables.count < Int(UInt16.max) - 1
            else { continue }
            var spellings = [reading]
            if reading.contains(0x76) { spellings.append(reading.map { $0 == 0x76 ? 0x75 : $0 }) }
            for spelling in spellings {
                let id = idOfSyllable[spelling] ?? UInt16(syllables.count)
                if id == syllables.count {
                    idOfSyllable[spelling] = id
                    syllables.append(spelling)
                }
                for scalar in line[line.utf8.index(after: tab)...].unicodeScalars
                where SearchFolding.isHan(scalar.value) {
                    entries.append(UInt64(scalar.value) << 16 | UInt64(id))
                }
            }
        }
        entries.sort()
        var scalarOfEntry: [UInt32] = []
        var syllableOfEntry: [UInt16] = []
        for (index, entry) in entries.enumerated() where index == 0 || entries[index - 1] != entry {
            scalarOfEntry.append(UInt32(entry >> 16))
            syllableOfEntry.append(UInt16(entry & 0xFFFF))
        }
        self.syllables = syllables
        self.scalarOfEntry = scalarOfEntry
        self.syllableOfEntry = syllableOfEntry
    }

    /// The readings of a Han scalar, as indices into `syllables`; empty for anything else. O(log n).
    func syllables(of scalar: UInt32) -> ArraySlice<UInt16> {
        var low = 0
        var high = scalarOfEntry.count
        while low < high {
            let middle = (low + high) / 2
            if scalarOfEntry[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < scalarOfEntry.count, scalarOfEntry[end] == scalar { end += 1 }
        return syllableOfEntry[low..<end]
    }

    /// The readings of a character, e.g. 长 -> ["chang", "zhang"]; empty when it has none.
    public func readings(of character: Character) -> [String] {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return [] }
        return syllables(of: scalar.value).map { String(decoding: syllables[Int($0)], as: UTF8.self) }
    }

    /// How many characters have a reading.
    public var characterCount: Int { Set(scalarOfEntry).count }
}
