/// A value read for a setting, from the settings file or a command-line flag, before it is checked.
public enum SettingValue: Hashable, Sendable {
    case integer(Int)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// An array; its items are never lists themselves (a nested array is `.other("an array")`).
    case list([SettingValue])
    /// Any other kind of value (a date, a table, a nested array), by its description.
    case other(String)

    /// What kind of value this is, as an error message says it ("got a string").
    public var kindDescription: String {
        switch self {
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .boolean: "true or false"
        case .list: "an array"
        case .other(let description): description
        }
    }
}
