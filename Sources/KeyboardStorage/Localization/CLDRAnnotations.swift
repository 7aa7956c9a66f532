import KeyboardFormats
import KeyboardModel

/// Names and keywords of emoji in one CLDR locale, from `annotations/LOCALE.xml` and `annotationsDerived/LOCALE.xml`
/// (skin tones and ZWJ sequences). Keys are the emoji without U+FE0F, as CLDR writes them.
enum CLDRAnnotations {
    /// Reads both files of `locale` under `folder` (CLDR's `common`); `nil` when neither exists. Symbols that are not
    /// emoji (punctuation, arrows) are left out. Names and keywords lose control characters and "|". O(size of the files).
    static func read(locale: String, folder: String) -> [String: LocalizedNames.Entry]? {
        var entries: [String: LocalizedNames.Entry] = [:]
        var found = false
        for kind in ["annotations", "annotationsDerived"] {
            guard let bytes = CLDRFiles.bytes(of: "\(folder)/\(kind)/\(locale).xml") else { continue }
            found = true
            CLDRXMLScanner(bytes).forEach("annotation") { attributes, text in
                guard let cp = attributes["cp"], cp.utf8.count <= 64, isEmoji(cp),
                    !cp.unicodeScalars.contains(where: { $0.value < 0x20 })
                else { return }
                let key = LocalizedNames.key(cp)
                var entry = entries[key] ?? LocalizedNames.Entry(name: "", keywords: "")
                if attributes["type"] == "tts" {
                    entry.name = clean(text)
                } else {
                    entry.keywords = text.split(separator: "|").map { clean(String($0)) }.filter { !$0.isEmpty }.joined(
                        separator: "|")
                }
                entries[key] = entry
            }
        }
        return found ? entries : nil
    }

    /// Emoji have a pictographic scalar beyond ASCII or are keycaps; CLDR also annotates punctuation and symbols.
    private static func isEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value > 0x7F && $0.properties.isEmoji) || $0.value == 0x20E3 }
    }

    /// One line of text: control characters and "|" become spaces, runs of spaces one space.
    static func clean(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "|" || scalar == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result += " " }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
