/// Something wrong in a pack, reported as one line; the rest of the pack still loads.
public struct PackProblem: Hashable, Sendable, CustomStringConvertible, Error {
    public let pack: String
    public let entry: String?
    public let reason: String

    public init(pack: String, entry: String? = nil, reason: String) {
        self.pack = pack
        self.entry = entry
        self.reason = reason
    }

    public var description: String {
        if let entry { return "pack \(pack): entry \(entry): \(reason)" }
        return "pack \(pack): \(reason)"
    }
}
