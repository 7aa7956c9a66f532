/// The settings given on the command line: each one set replaces the settings file's value, and one not given
/// leaves it alone (a flag's absence is not its default). Checked by the same rules as the file.
public struct ConfigurationOverrides: Hashable, Sendable {
    public var rows: Int?
    public var columns: Int?
    public var cellSize: Int?
    public var margin: Int?
    public var scale: Double?
    public var theme: ThemeChoice?
    /// A locale tag or "auto".
    public var language: String?
    public var mode: InputMode?
    public var delivery: Delivery?
    public var layer: Layer?

    public init() {}

    /// A flag whose value the settings' rules refuse, as one line: `--rows: 99 is not from 1 to 20`.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The overrides given, as the keys and values the settings file would hold.
    var values: [(key: String, value: SettingValue)] {
        var values: [(String, SettingValue)] = []
        if let rows { values.append(("rows", .integer(rows))) }
        if let columns { values.append(("columns", .integer(columns))) }
        if let cellSize { values.append(("cell-size", .integer(cellSize))) }
        if let margin { values.append(("margin", .integer(margin))) }
        if let scale { values.append(("scale", .number(scale))) }
        if let theme { values.append(("theme", .string(theme.rawValue))) }
        if let language { values.append(("language", .string(language))) }
        if let mode { values.append(("mode", .string(mode.rawValue))) }
        if let delivery { values.append(("delivery", .string(delivery.rawValue))) }
        if let layer { values.append(("layer", .string(layer.rawValue))) }
        return values
    }

    /// `base` with every override applied, or the first refused one. The grid they make together is checked too,
    /// without multiplying (so `--rows 9223372036854775807` is refused, not an overflow).
    public func applied(to base: Configuration, context: SettingContext = SettingContext(folder: "/", home: nil))
        throws(Refusal) -> Configuration
    {
        var configuration = base
        for (key, value) in values {
            guard let setting = Configuration.setting(key) else { continue }
            if let reason = setting.store(value, in: &configuration, context: context) {
                throw Refusal(description: "\(setting.flag ?? key): \(reason)")
            }
        }
        if let problem = configuration.gridProblem { throw Refusal(description: "--rows, --columns: \(problem)") }
        return configuration
    }
}
