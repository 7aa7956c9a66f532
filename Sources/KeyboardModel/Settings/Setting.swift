/// One key of the settings file: its name, flag, meaning and accepted values, and how a value is checked, stored in a
/// `Configuration` and written back. `Configuration.settings` lists them all.
public struct Setting: Sendable {
    /// The key in the settings file, dotted for keys inside tables (`colors.dark.caret`).
    public let key: String
    /// The command-line flag that overrides it, if any.
    public let flag: String?
    /// What it means, in one sentence.
    public let summary: String
    /// What it accepts, in words (`1 to 20`, `light, dark or system`).
    public let accepted: String
    /// Which part of the running keyboard must change when its value does.
    public let affects: ConfigurationChange
    /// The `Configuration` property it sets, for the tests that check every property has a key.
    let property: PartialKeyPath<Configuration> & Sendable
    /// Checks `value` and stores it; returns why it was refused, or `nil` when stored.
    let store: @Sendable (SettingValue, SettingContext, inout Configuration) -> String?
    /// The value in `configuration` as a TOML literal, or `nil` when it is unset (colour overrides).
    let literal: @Sendable (Configuration) -> String?

    /// Checks `value` and stores it in `configuration`; returns why it was refused (the configuration unchanged), or `nil`.
    public func store(_ value: SettingValue, in configuration: inout Configuration, context: SettingContext) -> String?
    {
        store(value, context, &configuration)
    }

    /// The value `configuration` has for this key, as the settings file writes it; `nil` when unset.
    public func literal(in configuration: Configuration) -> String? { literal(configuration) }

    /// The default as the settings file writes it; `nil` for keys whose default is someone else's (a theme colour).
    public var defaultLiteral: String? { literal(.defaults) }
}
