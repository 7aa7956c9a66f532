import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Variables of this process's environment. ProcessInfo's `environment` copies every variable into a new dictionary on
/// each call (setting up ProcessInfo the first time): more than reading the settings file, on the way to the first frame.
public enum ProcessEnvironment {
    /// The variable `name`, `nil` when it is unset. O(number of variables).
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables `names` that are set. O(number of names × number of variables).
    public static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = value(name) { values[name] = value }
        }
        return values
    }

    /// The working folder, "" when it cannot be named (removed, or its path too long).
    public static var workingDirectory: String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }
}
