/// A value of a TOML document.
public enum TOMLValue: Equatable, Sendable {
    case string(String)
    /// A 64-bit integer; the parser refuses literals that do not fit.
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// An offset date-time, a local date-time, a local date or a local time.
    case dateTime(TOMLDateTime)
    case array([TOMLValue])
    case table(TOMLTable)

    /// The table this value is, or `nil`.
    public var table: TOMLTable? {
        if case .table(let table) = self { return table }
        return nil
    }

    /// The array this value is, or `nil`.
    public var array: [TOMLValue]? {
        if case .array(let array) = self { return array }
        return nil
    }
}
