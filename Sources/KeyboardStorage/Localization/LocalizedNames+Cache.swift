import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Names are built from CLDR's XML on first use and kept in the user's cache as one small tab-separated file per
/// preference list, rebuilt when the installed CLDR changes (its files' sizes and times are stamped in the cache).
extension LocalizedNames {
    static let cacheHeader = "emotion-keyboard names 1"
    /// The largest cache file read back; one locale's names take about 400 KB.
    static let cacheByteLimit = 8 << 20

    /// Names for `preferences` (most wanted first): from `cacheFolder`'s file when it was built from the CLDR now
    /// installed in `cldrFolder`, else built (`build`) and written there. English and Chinese need no CLDR files.
    /// O(cache file) when cached, else O(CLDR files read).
    public static func load(preferences: [LocaleID], cldrFolder: String = CLDRFiles.debianFolder, cacheFolder: String?)
        -> LocalizedNames
    {
        let wanted = Array(preferences.prefix(LocalePreferences.limit))
        guard let first = wanted.first else { return .english }
        if wanted.count == 1, first.script == nil, first.region == nil, let builtIn = BuiltIn(rawValue: first.language)
        {
            return LocalizedNames(locales: [], fallback: builtIn, entries: [:])
        }
        let stamp = CLDRFiles.stamp(
            of: [
                "annotations", "annotationsDerived", "supplemental/supplementalData.xml",
                "supplemental/likelySubtags.xml"
            ]
            .map { cldrFolder + "/" + $0 })
        let cacheFile = cacheFolder.map { "\($0)/names/\(wanted.map(\.identifier).joined(separator: "+")).tsv" }
        if let cacheFile, let cached = readCache(cacheFile, stamp: stamp) { return cached }
        let inheritance = LocaleInheritance.read(supplemental: cldrFolder + "/supplemental") ?? .builtIn
        let names = build(preferences: wanted, inheritance: inheritance, cldrFolder: cldrFolder)
        if let cacheFile {
            // A cache that cannot be written costs the next start this build again, nothing more.
            try? AtomicFile.write(Data(names.cacheText(stamp: stamp).utf8), to: cacheFile, durable: false)
        }
        return names
    }

    /// The cache file's text: header, stamp, fallback and locales, then one `emoji TAB name TAB keywords` line each.
    func cacheText(stamp: String) -> String {
        var lines = [Self.cacheHeader, stamp, ([fallback.rawValue] + locales).joined(separator: "\t")]
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            lines.append("\(key)\t\(entry.name)\t\(entry.keywords)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names in a cache file written with `stamp`; `nil` when missing, stale, too large or not in this format.
    static func readCache(_ path: String, stamp: String) -> LocalizedNames? {
        guard let data = try? OpenedFile(path).readAll(limit: cacheByteLimit) else { return nil }
        return parseCache([UInt8](data), stamp: stamp)
    }

    /// O(length of `bytes`); lines are split as bytes (splitting a String by Character would segment graphemes).
    static func parseCache(_ bytes: [UInt8], stamp: String) -> LocalizedNames? {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(bytes[start..<index])
            start = index + 1
        }
        // The file ends with a line break: a shorter one was cut off while being written.
        guard start == bytes.count, lines.count >= 3, lines[0].elementsEqual(cacheHeader.utf8),
            lines[1].elementsEqual(stamp.utf8),
            let heading = String(validating: lines[2], as: UTF8.self)
        else { return nil }
        let names = heading.split(separator: "\t").map(String.init)
        guard let fallbackName = names.first, let fallback = BuiltIn(rawValue: fallbackName) else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(lines.count - 3)
        for line in lines.dropFirst(3) {
            guard let firstTab = line.firstIndex(of: 0x09),
                let secondTab = line[(firstTab + 1)...].firstIndex(of: 0x09), firstTab > line.startIndex,
                let key = String(validating: line[..<firstTab], as: UTF8.self),
                let name = String(validating: line[(firstTab + 1)..<secondTab], as: UTF8.self),
                let keywords = String(validating: line[(secondTab + 1)...], as: UTF8.self)
            else { return nil }
            entries[key] = Entry(name: name, keywords: keywords)
        }
        return LocalizedNames(locales: Array(names.dropFirst()), fallback: fallback, entries: entries)
    }
}
