/// Reads `kaomoji.tsv`: one text emoticon per line with its English and Chinese names.
public enum KaomojiCatalog {
    public static func parse(_ text: String) -> [Emotion] {
        text.split(separator: "\n").compactMap { line in
            if line.first == "#" { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let face = fields.first, !face.isEmpty else { return nil }
            let english = fields.count > 1 ? String(fields[1]) : String(face)
            let chinese = fields.count > 2 ? String(fields[2]) : english
            return Emotion(kind: .kaomoji, text: String(face), nameEN: english, nameZH: chinese)
        }
    }
}
