import KeyboardModel
import KeyboardStorage

/// The user's languages for names, from the `language` setting or the usual locale variables.
enum UserLanguages {
    /// Most wanted first; empty means English (see `LocalePreferences.resolve`).
    static func preferences(setting: String?) -> [LocaleID] {
        LocalePreferences.resolve(setting: setting, environment: ProcessEnvironment.values(["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]))
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
    /// `$XDG_CACHE_HOME/emotion-keyboard/names/` (not cached without XDG_CACHE_HOME or HOME). CLDR is read from
    /// Debian's unicode-cldr-core, or from the `common` folder `EMOTION_KEYBOARD_CLDR` names. Up to tens of
    /// milliseconds the first time for a language: call it off the first frame (a `BackgroundValue`).
    static func names(setting: String?) -> LocalizedNames {
        let environment = ProcessEnvironment.values(["XDG_CACHE_HOME", "HOME", "EMOTION_KEYBOARD_CLDR"])
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
        let cldr = environment["EMOTION_KEYBOARD_CLDR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? CLDRFiles.debianFolder
        return LocalizedNames.load(preferences: preferences(setting: setting), cldrFolder: cldr, cacheFolder: cacheHome.map { $0 + "/emotion-keyboard" })
    }
}
