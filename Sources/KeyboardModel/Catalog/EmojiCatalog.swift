/// Reads the generated `emoji.tsv` (see assets/generate.py) into emoji groups.
public enum EmojiCatalog {
    public struct FormatError: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "emoji.tsv line \(line): \(reason)" }
    }

    /// `keywords: false` leaves the CLDR keywords out: the window never searches, and they cost memory and time.
    /// `hidden` emoji are left out, a hidden base with its variants.
    public static func parse(_ text: String, keywords withKeywords: Bool = true, hidden: HiddenEmoji = .none)
        throws(FormatError) -> [EmojiGroup]
    {
        var groups: [EmojiGroup] = []
        var groupName: String?
        var subgroups: [String] = []
        var bases: [Emotion] = []
        var variants: [[Emotion]] = []
        var subgroupIndices: [Int] = []
        var baseIndex: [String: Int] = [:]
        var hiddenBases: Set<String> = []

        func finishGroup() {
            guard let name = groupName else { return }
            let emotions = zip(bases, variants).map { base, tones in
                Emotion(
                    kind: .emoji, text: base.text, nameEN: base.nameEN, nameZH: base.nameZH, keywords: base.keywords,
                    variants: tones)
            }
            groups.append(
                EmojiGroup(name: name, subgroups: subgroups, emotions: emotions, subgroupIndices: subgroupIndices))
            bases = []
            variants = []
            subgroups = []
            subgroupIndices = []
            baseIndex = [:]
        }

        // Scan UTF-8 bytes: splitting a String by Character segments graphemes and would cost most of start-up.
        var text = text
        var failure: FormatError?
        text.withUTF8 { bytes in
            var lineNumber = 0
            var lineStart = 0
            while lineStart < bytes.count, failure == nil {
                lineNumber += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                if isBlankOrComment(bytes[lineStart..<lineEnd]) { continue }
                var fields: [String] = []
                var fieldStart = lineStart
                for index in lineStart...lineEnd
                where fields.count < (withKeywords ? 6 : 4) && (index == lineEnd || bytes[index] == UInt8(ascii: "\t"))
                {
                    fields.append(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                    fieldStart = index + 1
                }
                switch fields[0] {
                case "@group":
                    finishGroup()
                    groupName = fields.count > 1 ? fields[1] : ""
                case "@subgroup":
                    subgroups.append(fields.count > 1 ? fields[1] : "")
                default:
                    guard fields.count >= 4, groupName != nil else {
                        failure = FormatError(
                            line: lineNumber, reason: "expected emoji, base, English and Chinese names")
                        return
                    }
                    if hidden.contains(fields[0]) {
                        if fields[1].isEmpty { hiddenBases.insert(fields[0]) }
                        continue
                    }
                    let keywords = fields.count >= 6 ? fields[4] + "|" + fields[5] : ""
                    let emotion = Emotion(
                        kind: .emoji, text: fields[0], nameEN: fields[2], nameZH: fields[3], keywords: keywords)
                    if fields[1].isEmpty {
                        baseIndex[emotion.text] = bases.count
                        bases.append(emotion)
                        variants.append([])
                        subgroupIndices.append(subgroups.count - 1)
                    } else if let index = baseIndex[fields[1]] {
                        variants[index].append(emotion)
                    } else if hiddenBases.contains(fields[1]) {
                        continue
                    } else {
                        failure = FormatError(line: lineNumber, reason: "variant of unknown base \(fields[1])")
                        return
                    }
                }
            }
        }
        if let failure { throw failure }
        finishGroup()
        return groups
    }

    /// Whether a catalog line is blank or a comment ("# ..."; the keycap emoji #️⃣ also starts with the byte "#").
    package static func isBlankOrComment(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        line.isEmpty || line.starts(with: "# ".utf8)
    }
}
