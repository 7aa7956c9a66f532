/// A TOML date, time or date-time, kept as written (the settings only need to know that a value is one).
public struct TOMLDateTime: Hashable, Sendable {
    /// Which of TOML's four date and time kinds a value is.
    public enum Kind: Hashable, Sendable {
        /// `1979-05-27T07:32:00Z`, `1979-05-27 07:32:00-07:00`: a moment.
        case offsetDateTime
        /// `1979-05-27T07:32:00`: a date and a time of day without a time zone.
        case localDateTime
        /// `1979-05-27`.
        case localDate
        /// `07:32:00.999`.
        case localTime
    }

    public let kind: Kind
    /// The literal as the document wrote it, already checked (fields in range, days of the month with leap years).
    public let text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
