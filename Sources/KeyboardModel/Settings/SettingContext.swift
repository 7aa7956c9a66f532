/// What checking a setting needs besides its value: where relative folder names are relative to.
public struct SettingContext: Hashable, Sendable {
    /// The folder of the settings file (or the working directory, for flags).
    public var folder: String
    /// The home folder, for names starting with `~/`; `nil` when unknown.
    public var home: String?

    public init(folder: String, home: String?) {
        self.folder = folder
        self.home = home
    }

    /// `path` made absolute: `~/x` under `home`, a relative path under `folder`; `nil` for `~/` without a home.
    public func absolute(_ path: String) -> String? {
        if path == "~" || path.hasPrefix("~/") {
            guard let home, home.hasPrefix("/") else { return nil }
            return home + path.dropFirst()
        }
        if path.hasPrefix("/") { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
