import KeyboardModel
import KeyboardStorage

/// The user's languages for names, from the `language` setting or the usual locale variables.
enum UserLanguages {
    /// Most wanted first; empty means English (see `LocalePreferences.resolve`).
    static func preferences(setting: String?) -> [LocaleID] {
        LocalePreferences.resolve(
            setting: setting, environment: ProcessEnvironment.values(["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]))
    }

    /// Whether the first language wanted is Chinese, for what only has English and Chinese text (the Send label).
    static func prefersChinese(setting: String?) -> Bool {
        preferences(setting: setting).first?.language == "zh"
    }

    /// The catalog's own names in the user's language until CLDR's are loaded: Chinese or English, read from no file.
    static func builtInNames(setting: String?) -> LocalizedNames {
        LocalizedNames(locales: [], fallback: prefersChinese(setting: setting) ? .chinese : .english, entries: [:])
    }

    /// Emoji names in the user's languages, built from CLDR on first use and cached under
    /// `names/` in `DataLocations.userFolder(.cache)` (not cached with no home folder). CLDR is read from
    /// Debian's unicode-cldr-core, or from the `common` folder `EMOTION_KEYBOARD_CLDR` names. Up to tens of
    /// milliseconds the first time for a language: call it off the first frame (a `BackgroundValue`).
    static func names(setting: String?) -> LocalizedNames {
        let cldr =
            ProcessEnvironment.value("EMOTION_KEYBOARD_CLDR").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? CLDRFiles.debianFolder
        let cache = DataLocations.ofThisProcess.cacheDirectory
        return LocalizedNames.load(
            preferences: preferences(setting: setting), cldrFolder: cldr, cacheFolder: cache.isEmpty ? nil : cache)
    }
}
