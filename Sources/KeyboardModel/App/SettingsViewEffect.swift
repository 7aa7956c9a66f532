/// What the settings view asks of the window, which owns the file, the packs folder and the keyboard grab.
public enum SettingsViewEffect: Hashable, Sendable {
    /// Write `literal` (a TOML value) as the setting `key`.
    case save(key: String, literal: String)
    /// Open the folder of the user's packs.
    case openPacksFolder
    /// Close the view.
    case close
}
