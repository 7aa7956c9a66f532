/// How text reaches one application in the `paste` delivery (setting `paste-keys`): pasted with a chord, or typed.
public enum PasteChoice: Hashable, Sendable {
    case key(PasteKey)
    /// Typed as the `type` delivery types (which, under an input method, pastes).
    case type

    /// The name the settings file uses: a chord (`ctrl+v`) or `type`.
    public init?(name: String) {
        if name == "type" {
            self = .type
        } else if let key = PasteKey(rawValue: name) {
            self = .key(key)
        } else {
            return nil
        }
    }

    public var name: String {
        switch self {
        case .key(let key): key.rawValue
        case .type: "type"
        }
    }

    /// Every name accepted, for messages and docs.
    public static var names: [String] { PasteKey.allCases.map(\.rawValue) + ["type"] }
}
