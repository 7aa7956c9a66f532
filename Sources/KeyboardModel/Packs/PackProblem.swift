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

    /// How many problems of one pack are listed; the rest are counted in one more line.
    public static let listedPerPack = 20

    /// The first `limit` problems of each pack, in order, then for each pack with more one line counting the rest, so
    /// a manifest with 60,000 bad entries costs 21 lines, not 60,000. O(n).
    public static func bounded(_ problems: [PackProblem], perPack limit: Int = listedPerPack) -> [PackProblem] {
        var seen: [String: Int] = [:]
        var kept: [PackProblem] = []
        var order: [String] = []
        for problem in problems {
            let count = seen[problem.pack, default: 0]
            if count == 0 { order.append(problem.pack) }
            seen[problem.pack] = count + 1
            if count < limit { kept.append(problem) }
        }
        for pack in order where seen[pack, default: 0] > limit {
            let more = seen[pack, default: 0] - limit
            kept.append(
                PackProblem(pack: pack, reason: "\(more) more \(more == 1 ? "problem" : "problems") not listed"))
        }
        return kept
    }
}
