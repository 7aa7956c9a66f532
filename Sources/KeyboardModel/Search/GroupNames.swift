/// The Chinese names of the emoji groups, subgroups and our own tabs, by their English names, from the generated
/// `groups.tsv` (CLDR `characterLabel`; see assets/generate.py). A name CLDR lacks has none.
public struct GroupNames: Sendable {
    public enum Kind: String, Sendable {
        case group, subgroup, tab
    }

    private let chinese: [String: [String]]

    public static let empty = GroupNames(parsing: "")

    /// Reads lines of kind, English name and Chinese names separated by "|"; other lines are skipped. O(n).
    public init(parsing text: String) {
        var chinese: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.first != "#" {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let kind = Kind(rawValue: String(fields[0])), !fields[1].isEmpty else { continue }
            chinese[kind.rawValue + "\t" + fields[1], default: []] += fields[2].split(separator: "|").map(String.init)
        }
        self.chinese = chinese
    }

    /// The Chinese names of the group, subgroup or tab called `english`; empty when there are none. O(1).
    public func chinese(_ kind: Kind, _ english: String) -> [String] {
        chinese[kind.rawValue + "\t" + english] ?? []
    }
}
