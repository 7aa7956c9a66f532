import KeyboardFormats
import KeyboardModel

extension LocaleInheritance {
    /// Reads `supplementalData.xml` and `likelySubtags.xml` from CLDR's supplemental folder; `nil` when either cannot
    /// be read. O(size of the files), each at most `CLDRXMLScanner.byteLimit`.
    public static func read(supplemental folder: String) -> LocaleInheritance? {
        guard let data = CLDRFiles.bytes(of: folder + "/supplementalData.xml"),
            let likely = CLDRFiles.bytes(of: folder + "/likelySubtags.xml")
        else { return nil }
        var parents: [String: String] = [:]
        CLDRXMLScanner(data).forEach("parentLocale") { attributes, _ in
            guard let parent = attributes["parent"], let locales = attributes["locales"] else { return }
            for locale in locales.split(separator: " ") { parents[String(locale)] = parent }
        }
        var scripts: [String: String] = [:]
        CLDRXMLScanner(likely).forEach("likelySubtag") { attributes, _ in
            guard let from = attributes["from"], let to = attributes["to"], let target = LocaleID(tag: to),
                let script = target.script
            else { return }
            scripts[from] = script
        }
        return LocaleInheritance(parents: parents, likelyScripts: scripts)
    }
}
