/// What the window tells the open settings view: the keys and presses it routes to it, and what became of the
/// settings it asked to write.
public enum SettingsViewAction: Hashable, Sendable {
    /// A key: the open view takes every one.
    case key(Key, shift: Bool)
    /// A press on `part` of `row`.
    case pressed(SettingsRow, SettingsPanel.Part)
    /// The wheel over the rows, `steps` rows.
    case scrolled(steps: Int)
    /// The setting `key` could not be written (`reason`); the keyboard runs with `running`.
    case notSaved(key: String, reason: String, running: Configuration)
    /// The settings file was read again: the keyboard runs with `configuration`.
    case reconfigured(Configuration)
    /// The panel may have been laid out again: the rows keep filling it.
    case laidOut
}
