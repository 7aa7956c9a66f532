/// The settings view over the window (the ⚙ button or Ctrl+comma): the row with the focus, a number being typed, and
/// why the last value was refused. It shows `configuration`, the settings as the file has them with the view's own
/// changes; a changed file read again (`.reconfigured`) replaces it.
public struct SettingsView: Hashable, Sendable {
    public static let rows = SettingsRow.allCases
    /// Most digits a number row takes: every range of the view's rows is within four.
    public static let entryLimit = 4

    public internal(set) var focusedRow: SettingsRow = .theme
    /// The first row shown: the rows scroll to keep the focused one in view.
    public internal(set) var firstRow = 0
    /// Digits typed on the focused number row, entered with Enter.
    public internal(set) var entry: String?
    /// Why the last value was refused, with its key ("rows: 25 is not from 1 to 20"); gone with the next change.
    public internal(set) var refusal: String?
    public internal(set) var configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// What `row` shows as its value: the digits being typed on it, else its value in `configuration`.
    public func value(of row: SettingsRow) -> String {
        if row == focusedRow, let entry { return entry }
        return row.value(in: configuration)
    }

    /// What the focused row accepts, in the settings table's words ("1 to 20", "light, dark or system").
    public var accepted: String? {
        focusedRow.key.flatMap(Configuration.setting)?.accepted
    }

    /// Whether the focused row's setting takes effect only when the keyboard starts again (`dock`).
    public var appliesAtNextStart: Bool {
        guard let setting = focusedRow.key.flatMap(Configuration.setting) else { return false }
        return !setting.affects.isDisjoint(with: AppState.restartOnlyChanges)
    }

    var focusedIndex: Int { Self.rows.firstIndex(of: focusedRow) ?? 0 }

    /// Moves the focus `steps` rows, around the ends, and scrolls it into the `visible` rows shown.
    mutating func moveFocus(_ steps: Int, visible: Int) {
        let count = Self.rows.count
        focus(Self.rows[((focusedIndex + steps) % count + count) % count], visible: visible)
    }

    mutating func focus(_ row: SettingsRow, visible: Int) {
        if row != focusedRow { entry = nil }
        focusedRow = row
        let index = focusedIndex
        if index < firstRow { firstRow = index }
        if index >= firstRow + visible { firstRow = index - visible + 1 }
        firstRow = max(0, min(firstRow, Self.rows.count - visible))
    }

    /// Scrolls the rows by `steps`, keeping `visible` of them shown.
    mutating func scroll(_ steps: Int, visible: Int) {
        firstRow = max(0, min(firstRow + steps, Self.rows.count - visible))
    }

    /// Checks `value` for `row` with the settings table, as a settings file would be read, and keeps it; returns the
    /// key and its literal to write, or `nil` after recording why it was refused.
    mutating func change(_ row: SettingsRow, to value: SettingValue) -> (key: String, literal: String)? {
        entry = nil
        guard let key = row.key, let setting = Configuration.setting(key) else { return nil }
        var changed = configuration
        // The view's rows hold no folder names, the only values that need a settings file's folder.
        if let reason = setting.store(value, in: &changed, context: SettingContext(folder: "/", home: nil))
            ?? changed.gridProblem
        {
            refusal = "\(key): \(reason)"
            return nil
        }
        refusal = nil
        guard let literal = setting.literal(in: changed), changed != configuration else { return nil }
        configuration = changed
        return (key, literal)
    }

    /// `key` could not be written: the view shows `running`, the settings the keyboard runs with, and why.
    mutating func saveFailed(key: String, reason: String, running: Configuration) {
        entry = nil
        configuration = running
        refusal = "\(key): not saved: \(reason)"
    }

    /// A digit typed on a number row.
    mutating func type(_ digit: Character) {
        guard focusedRow.step != nil else { return }
        let typed = entry ?? ""
        guard typed.count < Self.entryLimit else { return }
        entry = typed + String(digit)
        refusal = nil
    }

    mutating func deleteDigit() {
        guard let typed = entry else { return }
        entry = typed.count > 1 ? String(typed.dropLast()) : nil
    }
}
