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

        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.first == "#" { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            switch fields[0] {
            case "@group":
                finishGroup()
                groupName = fields.count > 1 ? String(fields[1]) : ""
            case "@subgroup":
                subgroups.append(fields.count > 1 ? String(fields[1]) : "")
            default:
                guard fields.count >= 4, groupName != nil else {
                    throw FormatError(line: offset + 1, reason: "expected emoji, base, English and Chinese names")
                }
                let emotion = Emotion(kind: .emoji, text: String(fields[0]), nameEN: String(fields[2]), nameZH: String(fields[3]))
                if fields[1].isEmpty {
                    baseIndex[emotion.text] = bases.count
                    bases.append(emotion)
                    variants.append([])
                } else if let index = baseIndex[String(fields[1])] {
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
