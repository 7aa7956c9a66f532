/// Something wrong in the settings file, as one line: the file, the key (when it is about one) and the reason,
/// ending with what is used instead.
public struct ConfigurationProblem: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    /// The key as written in the file, `nil` for a problem with the whole file.
    public let key: String?
    public let reason: String

    public init(file: String, key: String?, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    public var description: String {
        let place = TOMLText.printable(file)
        return key.map { "\(place): \(TOMLText.key($0)): \(reason)" } ?? "\(place): \(reason)"
    }
}
