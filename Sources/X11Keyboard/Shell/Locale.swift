import FoundationEssentials
import KeyboardModel

/// The user's languages for names, from the `language` setting or the usual locale variables.
enum Locale {
    /// Most wanted first; empty means English (see `LocalePreferences.resolve`).
    static func preferences(setting: String?) -> [LocaleID] {
        LocalePreferences.resolve(setting: setting, environment: ProcessInfo.processInfo.environment)
    }

    /// Whether the first language wanted is Chinese, for what only has English and Chinese text (the Send label).
    static func prefersChinese(setting: String?) -> Bool {
        preferences(setting: setting).first?.language == "zh"
    }
}
