/// Reads the generated `emoji.tsv` (see assets/generate.py) into emoji groups.
public enum EmojiCatalog {
    public struct FormatError: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "emoji.tsv line \(line): \(reason)" }
    }

    public static func parse(_ text: String) throws(FormatError) -> [EmojiGroup] {
        var groups: [EmojiGroup] = []
        var groupName: String?
        var subgroups: [String] = []
        var bases: [Emotion] = []
        var variants: [[Emotion]] = []
        var baseIndex: [String: Int] = [:]

        func finishGroup() {
            guard let name = groupName else { return }
            let emotions = zip(bases, variants).map { base, tones in
                Emotion(kind: .emoji, text: base.text, nameEN: base.nameEN, nameZH: base.nameZH, variants: tones)
            }
            groups.append(EmojiGroup(name: name, subgroups: subgroups, emotions: emotions))
            bases = []
            variants = []
            subgroups = []
            baseIndex = [:]
        }

        // Split on UTF-8 bytes: splitting a String by Character segments graphemes and costs most of start-up.
        for (offset, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            // Comments are "# ..."; the keycap emoji #️⃣ also starts with the byte "#".
            if line.isEmpty || line.starts(with: "# ".utf8) { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false).prefix(4).map { String(Substring($0)) }
            switch fields[0] {
            case "@group":
                finishGroup()
                groupName = fields.count > 1 ? fields[1] : ""
            case "@subgroup":
                subgroups.append(fields.count > 1 ? fields[1] : "")
            default:
                guard fields.count >= 4, groupName != nil else {
                    throw FormatError(line: offset + 1, reason: "expected emoji, base, English and Chinese names")
                }
                let emotion = Emotion(kind: .emoji, text: fields[0], nameEN: fields[2], nameZH: fields[3])
                if fields[1].isEmpty {
                    baseIndex[emotion.text] = bases.count
                    bases.append(emotion)
                    variants.append([])
                } else if let index = baseIndex[fields[1]] {
                    variants[index].append(emotion)
                } else {
                    throw FormatError(line: offset + 1, reason: "variant of unknown base \(fields[1])")
                }
            }
        }
        finishGroup()
        return groups
    }
}
