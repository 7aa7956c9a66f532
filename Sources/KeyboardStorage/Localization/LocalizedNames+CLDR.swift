import KeyboardModel

extension LocalizedNames {
    /// Names for `preferences` built from CLDR: each preference's chain (`LocaleInheritance.chain`) is read in turn
    /// until one reaches English or Chinese, whose complete names the catalog has. O(size of the files read).
    public static func build(preferences: [LocaleID], inheritance: LocaleInheritance, cldrFolder: String)
        -> LocalizedNames
    {
        var locales: [String] = []
        var entries: [String: Entry] = [:]
        for preference in preferences {
            for locale in inheritance.chain(for: preference) {
                if let builtIn = BuiltIn(rawValue: locale) {
                    return LocalizedNames(locales: locales, fallback: builtIn, entries: entries)
                }
                guard !locales.contains(locale), let read = CLDRAnnotations.read(locale: locale, folder: cldrFolder)
                else { continue }
                locales.append(locale)
                for (key, entry) in read {
                    var merged = entries[key] ?? Entry(name: "", keywords: "")
                    if merged.name.isEmpty { merged.name = entry.name }
                    if merged.keywords.isEmpty { merged.keywords = entry.keywords }
                    entries[key] = merged
                }
            }
        }
        return LocalizedNames(locales: locales, fallback: .english, entries: entries)
    }
}
