#if canImport(Glibc)
import Glibc
#endif

/// Whether names in the magnifier should be Chinese, from the usual locale variables.
enum Locale {
    static var prefersChinese: Bool {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value.hasPrefix("zh") }
        }
        return false
    }
}
