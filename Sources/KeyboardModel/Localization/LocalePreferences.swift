/// The languages the user wants names in, most wanted first, as gettext reads them.
public enum LocalePreferences {
    /// At most this many languages are taken from LANGUAGE.
    public static let limit = 8

    /// The `language` setting when given; otherwise the colon-separated list in LANGUAGE, unless the messages locale
    /// (LC_ALL, else LC_MESSAGES, else LANG) is unset, C or POSIX, which gettext takes as a wish for untranslated
    /// text; then that locale itself. Empty means English. O(length of the variables).
    public static func resolve(setting: String?, environment: [String: String]) -> [LocaleID] {
        if let setting, let locale = LocaleID(tag: setting) { return [locale] }
        let messages = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let messagesLocale = messages.flatMap { LocaleID(posix: $0) }
        if messagesLocale != nil, let list = environment["LANGUAGE"], !list.isEmpty, list.utf8.count <= 1024 {
            var chosen: [LocaleID] = []
            for name in list.split(separator: ":") where chosen.count < limit {
                if let locale = LocaleID(posix: String(name)), !chosen.contains(locale) { chosen.append(locale) }
            }
            if !chosen.isEmpty { return chosen }
        }
        return messagesLocale.map { [$0] } ?? []
    }
}
