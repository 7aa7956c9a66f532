/// Why a text is not a TOML document (or was refused), and where: 1-based line and column (the column counts
/// Unicode scalars from the start of the line).
public struct TOMLParseError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The text breaks a rule of TOML 1.0.0; the message says which, in a few words.
        case invalid(String)
        /// A string or key holds U+0000 (written as an escape), and the parser was asked to refuse it.
        case heldNUL
    }

    public let line: Int
    public let column: Int
    public let reason: Reason

    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The reason in a few words, without the place.
    public var message: String {
        switch reason {
        case .invalid(let message): message
        case .heldNUL: "a string holds the character U+0000"
        }
    }
}
