import FoundationEssentials

/// Names are built from CLDR's XML on first use and kept in the user's cache as one small tab-separated file per
/// preference list, rebuilt when the installed CLDR changes (its files' sizes and times are stamped in the cache).
extension LocalizedNames {
    static let cacheHeader = "emotion-keyboard names 1"
    /// The largest cache file read back; one locale's names take about 400 KB.
    static let cacheByteLimit = 8 << 20

    /// Names for `preferences` (most wanted first): from `cacheFolder`'s file when it was built from the CLDR now
    /// installed in `cldrFolder`, else built (`build`) and written there. English and Chinese need no CLDR files.
    /// O(cache file) when cached, else O(CLDR files read).
    public static func load(preferences: [LocaleID], cldrFolder: String = CLDRFiles.debianFolder, cacheFolder: String?) -> LocalizedNames {
        let wanted = Array(preferences.prefix(LocalePreferences.limit))
        guard let first = wanted.first else { return .english }
        if wanted.count == 1, first.script == nil, first.region == nil, let builtIn = BuiltIn(rawValue: first.language) {
            return LocalizedNames(locales: [], fallback: builtIn, entries: [:])
        }
        let stamp = CLDRFiles.stamp(of: ["annotations", "annotationsDerived", "supplemental/supplementalData.xml", "supplemental/likelySubtags.xml"]
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
        guard let data = try? OpenedFile(path).readAll(limit: cacheByteLimit), let text = String(validating: data, as: UTF8.self) else { return nil }
        return parseCache(text, stamp: stamp)
    }

    /// O(length of `text`).
    static func parseCache(_ text: String, stamp: String) -> LocalizedNames? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0] == cacheHeader, lines[1] == stamp, lines.last == "" else { return nil }
        let heading = lines[2].split(separator: "\t").map(String.init)
        guard let fallbackName = heading.first, let fallback = BuiltIn(rawValue: fallbackName) else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(lines.count - 4)
        for line in lines[3..<(lines.count - 1)] {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty else { return nil }
            entries[String(fields[0])] = Entry(name: String(fields[1]), keywords: String(fields[2]))
        }
        return LocalizedNames(locales: Array(heading.dropFirst()), fallback: fallback, entries: entries)
    }
}
