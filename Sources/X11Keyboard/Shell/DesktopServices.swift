import KeyboardModel
import KeyboardStorage

/// What ties the running keyboard to the desktop besides its window: the settings file it follows (with the command
/// line's flags to apply again over each new reading), the XSETTINGS daemon whose theme `theme = "system"` follows,
/// and the selection that makes it the display's one keyboard.
final class DesktopServices {
    /// `nil` without inotify or a settings path: the file is then read only at start.
    let settingsWatcher: ConfigurationWatcher?
    let xsettings: XSettingsWatcher
    /// My stickers' manifest, followed so that an add from the command line shows at once; `nil` without inotify.
    let ownStickers: OwnStickerStore
    let ownStickersWatcher: ConfigurationWatcher?
    /// `nil` for `--new-instance` and `--print` runs, which do not answer other launches.
    let instance: InstanceSelection?
    private let overrides: ConfigurationOverrides

    init(
        settingsWatcher: ConfigurationWatcher?, xsettings: XSettingsWatcher, instance: InstanceSelection?,
        overrides: ConfigurationOverrides,
        ownStickers: OwnStickerStore
    ) {
        self.settingsWatcher = settingsWatcher
        self.xsettings = xsettings
        self.instance = instance
        self.overrides = overrides
        self.ownStickers = ownStickers
        ownStickersWatcher =
            ownStickers.folder.isEmpty ? nil : ConfigurationWatcher(path: ownStickers.folder + "/pack.json")
    }

    /// The settings file read again with the flags over it, its problems printed one line each; `nil` when the flags
    /// and the new file cannot go together (a 1 x 1 grid), which is said in one line too.
    func reloadConfiguration() -> Configuration? {
        do {
            return try UserConfiguration.load(overrides: overrides)
        } catch {
            StandardError.warn("\(error); the settings stay as they were")
            return nil
        }
    }
}
