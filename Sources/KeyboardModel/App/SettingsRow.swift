/// A row of the settings view: the setting it changes, or the packs folder it opens.
public enum SettingsRow: String, CaseIterable, Hashable, Sendable {
    case theme
    case language
    case skinTone = "skin-tone"
    case mode
    case delivery
    case layer
    case rows
    case columns
    case cellSize = "cell-size"
    case motion
    case dock
    case packsFolder = "packs-folder"

    /// The settings file's key this row writes; `nil` for the packs folder, which only opens.
    public var key: String? { self == .packsFolder ? nil : rawValue }

    /// How far Left and Right move a number; `nil` for rows that choose among names.
    public var step: Int? {
        switch self {
        case .rows, .columns: 1
        case .cellSize: 4
        default: nil
        }
    }

    /// The languages Left and Right go through: the ones the catalog names in itself, then some of CLDR's most used.
    /// A locale set in the file that is not among them joins the list while it is set.
    public static let languages = ["auto", "en", "zh", "zh_Hant", "de", "es", "fr", "it", "ja", "ko", "pt", "ru"]

    /// The names Left and Right go through in `configuration`'s value of this row, in order; empty for numbers and
    /// the packs folder.
    func choices(in configuration: Configuration) -> [String] {
        switch self {
        case .theme: ThemeChoice.allCases.map(\.rawValue)
        case .skinTone: SkinTone.allCases.map(\.rawValue)
        case .mode: InputMode.allCases.map(\.rawValue)
        case .delivery: Delivery.allCases.map(\.rawValue)
        case .motion: MotionChoice.allCases.map(\.rawValue)
        case .dock: DockChoice.allCases.map(\.rawValue)
        case .layer: Layer.allCases.map(\.rawValue)
        case .language:
            Self.languages.contains(configuration.language ?? "auto")
                ? Self.languages : Self.languages + [configuration.language ?? "auto"]
        case .rows, .columns, .cellSize, .packsFolder: []
        }
    }

    /// The row's value in `configuration` as the view shows it: a name or a number, without TOML's quotes.
    func value(in configuration: Configuration) -> String {
        switch self {
        case .theme: configuration.theme.rawValue
        case .language: configuration.language ?? "auto"
        case .skinTone: configuration.skinTone.rawValue
        case .mode: configuration.mode.rawValue
        case .delivery: configuration.delivery.rawValue
        case .motion: configuration.motion.rawValue
        case .dock: configuration.dock.rawValue
        case .layer: configuration.layer.rawValue
        case .rows: String(configuration.rows)
        case .columns: String(configuration.columns)
        case .cellSize: String(configuration.cellSize)
        case .packsFolder: ""
        }
    }

    /// The value `steps` away from `configuration`'s (names wrap around; numbers may leave their range, and the
    /// setting's check then refuses them); `nil` for the packs folder.
    func value(_ steps: Int, from configuration: Configuration) -> SettingValue? {
        if let step, let number = Int(value(in: configuration)) { return .integer(number + steps * step) }
        let names = choices(in: configuration)
        guard !names.isEmpty else { return nil }
        let index = names.firstIndex(of: value(in: configuration)) ?? 0
        return .string(names[((index + steps) % names.count + names.count) % names.count])
    }
}
